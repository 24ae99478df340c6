package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// The five scenarios, in the order they run.
const (
	kindTypeError = "type-error"
	kindSignature = "signature"
	kindRename    = "rename"
	kindRemoval   = "removal"
	kindHarmless  = "harmless"
)

var allKinds = []string{kindTypeError, kindSignature, kindRename, kindRemoval, kindHarmless}

// Edit is one scenario: new contents for one file of the base tree. Every
// edit keeps the line numbers of the lines it does not touch (a removal
// blanks the definition's lines, additions go at the end of the file), so
// the checker's errors before and after compare by file and line.
type Edit struct {
	Kind string `json:"kind"`
	// File is slash separated, relative to the corpus root.
	File string `json:"file"`
	// Symbol is the definition the edit changes ("" for type-error and
	// harmless); Callers the number of other files naming it.
	Symbol  string `json:"symbol,omitempty"`
	Callers int    `json:"callers,omitempty"`
	// Line is the 1-based line of the definition (or of the first added
	// line).
	Line        int    `json:"line"`
	Description string `json:"description"`
	content     []byte
}

// def is one definition found by the language's pattern.
type def struct {
	file   string
	line   int // 0-based index into the file's lines
	name   string
	method bool
}

// candidate is a definition defined exactly once in the corpus, with the
// number of other files that name it.
type candidate struct {
	def
	callers int
}

// lang holds what planning needs to know about one language.
type lang struct {
	// source says whether a path is a source file of the language; def
	// whether it may hold candidate definitions (tests may not).
	source, defFile func(rel string) bool
	defRe           *regexp.Regexp // group "name"; group "recv" marks a method (Go)
	exported        func(name string) bool
	// renamed gives the new name of a renamed definition.
	renamed func(name string) string
	// signature inserts a parameter into the definition line; ok false
	// when the line's shape is not handled.
	signature func(lines []string, d def) (string, bool)
	// span returns the lines [from, to) a removal blanks and what
	// replaces the first of them; ok false when not handled.
	span func(lines []string, d def) (from, to int, first string, ok bool)
	// typeError and harmless are appended to a file.
	typeError, harmless string
	// common are method names of the standard library's interfaces: other
	// files name them for other types' methods, so the count of files
	// naming them says nothing about this definition's callers.
	common map[string]bool
}

