package extract

import (
	"strings"
	"unicode/utf8"
)

// How a parameter list too long for its line is cut: what a reader needs
// stays, what matters least goes, and each run of left-out parameters
// reads as one "…". Kept first, as long as they fit, in this order:
//
//  1. the first parameter, and the first after a receiver (self, &self,
//     this: T), cut to their names when they do not fit ("init: …");
//  2. the last one, unless private;
//  3. the required ones, then the optional ones (with a default,
//     TypeScript's x?: T), in their order, up to the first that does not
//     fit;
//  4. private ones (Python's _x, an unused _x).
//
// Python's bare * and / markers are kept in their place among the
// optional parameters, and only beside a parameter they mark.
//
// Long default values go before parameters do: the list is also tried
// with them left out ("timeout: float = …"), and that wins when it keeps
// more parameters. A list is cut at its parameters' boundaries, never
// inside brackets or strings: the items come from the scanner's
// top-level commas.

// longDefault is the length, in runes, above which a default value may
// be left out before whole parameters are.
const longDefault = 8

// elideParams joins a list's items with ", " in at most budget runes,
// cutting as the comment above says ("…" when nothing fits). An item
// that is "…" is a run left out already.
func elideParams(lang string, items []string, budget int) string {
	if s := joinKept(items, nil); utf8.RuneCountInString(s) <= budget {
		return s
	}
	best, bestKept := "", -1
	for _, cutDefaults := range []bool{false, true} {
		texts := items
		if cutDefaults {
			texts = make([]string, len(items))
			changed := false
			for k, it := range items {
				texts[k] = it
				if short, ok := cutDefault(it); ok {
					texts[k], changed = short, true
				}
			}
			if !changed {
				break
			}
		}
		s, kept := keepParams(lang, texts, budget)
		if kept > bestKept {
			best, bestKept = s, kept
		}
	}
	return best
}

// keepParams keeps what fits of items in budget runes, in the order the
// comment above says, and reports how many it kept.
func keepParams(lang string, items []string, budget int) (string, int) {
	n := len(items)
	kept := make([]bool, n)
	texts := append([]string(nil), items...)
	fits := func() bool { return utf8.RuneCountInString(joinKept(texts, kept)) <= budget }
	// 1. The first ones, cut to their names, then to nothing, if need be.
	var first []int
	for k := range texts {
		if texts[k] != "…" {
			first = append(first, k)
			if k+1 < n && isReceiverParam(texts[k]) && texts[k+1] != "…" {
				first = append(first, k+1)
			}
			break
		}
	}
	for _, k := range first {
		kept[k] = true
	}
	for i := len(first) - 1; i >= 0 && !fits(); i-- {
		if short, ok := paramHead(lang, texts[first[i]]); ok {
			texts[first[i]] = short
		}
	}
	for i := len(first) - 1; i >= 0 && !fits(); i-- {
		kept[first[i]] = false
	}
	if !fits() {
		return "…", 0
	}
	try := func(k int) bool {
		if kept[k] || texts[k] == "…" {
			return true
		}
		kept[k] = true
		if !fits() {
			kept[k] = false
			return false
		}
		return true
	}
	private := func(k int) bool { return isPrivateParam(paramName(lang, texts[k])) }
	// 2. The last one.
	if last := n - 1; !private(last) {
		try(last)
	}
	// 3. Required, then optional ones, in order, up to the first misfit.
	full := true
	for _, optional := range []bool{false, true} {
		for k := 0; k < n && full; k++ {
			if !private(k) && (isOptionalParam(texts[k]) || texts[k] == "*" || texts[k] == "/") == optional {
				full = try(k)
			}
		}
	}
	// 4. Private ones, when everything else is there.
	for k := 0; k < n && full; k++ {
		full = try(k)
	}
	// A * or / marks the parameters after or before it: alone between
	// two runs left out it says nothing.
	for k := range texts {
		if texts[k] == "*" && (k+1 == n || !kept[k+1]) || texts[k] == "/" && (k == 0 || !kept[k-1]) {
			kept[k] = false
		}
	}
	count := 0
	for _, on := range kept {
		if on {
			count++
		}
	}
	return joinKept(texts, kept), count
}

