package extract

import "strings"

// Lisp binding forms. A query cannot say which symbols of a Lisp binding
// vector bind: a let vector alternates names and values, and a name may
// be a destructuring vector or map of any depth (Clojure's
// [a [b c] {:keys [d] :as m} & more]). The query captures the binding
// form instead, as @binding.params (every element binds: a parameter
// vector or list) or @binding.pairs (elements alternate binding and
// value: Clojure's let, loop, for, doseq), and lispBind reads its names.

// lispBindLimit bounds the elements read from one binding form.
const lispBindLimit = 1 << 12

// lispBind records the local bindings of the binding form n. from, when
// set (an Emacs Lisp let's whole binding list, @binding.decl), is where
// every name becomes visible; otherwise a pair's name is visible after
// its value, an Emacs Lisp (name value) after itself, a parameter from
// where it stands.
func (b *builder) lispBind(n *node, pairs bool, from *Position) {
	if n.eb <= n.sb || int(n.eb) > len(b.src) {
		return
	}
	form, _ := lispRead(b.src[:n.eb], int(n.sb), b.lang, 16, lispBindLimit)
	if form.open == 0 {
		return
	}
	lb := lispBinder{b: b, cur: int(n.sb), pos: n.r.Start, start: n.r.Start, base: int(n.sb), from: from}
	switch {
	case b.lang == "elisp":
		lb.elispParams(form.inner)
	case pairs:
		lb.pairs(form.inner)
	default:
		lb.params(form.inner)
	}
}

// lispBinder turns byte offsets into positions, moving forward through
// the binding form (it restarts from the form's start when asked for an
// earlier offset).
type lispBinder struct {
	b           *builder
	base, cur   int
	start, pos  Position
	from        *Position
	visibleFrom int // offset after which the next binding is visible, or -1
}

func (lb *lispBinder) at(off int) Position {
	if off < lb.cur {
		lb.cur, lb.pos = lb.base, lb.start
	}
	for ; lb.cur < off; lb.cur++ {
		if lb.b.src[lb.cur] == '\n' {
			lb.pos.Line++
			lb.pos.Column = 0
		} else {
			lb.pos.Column++
		}
	}
	return lb.pos
}

// bind records the symbol e (by its name part for a keyword of :keys)
// as a binding visible after offset after (-1: from where it stands).
func (lb *lispBinder) bind(e lispElem, after int) {
	text := string(lb.b.src[e.at:e.eb])
	name := text
	if strings.HasPrefix(name, ":") { // {:keys [:a :ns/b]}
		name = strings.TrimLeft(name, ":")
		if i := strings.LastIndexByte(name, '/'); i >= 0 {
			name = name[i+1:]
		}
	}
	if !lispBindable(lb.b.lang, name) {
		return
	}
	r := Range{Start: lb.at(e.at)}
	r.End = lb.at(e.eb)
	if r.End.Line != r.Start.Line {
		return
	}
	bd := rawBinding{name: lb.b.internString(name), r: r}
	switch {
	case lb.from != nil:
		f := *lb.from
		bd.from = &f
	case after >= 0:
		f := lb.at(after)
		bd.from = &f
	}
	lb.b.bindings = append(lb.b.bindings, bd)
}

// lispBindable reports whether name can be a local: a symbol, not a
// number, keyword, &-marker, nil or t, or a qualified Clojure name.
func lispBindable(lang, name string) bool {
	if name == "" || name == "&" || name == "nil" || strings.HasPrefix(name, "&") && lang == "elisp" {
		return false
	}
	switch c := name[0]; {
	case c == ':' || c == '"' || c == '\\' || c == '#' || c == '?' && lang == "elisp" && len(name) > 1:
		return false
	case c >= '0' && c <= '9', (c == '-' || c == '+') && len(name) > 1 && name[1] >= '0' && name[1] <= '9':
		return false
	}
	if lang == "elisp" {
		return name != "t"
	}
	return !strings.Contains(name, "/") && name != "true" && name != "false"
}

func (lb *lispBinder) text(e lispElem) string { return string(lb.b.src[e.at:e.eb]) }

// live drops metadata and #_ forms.
func live(els []lispElem) []lispElem {
	out := els[:0:0]
	for _, e := range els {
		if !e.meta && !e.discard {
			out = append(out, e)
		}
	}
	return out
}

// params binds each element of a Clojure parameter vector (& and :as
// name included).
func (lb *lispBinder) params(els []lispElem) {
	els = live(els)
	for k := 0; k < len(els); k++ {
		e := els[k]
		if e.open == 0 && lb.text(e) == ":as" {
			continue // the name after it binds as any element does
		}
		lb.form(e, -1)
	}
}

// form binds a Clojure binding form: a symbol, a vector or a map.
func (lb *lispBinder) form(e lispElem, after int) {
	switch e.open {
	case 0:
		if !e.str {
			lb.bind(e, after)
		}
	case '[':
		for _, in := range live(e.inner) {
			if in.open == 0 && lb.text(in) == ":as" {
				continue
			}
			lb.form(in, after)
		}
	case '{':
		in := live(e.inner)
		for k := 0; k+1 < len(in); k += 2 {
			key, val := in[k], in[k+1]
			switch kt := lb.text(key); {
			case key.open != 0:
				lb.form(key, after) // {[a b] :pair}
			case key.str:
			case !strings.HasPrefix(kt, ":"):
				lb.bind(key, after) // {a :a}
			case kt == ":as":
				lb.form(val, after)
			case strings.HasSuffix(kt, "keys") || strings.HasSuffix(kt, "strs") || strings.HasSuffix(kt, "syms"):
				if val.open == '[' {
					for _, n := range live(val.inner) {
						if n.open == 0 {
							lb.bind(n, after)
						}
					}
				}
			}
		}
	}
}

// pairs binds a Clojure let vector: name, value, name, value; each name
// is visible after its value. for and doseq's :let [...] nests pairs;
// their :when and :while take a value, not a name.
func (lb *lispBinder) pairs(els []lispElem) {
	els = live(els)
	for k := 0; k < len(els); k += 2 {
		e := els[k]
		after := e.eb
		if k+1 < len(els) {
			after = els[k+1].eb
		}
		if e.open == 0 && strings.HasPrefix(lb.text(e), ":") {
			if lb.text(e) == ":let" && k+1 < len(els) && els[k+1].open == '[' {
				lb.pairs(els[k+1].inner)
			}
			continue
		}
		lb.form(e, after)
	}
}

// elispParams binds an Emacs Lisp argument or binding list: a symbol, or
// the name of a (name value) or cl-defun's ((:key name) default), visible
// after that element; &-markers are none.
func (lb *lispBinder) elispParams(els []lispElem) {
	for _, e := range els {
		switch {
		case e.open == 0 && !e.str:
			lb.bind(e, -1)
		case e.open == '(' && len(e.inner) > 0:
			first := e.inner[0]
			if first.open == '(' && len(first.inner) == 2 && first.inner[1].open == 0 {
				first = first.inner[1] // ((:key name) default)
			}
			if first.open == 0 && !first.str && first.sb == first.at {
				lb.bind(first, e.eb)
			}
		}
	}
}