var langs = map[string]lang{
	"go": {
		source: func(rel string) bool { return strings.HasSuffix(rel, ".go") && !skippedDir(rel) },
		defFile: func(rel string) bool {
			return strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go") && !skippedDir(rel)
		},
		defRe:    regexp.MustCompile(`^func (?P<recv>\([^)]*\) )?(?P<name>[A-Za-z_]\w*)(?P<tparams>\[[^\]]*\])?\(`),
		exported: func(n string) bool { return n[0] >= 'A' && n[0] <= 'Z' },
		renamed:  func(n string) string { return n + "Renamed" },
		signature: func(lines []string, d def) (string, bool) {
			return insertParam(lines[d.line], d.name, "diagBenchArg int", false)
		},
		span: braceSpan,
		common: set("Error", "String", "GoString", "Format", "Read", "Write", "Close", "Seek", "ReadFrom", "WriteTo",
			"Len", "Less", "Swap", "Push", "Pop", "ServeHTTP", "Unwrap", "Is", "As", "MarshalJSON", "UnmarshalJSON",
			"MarshalText", "UnmarshalText", "Scan"),
		typeError: "\nvar _ int = \"diag-bench type error\"\n",
		harmless:  "\n// diag-bench: a harmless edit.\nfunc diagBenchUnused() int { return 1 }\n",
	},
	"python": {
		source:   func(rel string) bool { return strings.HasSuffix(rel, ".py") && !skippedDir(rel) },
		defFile:  func(rel string) bool { return strings.HasSuffix(rel, ".py") && !skippedDir(rel) && !isPyTest(rel) },
		defRe:    regexp.MustCompile(`^(?P<indent>(?:    )?)def (?P<name>[A-Za-z_]\w*)\(`),
		exported: func(n string) bool { return !strings.HasPrefix(n, "_") },
		renamed:  func(n string) string { return n + "_renamed" },
		signature: func(lines []string, d def) (string, bool) {
			if d.line > 0 && strings.HasPrefix(strings.TrimSpace(lines[d.line-1]), "@") {
				return "", false // a decorator may change what the parameters mean
			}
			// Typed: an untyped parameter in front of parameters with
			// defaults would take the callers' first argument silently.
			return insertParam(lines[d.line], d.name, "diag_bench_arg: int", d.method)
		},
		span:      pythonSpan,
		typeError: "\n_diag_bench_type_error: int = \"diag-bench type error\"\n",
		harmless:  "\n# diag-bench: a harmless edit.\ndef _diag_bench_unused() -> int:\n    return 1\n",
	},
	"typescript": {
		source: func(rel string) bool {
			return (strings.HasSuffix(rel, ".ts") || strings.HasSuffix(rel, ".tsx")) && !strings.HasSuffix(rel, ".d.ts") && !skippedDir(rel)
		},
		defFile: func(rel string) bool {
			return (strings.HasSuffix(rel, ".ts") || strings.HasSuffix(rel, ".tsx")) && !strings.HasSuffix(rel, ".d.ts") &&
				!skippedDir(rel) && !strings.Contains(rel, ".test.") && !strings.Contains(rel, ".spec.")
		},
		defRe:    regexp.MustCompile(`^export (?:async )?function\*? ?(?P<name>[A-Za-z_$][\w$]*)(?P<tparams><)?`),
		exported: func(string) bool { return true },
		renamed:  func(n string) string { return n + "Renamed" },
		signature: func(lines []string, d def) (string, bool) {
			return insertParam(lines[d.line], d.name, "diagBenchArg: number", false)
		},
		span:      braceSpan,
		typeError: "\nexport const diagBenchTypeError: number = \"diag-bench type error\";\n",
		// Exported: a private unused function is an error under noUnusedLocals.
		harmless: "\n// diag-bench: a harmless edit.\nexport function diagBenchUnused(): number {\n  return 1;\n}\n",
	},
}

func skippedDir(rel string) bool {
	for _, p := range strings.Split(rel, "/") {
		switch p {
		case "testdata", "vendor", "node_modules", ".git", ".soulindex":
			return true
		}
	}
	return false
}

func isPyTest(rel string) bool {
	base := filepath.Base(rel)
	return strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py" ||
		strings.Contains("/"+rel, "/tests/")
}

// insertParam adds param as the first parameter of name's definition on
// line (after self or cls for a Python method); ok false for a shape it
// does not handle (a method whose receiver is not on this line, *args
// first).
func insertParam(line, name, param string, method bool) (string, bool) {
	i := strings.Index(line, " "+name+"(")
	if i < 0 {
		return "", false
	}
	open := i + len(name) + 2 // just after "("
	rest := line[open:]
	if method {
		for _, recv := range []string{"self", "cls"} {
			switch {
			case strings.HasPrefix(rest, recv+", *"):
				return "", false // see *args below
			case strings.HasPrefix(rest, recv+")"):
				return line[:open] + recv + ", " + param + rest[len(recv):], true
			case strings.HasPrefix(rest, recv+", "):
				return line[:open] + recv + ", " + param + ", " + rest[len(recv)+2:], true
			}
		}
		return "", false
	}
	if strings.TrimSpace(rest) == "" {
		return line[:open] + param + ",", true // parameters on the next lines
	}
	if strings.HasPrefix(rest, "*") {
		return "", false // a parameter in front of *args takes the first argument: callers still type-check
	}
	if strings.HasPrefix(rest, ")") {
		return line[:open] + param + rest, true
	}
	return line[:open] + param + ", " + rest, true
}