// joinKept joins the kept items (all when kept is nil) with ", ", each
// run of others as one "…".
func joinKept(items []string, kept []bool) string {
	var b strings.Builder
	gap := false
	for k, it := range items {
		on := it != "…" && (kept == nil || kept[k])
		if !on && gap {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		if on {
			b.WriteString(it)
		} else {
			b.WriteString("…")
		}
		gap = !on
	}
	return b.String()
}

// isReceiverParam reports a parameter that names the receiver, which a
// call does not pass: Python's self and cls, Rust's self forms,
// TypeScript's this.
func isReceiverParam(p string) bool {
	switch p {
	case "self", "cls", "&self", "&mut self", "mut self", "this":
		return true
	}
	return strings.HasPrefix(p, "this:") || strings.HasPrefix(p, "self:")
}

// isPrivateParam: a name with one leading underscore (_x), which says it
// is private or unused; not "_" alone, nor Python's __x (positional-only
// by convention) or __x__.
func isPrivateParam(name string) bool {
	return len(name) > 1 && name[0] == '_' && name[1] != '_'
}

// isOptionalParam: a parameter with a default value or marked optional
// (TypeScript's x?: T).
func isOptionalParam(p string) bool {
	decl, def := paramDecl(p)
	if def {
		return true
	}
	c := paramIndex(decl, ':')
	return c > 0 && decl[c-1] == '?'
}

// paramName is a parameter's name: before its type annotation (x: T) or
// its default, the last word of a C-like declaration (final int x), the
// first word in Go (ctx context.Context); without its marks (*args,
// ...rest, &x, x?).
func paramName(lang, p string) string {
	p, _ = paramDecl(p)
	if i := paramIndex(p, ':'); i >= 0 {
		p = p[:i]
	}
	fields := topLevelWords(p)
	if len(fields) == 0 {
		return ""
	}
	name := fields[len(fields)-1]
	if lang == "go" {
		name = fields[0]
	}
	name = strings.TrimLeft(name, "*&.$@")
	return strings.TrimRight(name, "?!")
}

// topLevelWords splits p at the spaces outside brackets and strings
// ("Map<String, Foo> m" is two words).
func topLevelWords(p string) []string {
	var words []string
	from := 0
	for {
		i := paramIndex(p[from:], ' ')
		if i < 0 {
			break
		}
		if w := p[from : from+i]; w != "" {
			words = append(words, w)
		}
		from += i + 1
	}
	if w := p[from:]; w != "" {
		words = append(words, w)
	}
	return words
}

// paramDecl splits a parameter at its default value's "=": the
// declaration before, and whether there is a default.
func paramDecl(p string) (string, bool) {
	if i := paramIndex(p, '='); i >= 0 {
		return p[:i], true
	}
	return p, false
}

// cutDefault replaces a long default value by "…" ("x: int = …",
// "x=…"); ok is false when p has none that long.
func cutDefault(p string) (string, bool) {
	i := paramIndex(p, '=')
	if i < 0 {
		return p, false
	}
	value := strings.TrimSpace(p[i+1:])
	if utf8.RuneCountInString(value) <= longDefault {
		return p, false
	}
	if i+1 < len(p) && p[i+1] == ' ' {
		return p[:i+1] + " …", true
	}
	return p[:i+1] + "…", true
}

// paramHead cuts a parameter to its name: "init: …" (annotated), "ctx …"
// (Go), "… x" (C-like), "x=…" (a default and no type); ok is false when
// it has nothing to cut.
func paramHead(lang, p string) (string, bool) {
	if isReceiverParam(p) {
		return p, false
	}
	decl, def := paramDecl(p)
	head := ""
	if c := paramIndex(decl, ':'); c > 0 {
		head = decl[:c+1] + " …"
	} else if def {
		head = strings.TrimRight(decl, " ") + "=…"
	} else if fields := topLevelWords(p); len(fields) >= 2 {
		// A C-like declaration ends with its name, a Go one starts with
		// it; anything else (an expression, a call) has no name to keep.
		if name := fields[len(fields)-1]; lang != "go" && isParamWord(name) {
			head = "… " + name
		} else if lang == "go" && isParamWord(fields[0]) {
			head = fields[0] + " …"
		}
	}
	if head == "" || utf8.RuneCountInString(head) >= utf8.RuneCountInString(p) {
		return p, false
	}
	return head, true
}

// isParamWord reports a parameter's name as written: an identifier,
// perhaps with its pointer, reference or rest marks (*p, &r, ...args).
func isParamWord(w string) bool {
	w = strings.TrimLeft(w, "*&.$@")
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isWordByte(w[i]) {
			return false
		}
	}
	return true
}

// paramIndex is the index in p of the first c outside brackets and
// strings, or -1. For '=', neither "==", "=>", "<=", ">=" nor "!=" count;
// for ':', not "::".
func paramIndex(p string, c byte) int {
	depth, angle := 0, 0
	for i := 0; i < len(p); i++ {
		switch ch := p[i]; ch {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '<':
			if i > 0 && isWordByte(p[i-1]) {
				angle++
			}
		case '>':
			if angle > 0 && p[i-1] != '=' && p[i-1] != '-' {
				angle--
			}
		case '"', '\'', '`':
			// A string runs to its closing quote; with none, the quote
			// is no string's (a Rust lifetime: &'a str).
			j := i + 1
			for j < len(p) && p[j] != ch {
				if p[j] == '\\' {
					j++
				}
				j++
			}
			if j < len(p) {
				i = j
				continue
			}
		}
		if p[i] != c || depth != 0 || angle != 0 {
			continue
		}
		switch c {
		case '=':
			if i+1 < len(p) && (p[i+1] == '=' || p[i+1] == '>') || i > 0 && strings.IndexByte("=!<>", p[i-1]) >= 0 {
				continue
			}
		case ':':
			if i+1 < len(p) && p[i+1] == ':' || i > 0 && p[i-1] == ':' {
				continue
			}
		}
		return i
	}
	return -1
}