// braceSpan is a Go or TypeScript top-level function: the definition line
// alone when its braces balance on it, else up to the first line that is
// just "}".
func braceSpan(lines []string, d def) (int, int, string, bool) {
	l := lines[d.line]
	if strings.Contains(l, "{") && strings.Count(l, "{") == strings.Count(l, "}") && strings.HasSuffix(strings.TrimSpace(l), "}") {
		return d.line, d.line + 1, "", true
	}
	for j := d.line + 1; j < len(lines); j++ {
		if strings.TrimRight(lines[j], " \t\r") == "}" {
			return d.line, j + 1, "", true
		}
	}
	return 0, 0, "", false
}

// pythonSpan is a def and its body: up to the next non-blank line indented
// no deeper than the def. Its first line becomes "pass", so a class or
// module left with nothing else stays valid.
func pythonSpan(lines []string, d def) (int, int, string, bool) {
	if d.line > 0 && strings.HasPrefix(strings.TrimSpace(lines[d.line-1]), "@") {
		return 0, 0, "", false
	}
	indent := len(lines[d.line]) - len(strings.TrimLeft(lines[d.line], " "))
	end := len(lines)
	for j := d.line + 1; j < len(lines); j++ {
		t := strings.TrimSpace(lines[j])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		in := len(lines[j]) - len(strings.TrimLeft(lines[j], " "))
		if in <= indent && !strings.HasPrefix(t, ")") {
			end = j
			break
		}
	}
	// Trailing blank lines belong to what follows.
	for end > d.line+1 && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	return d.line, end, strings.Repeat(" ", indent) + "pass", true
}

// tree is a corpus' source files of one language.
type tree struct {
	root  string
	files []string            // sorted, slash separated, relative to root
	lines map[string][]string // file -> lines (without "\n")
}

func readTree(root string, files []string, l lang) (*tree, error) {
	t := &tree{root: root, lines: map[string][]string{}}
	for _, f := range files {
		if !l.source(f) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f, err)
		}
		t.files = append(t.files, f)
		t.lines[f] = strings.Split(string(b), "\n")
	}
	sort.Strings(t.files)
	return t, nil
}

var wordRe = regexp.MustCompile(`[A-Za-z_$][\w$]*`)

// candidates are the exported definitions defined once in the tree (no
// other definition, function or method, has the name), ranked by how many
// other files name them, then by name.
func (t *tree) candidates(l lang) []candidate {
	var defs []def
	count := map[string]int{}
	for _, f := range t.files {
		for i, line := range t.lines[f] {
			m := l.defRe.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			name := m[l.defRe.SubexpIndex("name")]
			count[name]++
			if !l.defFile(f) || !l.exported(name) || name == "init" || name == "main" || l.common[name] {
				continue
			}
			if tp := l.defRe.SubexpIndex("tparams"); tp >= 0 && m[tp] != "" {
				continue // generic: the parameter insertion does not handle it
			}
			method := false
			if r := l.defRe.SubexpIndex("recv"); r >= 0 && m[r] != "" {
				method = true
			}
			if r := l.defRe.SubexpIndex("indent"); r >= 0 && m[r] != "" {
				// Python methods are called through receivers only the
				// checker can type (self.read(), obj.get()), and their names
				// are everyday words other files use for other things:
				// counting the files naming them says little. Module-level
				// functions only.
				continue
			}
			defs = append(defs, def{file: f, line: i, name: name, method: method})
		}
	}
	// Files naming each word, once per file.
	named := map[string]map[string]bool{}
	want := map[string]bool{}
	for _, d := range defs {
		if count[d.name] == 1 {
			want[d.name] = true
		}
	}
	for _, f := range t.files {
		for _, line := range t.lines[f] {
			for _, w := range wordRe.FindAllString(line, -1) {
				if want[w] {
					if named[w] == nil {
						named[w] = map[string]bool{}
					}
					named[w][f] = true
				}
			}
		}
	}
	var out []candidate
	for _, d := range defs {
		if count[d.name] != 1 {
			continue
		}
		n := len(named[d.name])
		if named[d.name][d.file] {
			n--
		}
		if n > 0 {
			out = append(out, candidate{def: d, callers: n})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].callers != out[j].callers {
			return out[i].callers > out[j].callers
		}
		if out[i].name != out[j].name {
			return out[i].name < out[j].name
		}
		return out[i].file < out[j].file
	})
	return out
}

// plan chooses the five edits, deterministically: the signature change
// takes the best-ranked candidate whose definition line it can rewrite, the
// rename the best other one, the removal the best one left; the type error
// and the harmless edit go at the end of the signature candidate's file.
func (t *tree) plan(l lang) ([]Edit, error) {
	cands := t.candidates(l)
	used := map[string]bool{}
	pick := func(ok func(candidate) bool) (candidate, bool) {
		for _, c := range cands {
			if !used[c.name] && ok(c) {
				used[c.name] = true
				return c, true
			}
		}
		return candidate{}, false
	}
	sig, ok := pick(func(c candidate) bool { _, ok := l.signature(t.lines[c.file], c.def); return ok })
	if !ok {
		return nil, fmt.Errorf("no definition used from another file whose signature can be changed (of %d candidates)", len(cands))
	}
	ren, ok := pick(func(c candidate) bool { return strings.Contains(t.lines[c.file][c.line], " "+c.name+"(") })
	if !ok {
		return nil, fmt.Errorf("no second candidate for the rename (of %d)", len(cands))
	}
	rem, ok := pick(func(c candidate) bool { _, _, _, ok := l.span(t.lines[c.file], c.def); return ok })
	if !ok {
		return nil, fmt.Errorf("no third candidate for the removal (of %d)", len(cands))
	}
	var edits []Edit
	for _, kind := range allKinds {
		var e Edit
		switch kind {
		case kindTypeError, kindHarmless:
			add := l.typeError
			what := "a type error appended"
			if kind == kindHarmless {
				add, what = l.harmless, "a comment and an unused function appended"
			}
			base := strings.TrimRight(strings.Join(t.lines[sig.file], "\n"), "\n") + "\n"
			// add starts with a blank line; its first text line follows.
			e = Edit{Kind: kind, File: sig.file, Line: strings.Count(base, "\n") + 2, Description: what,
				content: []byte(base + add)}
		case kindSignature:
			lines := clone(t.lines[sig.file])
			lines[sig.line], _ = l.signature(lines, sig.def)
			e = Edit{Kind: kind, File: sig.file, Symbol: sig.name, Callers: sig.callers, Line: sig.line + 1,
				Description: "a parameter added in front", content: []byte(strings.Join(lines, "\n"))}
		case kindRename:
			lines := clone(t.lines[ren.file])
			lines[ren.line] = strings.Replace(lines[ren.line], " "+ren.name+"(", " "+l.renamed(ren.name)+"(", 1)
			e = Edit{Kind: kind, File: ren.file, Symbol: ren.name, Callers: ren.callers, Line: ren.line + 1,
				Description: "renamed to " + l.renamed(ren.name) + ", callers unchanged", content: []byte(strings.Join(lines, "\n"))}
		case kindRemoval:
			lines := clone(t.lines[rem.file])
			from, to, first, _ := l.span(lines, rem.def)
			for j := from; j < to; j++ {
				lines[j] = ""
			}
			lines[from] = first
			e = Edit{Kind: kind, File: rem.file, Symbol: rem.name, Callers: rem.callers, Line: rem.line + 1,
				Description: fmt.Sprintf("definition removed (lines %d-%d blanked)", from+1, to), content: []byte(strings.Join(lines, "\n"))}
		}
		edits = append(edits, e)
	}
	return edits, nil
}

func set(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

func clone(s []string) []string { return append([]string(nil), s...) }
