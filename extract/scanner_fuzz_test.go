package extract

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	tsmarkdown "github.com/tree-sitter/tree-sitter-markdown/bindings/go"

	"github.com/soulindex/soulindex/langs"
)

// Fuzz targets for every grammar of the default build whose external
// scanner (src/scanner.c) keeps state, seeded with the language's nesting
// constructs at depths around the limits scanners have (255 blocks,
// 1024-byte states) and far beyond. An assertion in a scanner or in the
// library aborts the process, so each target parses in process and the
// fuzzer reports the abort as a crash; the guard in cts.go must turn every
// such input into an error (ErrScannerLimit, ErrWorkBudget) instead.
//
// Run one for a while with, e.g.:
//
//	go test -run '^$' -fuzz '^FuzzScannerMarkdown$' -fuzztime 60s ./extract/
//
// Plain go test runs every seed.

// seedDepths are the nesting depths each seed is built at.
var seedDepths = []int{100, 254, 255, 256, 300, 1000, 10000, 100000}

// maxSeed caps a seed at the default --max-file-size: larger files are
// never parsed.
const maxSeed = 1 << 20

// fuzzTimeout is the wall-clock safety net of a fuzzed parse. The work
// budget does not count everything tree-sitter does (the query cursor
// rescans long runs of anonymous siblings and chains of hidden nodes at
// every node), so a few deep seeds would otherwise run for a minute; what
// the fuzzer looks for is aborts, not slowness.
const fuzzTimeout = time.Second

// bracketDepthMax caps the depth of the bracket seeds every language gets;
// the scanners' own constructs go to the deepest seedDepths.
const bracketDepthMax = 10000

// nest builds a seed of nesting depth d.
type nest func(d int) string

func rep(s string, n int) string { return strings.Repeat(s, n) }

// indented nests one line per level, each indented one step more.
func indented(step, line, leaf string) nest {
	return func(d int) string {
		var b strings.Builder
		for i := 0; i < d && b.Len() < maxSeed; i++ {
			b.WriteString(rep(step, i))
			b.WriteString(line)
		}
		b.WriteString(rep(step, d))
		b.WriteString(leaf)
		return b.String()
	}
}

// wrapped nests open d times around mid, closed by close d times.
func wrapped(open, mid, close string) nest {
	return func(d int) string { return rep(open, d) + mid + rep(close, d) }
}

// unclosed nests open d times and never closes.
func unclosed(open, mid string) nest {
	return func(d int) string { return rep(open, d) + mid }
}

// long repeats one delimiter or name d times: heredoc words, raw string
// hashes, tag names.
func long(before, unit, mid, after string) nest {
	return func(d int) string { return before + rep(unit, d) + mid + rep(unit, d) + after }
}

// lines repeats a line d times (many heredocs, many open tags).
func lines(head, line, tail string) nest {
	return func(d int) string { return head + rep(line, d) + tail }
}

// brackets are seeds every language gets: bracket nesting closed, and
// left open.
var brackets = []nest{
	wrapped("(", "x", ")"), wrapped("[", "x", "]"), wrapped("{", "x", "}"),
	unclosed("(", "x"), unclosed("[", "x"), unclosed("{", "x"),
	unclosed("\"", "x"), unclosed("'", "x"),
}

// scannerSeeds lists, per language with an external scanner, the
// constructs its scanner tracks.
var scannerSeeds = map[string][]nest{
	"markdown": {
		unclosed(">", " x\n"), unclosed("> ", "x\n"), unclosed(">", "\nlazy\n"),
		indented("  ", "- x\n", "- y\n"), indented("   ", "1. x\n", "y\n"),
		unclosed("- ", "x\n"), unclosed("1. ", "x\n"), unclosed("* ", "x\n"), unclosed("> - ", "x\n"),
		unclosed("\t- ", "x\n"), unclosed(">\t", "x\n"),
		func(d int) string { return rep(">", d) + "```\ncode\n" + rep(">", d) + "```\n" },
		func(d int) string { return rep("> ", d) + "<!--\nx\n" },
		func(d int) string { return rep("- ", d) + "    code\n" },
		lines("", "> x\n", ""),
		func(d int) string {
			var b strings.Builder
			for i := 0; i < d && b.Len() < maxSeed; i++ {
				b.WriteString(rep(">", i+1) + " x\n")
			}
			return b.String()
		},
	},
	"yaml": {
		indented(" ", "k:\n", "v\n"), indented("  ", "- k:\n", "v\n"), indented(" ", "- \n", "x\n"),
		unclosed("- ", "x\n"), wrapped("[", "x", "]"), wrapped("{a: ", "x", "}"),
		unclosed("[", "x\n"), unclosed("{a: ", "x\n"),
		indented(" ", "k:\n- ", "x\n"), indented("  ", "? k\n: ", "v\n"),
		func(d int) string { return rep("- ", d) + "|\n" + rep(" ", 2*d+2) + "text\n" },
		func(d int) string { return rep("- ", d) + "a: b\n" + rep(" ", 2*d) + "c: d\n" },
		indented("\t", "k:\n", "v\n"),
	},
	"python": {
		indented(" ", "if x:\n", "pass\n"), indented("  ", "def f():\n", "return 1\n"),
		func(d int) string { return indented(" ", "if x:\n", "")(d) + "f\"{a}\"\n" },
		func(d int) string { return indented(" ", "if x:\n", "")(d) + "f'''{a}\n'''\n" },
		wrapped("f\"{", "x", "}\""), wrapped("f'{", "x", "}'"), unclosed("f\"{", "x"),
		wrapped("(", "x", ")"), wrapped("[", "x", "]"),
		func(d int) string { return indented(" ", "if x:\n", "")(d) + rep("f\"{", 255) + "x" }},
	"ruby": {
		long("x = <<", "A", "\nbody\n", "\n"), long("x = <<~", "A", "\nbody\n", "\n"),
		long("x = <<-'", "A", "'\nbody\n", "\n"),
		func(d int) string {
			var b, body strings.Builder
			b.WriteString("f(")
			for i := 0; i < d; i++ {
				fmt.Fprintf(&b, "<<E%d, ", i)
				fmt.Fprintf(&body, "x\nE%d\n", i)
			}
			return b.String() + ")\n" + body.String()
		},
		wrapped("\"#{", "x", "}\""), unclosed("\"#{", "x"), wrapped("%w(", "x", ")"),
		wrapped("%Q{", "x", "}"), unclosed("%(", "x"), lines("", "begin\n", "end\n"),
		wrapped("/#{", "x", "}/"),
		// Heredoc words the scanner stores one after the other until its
		// size check lets one through 1 byte short of room for its 4-byte
		// header (tree-sitter-ruby src/scanner.c:110): a 1025-byte state.
		func(d int) string {
			w := []int{251, 251, 251, 254}
			var b, body strings.Builder
			b.WriteString("f(")
			for i, n := range w {
				word := rep(string(rune('A'+i)), n)
				b.WriteString("<<" + word + ", ")
				body.WriteString("x\n" + word + "\n")
			}
			return rep(" ", d) + b.String() + ")\n" + body.String()
		},
	},
	"bash": {
		long("cat <<", "E", "\nbody\n", "\n"), long("cat <<'", "E", "'\nbody\n", "\n"),
		func(d int) string {
			var b, body strings.Builder
			b.WriteString("cat")
			for i := 0; i < d; i++ {
				fmt.Fprintf(&b, " <<E%d", i)
				fmt.Fprintf(&body, "x\nE%d\n", i)
			}
			return b.String() + "\n" + body.String()
		},
		wrapped("$(", "x", ")"), wrapped("\"$(", "x", ")\""), wrapped("${x:-", "y", "}"),
		wrapped("$((", "1", "))"), unclosed("$(", "x"), wrapped("@(", "x", ")"),
	},
	"php": {
		long("<?php\n$x = <<<", "A", "\nbody\n", ";\n"), long("<?php\n$x = <<<'", "A", "'\nbody\n", ";\n"),
		func(d int) string {
			var b strings.Builder
			b.WriteString("<?php\nf(")
			for i := 0; i < d; i++ {
				fmt.Fprintf(&b, "<<<E%d\nx\nE%d, ", i, i)
			}
			return b.String() + ");\n"
		},
		wrapped("<?php\n$x = \"{$a[", "0", "]}\";"), wrapped("<?php\n$x = [", "1", "];"),
		func(d int) string { return rep("<?php ?>", d) + "<?php" },
		wrapped("<div><?php if (1): ?>", "x", "<?php endif; ?></div>"),
	},
	"javascript": jsSeeds,
	"typescript": append([]nest{wrapped("let x: A<", "B", ">;"), unclosed("type T = A<", "B")}, jsSeeds...),
	"tsx":        jsSeeds,
	"rust": {
		long("let x = r", "#", "\"x\"", ";"), long("let x = br", "#", "\"x\"", ";"),
		wrapped("/*", "x", "*/"), unclosed("/*", "x"), wrapped("let x: Vec<", "u8", ">;"),
		long("let x = r", "#", "\"x", ""),
	},
	"cpp": {
		long("auto x = R\"", "a", "(x)", "\";"), long("auto x = R\"", "a", "(x", ""),
		wrapped("A<", "int", "> x;"), wrapped("f(", "x", ");"),
	},
	"css":    {wrapped("a{", "b:c", "}"), wrapped("a:is(", "b", ")"), unclosed("a{", "b:c"), wrapped("a{b: calc(", "1", ")}")},
	"html":   append(injectionSeeds, htmlSeeds...),
	"svelte": append(append([]nest{wrapped("{#if x}", "y", "{/if}"), unclosed("{#each a as b}", "x"), wrapped("{#await p}", "x", "{/await}")}, htmlSeeds...), injectionSeeds...),
	"vue": append(append([]nest{
		wrapped("<template>", "x", "</template>"), unclosed("<template #slot>", "x"), unclosed("{{ ", "x"),
		wrapped("<div v-if=\"", "x", "\">"), lines("<template>\n", "<a :b=\"c\" @d=\"e\">{{ f }}</a>\n", "</template>\n"),
	}, htmlSeeds...), injectionSeeds...),
	"haskell": {
		wrapped("{-", "x", "-}"), unclosed("{-", "x"), indented(" ", "f = do\n", "x\n"),
		indented(" ", "let\n", "x = 1\n"), indented(" ", "where\n", "x = 1\n"),
		func(d int) string { return "module M where\n" + indented(" ", "f = case x of\n", "_ -> 1\n")(d) },
		wrapped("[x|", "y", "|]"),
	},
	"ocaml": {
		wrapped("(*", "x", "*)"), unclosed("(*", "x"), long("let x = {", "a", "|s|", "}"),
		wrapped("module M = struct ", "let x = 1", " end"), wrapped("(* \"", "x", "\" *)"),
	},
	"ocaml_interface": {wrapped("(*", "x", "*)"), unclosed("(*", "x"), wrapped("module M : sig ", "val x : int", " end")},
	"scala": {
		wrapped("/*", "x", "*/"), unclosed("/*", "x"), indented("  ", "def f =\n", "1\n"),
		indented("  ", "object A:\n", "val x = 1\n"), wrapped("s\"${s\"", "x", "\"}\""),
		wrapped("s\"\"\"${", "x", "}\"\"\""), unclosed("s\"${", "x"),
	},
	"kotlin": {
		wrapped("/*", "x", "*/"), unclosed("/*", "x"), wrapped("val x = \"${", "1", "}\""),
		wrapped("val x = \"\"\"${", "1", "}\"\"\""), unclosed("val x = \"\"\"${", "1"),
	},
	"swift": {
		wrapped("/*", "x", "*/"), unclosed("/*", "x"), long("let x = ", "#", "\"x\"", ""),
		wrapped("let x = \"\\(", "1", ")\""), unclosed("let x = \"\\(", "1"),
		long("let x = ", "#", "\"\"\"\nx\n\"\"\"", ""),
	},
	"dart": {
		wrapped("/*", "x", "*/"), unclosed("/*", "x"), wrapped("var x = '${", "1", "}';"),
		wrapped("var x = '''${", "1", "}''';"),
	},
	"lua": {
		long("x = [", "=", "[x]", "]"), long("--[", "=", "[x]", "]"), long("x = [", "=", "[x", ""),
		wrapped("x = {", "1", "}"), lines("", "do\n", "end\n"),
	},
	"toml": {
		wrapped("a = [", "1", "]"), wrapped("a = {b = ", "1", "}"), unclosed("a = [", "1"),
		lines("", "a = \"\"\"\nx\n\"\"\"\n", ""), long("[", "a.", "b", "]\n"),
	},
	"hcl": {
		long("x = <<", "E", "\nbody\n", "\n"), wrapped("a {\n", "x = 1\n", "}\n"),
		wrapped("x = \"${", "y", "}\""), wrapped("x = \"%{ if a }", "y", "%{ endif }\""),
		unclosed("x = \"${", "y"),
		func(d int) string {
			var b, body strings.Builder
			for i := 0; i < d; i++ {
				fmt.Fprintf(&b, "x%d = <<E%d\n", i, i)
				fmt.Fprintf(&body, "y\nE%d\n", i)
			}
			return b.String() + body.String()
		},
	},
	"r": {
		wrapped("{", "x", "}"), wrapped("f(", "x", ")"), wrapped("x[", "1", "]"), wrapped("x[[", "1", "]]"),
		long("x <- r\"", "-", "(x)", "\""), unclosed("function(x) {", "y"),
	},
	"julia": {
		wrapped("#=", "x", "=#"), unclosed("#=", "x"), wrapped("\"$(", "x", ")\""),
		wrapped("\"\"\"$(", "x", ")\"\"\""), lines("", "begin\n", "end\n"), wrapped("`$(", "x", ")`"),
	},
	"elixir": {
		wrapped("\"#{", "x", "}\""), unclosed("\"#{", "x"), lines("", "if x do\n", "end\n"),
		wrapped("~s(", "x", ")"), wrapped("\"\"\"\n#{", "x", "}\n\"\"\""), wrapped("%{a: ", "1", "}"),
	},
	"gleam": {
		wrapped("\"", "x", "\""), unclosed("\"", "x"), wrapped("fn f() {", "x", "}"),
		wrapped("[", "1", "]"), long("// ", "/", "x", "\n"), lines("", "/// doc\n", "pub fn f() { 1 }\n"),
	},
	"powershell": {
		lines("", "@\"\nx\n\"@\n", ""), unclosed("@\"\n", "x\n"), wrapped("$(", "x", ")"),
		wrapped("@{a=", "1", "}"), wrapped("<#", "x", "#>"), unclosed("<#", "x"),
		wrapped("\"$(", "x", ")\""), lines("", "function f {\n", "}\n"),
	},
	"rescript": {
		wrapped("let x = `${", "1", "}`"), unclosed("let x = `${", "1"), wrapped("/*", "x", "*/"),
		unclosed("/*", "x"), wrapped("let f = () => {", "1", "}"), wrapped("let x = <div>", "y", "</div>"),
		lines("", "let a = 1\n", "->f\n"), wrapped("let x = (", "1", ")"), wrapped("module M = {", "let x = 1", "}"),
	},
	"sql": {
		// The scanner reads PostgreSQL dollar quotes ($$ ... $$, $tag$ ...
		// $tag$): nested and unclosed ones, long tags, and many $ that start
		// no tag (each one rescanned).
		wrapped("SELECT $$", "x", "$$;"), unclosed("SELECT $$", "x"),
		long("SELECT $", "a", "$ x $", "$;"), unclosed("CREATE FUNCTION f() AS $", "a"),
		long("CREATE FUNCTION f() RETURNS int AS $", "t", "$ BEGIN RETURN 1; END $", "$ LANGUAGE plpgsql;"),
		func(d int) string { return "SELECT $a$ " + rep("$"+rep("b", 200)+" ", d) },
		wrapped("SELECT $a$ $b$", "x", "$b$ $a$;"), wrapped("SELECT (", "1", ");"),
		lines("", "CREATE FUNCTION f() RETURNS int AS $$ BEGIN\n", "END $$ LANGUAGE plpgsql;\n"),
	},
	"perl": {
		wrapped("q{", "x", "}"), unclosed("q{", "x"), wrapped("qq{${\\ qq{", "x", "}}}"), unclosed("qq(@{[ ", "x"),
		wrapped("\"${\\ \"", "x", "\"}\""), wrapped("m{", "x", "}"), wrapped("s{", "a", "}{b}"),
		lines("", "print <<EOT;\nx\nEOT\n", ""), long("print <<", "E", ";\nx\n", "\n"),
		long("print <<~", "E", ";\n  x\n  ", "\n"), lines("", "print <<A, <<B;\na\nA\n", ""),
		unclosed("=pod\n\n", "x\n"), lines("", "sub f {\n", "}\n"),
	},
	"erlang": {
		long("X = ", "\"", "\nx\n", "."), lines("", "f() -> \"\"\"\nx\n\"\"\".\n", ""),
		unclosed("f() -> ~s\"\"\"\n", "x\n"), wrapped("f() -> [", "1", "]."), wrapped("f() -> #{a => ", "1", "}."),
		lines("", "f(X) when X > 0 ->\n  X;\n", "f(_) -> 0.\n"),
	},
	"nix": {
		wrapped("\"${", "x", "}\""), unclosed("\"${", "x"), wrapped("''${", "x", "}''"), unclosed("''", "x\n"),
		long("\"", "$", "{x}", "\""), long("''", "''$", "x", "''"), wrapped("./a/${", "x", "}"),
		wrapped("{ a = ", "1", "; }"), wrapped("let a = ", "1", "; in a"), wrapped("x: ", "x", ""),
		lines("", "''\n  line ''\\n ${x}\n''\n", ""),
	},
	"dockerfile": {
		lines("FROM a\n", "RUN <<EOT\nx\nEOT\n", ""), lines("FROM a\nRUN ", "<<E ", "x\n"),
		func(d int) string {
			var b, body strings.Builder
			b.WriteString("RUN")
			for i := 0; i < d; i++ {
				fmt.Fprintf(&b, " <<E%d", i)
				fmt.Fprintf(&body, "y\nE%d\n", i)
			}
			return b.String() + "\n" + body.String()
		},
		long("RUN <<", "E", "\nbody\n", "\n"), long("RUN <<-\"", "E", "\"\n\tbody\n\t", "\n"),
		long("RUN a ", "\\\n", "b", "\n"), unclosed("CMD [", "\"x\","), wrapped("ENV A=${", "B", "}"),
		lines("", "ARG A B C\n", ""), lines("", "LABEL k v w\n", ""), unclosed("RUN x \\\n", "[ y ] \\\n"),
	},
	"tlaplus": {
		long("---- MODULE M ----\nOp == ", "/\\ ", "x", "\n====\n"),
		long("---- MODULE M ----\nOp == ", "\\/ ", "x", "\n====\n"),
		indented(" ", "/\\ x\n", "y\n"), indented("  ", "\\/ /\\ x\n", "y\n"),
		wrapped("(*", "x", "*)"), unclosed("(*", "x"), wrapped("(* --algorithm a {", "x", "} *)"),
		func(d int) string {
			var b strings.Builder
			b.WriteString("---- MODULE M ----\nTHEOREM T == TRUE\n")
			for i := 1; i <= d && b.Len() < maxSeed; i++ {
				fmt.Fprintf(&b, "%s<%d>%d. TRUE\n", rep(" ", i), i, i)
			}
			return b.String() + "====\n"
		},
		lines("---- MODULE M ----\n", "---- MODULE N ----\n", "====\n"), wrapped("LET x == ", "1", " IN x"),
	},
	"csharp": {
		wrapped("var x = $\"{", "1", "}\";"), unclosed("var x = $\"{", "1"),
		long("var x = ", "\"", "x", ";"), long("var x = $", "$", "\"\"\"{{x}}\"\"\"", ";"),
		wrapped("A<", "int", "> x;"), wrapped("/*", "x", "*/"),
	},
}

var jsSeeds = []nest{
	wrapped("x = `${", "1", "}`"), unclosed("x = `${", "1"), wrapped("x = <a>", "y", "</a>"),
	unclosed("x = <a>", "y"), wrapped("x = <a b={", "1", "} />"), wrapped("/*", "x", "*/"),
	wrapped("x = (", "1", ")"), wrapped("x = /(", "a", ")/"), unclosed("x = /[", "a"),
}

var htmlSeeds = []nest{
	wrapped("<div>", "x", "</div>"), unclosed("<div>", "x"), unclosed("<p>", "x"), unclosed("<li>", "x"),
	long("<x-", "a", ">y</x-", ">"), unclosed("<x-a>", "y"),
	func(d int) string { return rep("<"+rep("a", 300)+">", d) }, unclosed("<!--", "x"),
	wrapped("<script>", "x", "</script>"), unclosed("<template>", "x"),
}

// injectionSeeds are scripts at odd places and of odd content, for the
// hosts that parse their <script> elements with another grammar (see
// inject.go): empty, at the end of the file (closed or not), in CRLF
// lines, invalid UTF-8, a script's end tag in a string, nested scanner
// state in the script (template strings in template strings), a
// TypeScript script that is no TypeScript, a script type that is no
// JavaScript, and many scripts.
var injectionSeeds = []nest{
	func(int) string { return "<script></script>" },
	func(int) string { return "<p>x</p><script>function f() {}</script>" },
	func(int) string { return "<p>x</p><script>function f() {" },
	func(int) string { return "<script lang=\"ts\">interface I {" },
	func(int) string { return "<script>\r\nfunction f() {}\r\n</script>\r\n<p id=\"a\">\r\n</p>\r\n" },
	func(int) string { return "<script>var s = '\xff\xfe\xc0'; function \xe9() {}</script>" },
	func(int) string { return "<script>const s = \"</script>\"; function after() {}</script>" },
	func(int) string { return "<script type=\"text/template\"><script>x</script>" },
	func(int) string {
		return "<script setup lang=\"tsx\">const v = <b>{1}</b></script><script>export default {}</script>"
	},
	func(int) string { return "<script>\n</script>\n<script>" },
	wrapped("<script>x = `${", "1", "}`</script>"), unclosed("<script>x = `${", "1"),
	lines("", "<script>function f() {}</script>\n", ""),
	lines("<script lang=\"ts\">\n", "type T<A> = A extends string ? T<A> : A;\n", "</script>\n"),
}

// fuzzScanner runs the seeds and the fuzzer over one language, through
// the router as the indexer does. Anything but an abort passes: errors
// (too deep, work budget) are the guard doing its job.
func fuzzScanner(f *testing.F, id string) {
	reg := langs.MustNew()
	l := reg.ByID(id)
	if l == nil || !l.HasGrammar() {
		f.Fatalf("%s: no grammar in this build", id)
	}
	addSeeds(f, id)
	qs, err := CompileQueries(reg)
	if err != nil {
		f.Fatal(err)
	}
	// The queries of the languages its scripts are parsed as compile
	// now, not inside the first input that needs them (a fuzz worker
	// taking seconds on one input counts as hung).
	for _, in := range l.Injects {
		if _, err := qs.get(in); err != nil {
			f.Fatal(err)
		}
		if _, err := qs.getInjected(id, in); err != nil {
			f.Fatal(err)
		}
	}
	rt := NewRouter(qs, NewRegex())
	f.Cleanup(func() { rt.Close(); qs.Close() })
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := rt.Extract(context.Background(), id, "fuzz", src, fuzzTimeout)
		if err != nil {
			if errors.Is(err, ErrScannerLimit) || errors.Is(err, ErrWorkBudget) || errors.Is(err, ErrDeadline) {
				return
			}
			t.Fatalf("%s: %v", id, err)
		}
		checkInvariants(t, file, src)
	})
}

func addSeeds(f *testing.F, id string) {
	add := func(gens []nest, maxDepth int) {
		for _, g := range gens {
			for _, d := range seedDepths {
				if d > maxDepth {
					continue
				}
				if s := g(d); len(s) <= maxSeed {
					f.Add([]byte(s))
				}
			}
		}
	}
	add(scannerSeeds[id], seedDepths[len(seedDepths)-1])
	add(brackets, bracketDepthMax)
}

func FuzzScannerMarkdown(f *testing.F)       { fuzzScanner(f, "markdown") }
func FuzzScannerYAML(f *testing.F)           { fuzzScanner(f, "yaml") }
func FuzzScannerPython(f *testing.F)         { fuzzScanner(f, "python") }
func FuzzScannerRuby(f *testing.F)           { fuzzScanner(f, "ruby") }
func FuzzScannerBash(f *testing.F)           { fuzzScanner(f, "bash") }
func FuzzScannerPHP(f *testing.F)            { fuzzScanner(f, "php") }
func FuzzScannerJavaScript(f *testing.F)     { fuzzScanner(f, "javascript") }
func FuzzScannerTypeScript(f *testing.F)     { fuzzScanner(f, "typescript") }
func FuzzScannerTSX(f *testing.F)            { fuzzScanner(f, "tsx") }
func FuzzScannerRust(f *testing.F)           { fuzzScanner(f, "rust") }
func FuzzScannerCPP(f *testing.F)            { fuzzScanner(f, "cpp") }
func FuzzScannerCSS(f *testing.F)            { fuzzScanner(f, "css") }
func FuzzScannerHTML(f *testing.F)           { fuzzScanner(f, "html") }
func FuzzScannerSvelte(f *testing.F)         { fuzzScanner(f, "svelte") }
func FuzzScannerVue(f *testing.F)            { fuzzScanner(f, "vue") }
func FuzzScannerHaskell(f *testing.F)        { fuzzScanner(f, "haskell") }
func FuzzScannerOCaml(f *testing.F)          { fuzzScanner(f, "ocaml") }
func FuzzScannerOCamlInterface(f *testing.F) { fuzzScanner(f, "ocaml_interface") }
func FuzzScannerScala(f *testing.F)          { fuzzScanner(f, "scala") }
func FuzzScannerKotlin(f *testing.F)         { fuzzScanner(f, "kotlin") }
func FuzzScannerSwift(f *testing.F)          { fuzzScanner(f, "swift") }
func FuzzScannerDart(f *testing.F)           { fuzzScanner(f, "dart") }
func FuzzScannerLua(f *testing.F)            { fuzzScanner(f, "lua") }
func FuzzScannerTOML(f *testing.F)           { fuzzScanner(f, "toml") }
func FuzzScannerHCL(f *testing.F)            { fuzzScanner(f, "hcl") }
func FuzzScannerR(f *testing.F)              { fuzzScanner(f, "r") }
func FuzzScannerJulia(f *testing.F)          { fuzzScanner(f, "julia") }
func FuzzScannerElixir(f *testing.F)         { fuzzScanner(f, "elixir") }
func FuzzScannerCSharp(f *testing.F)         { fuzzScanner(f, "csharp") }
func FuzzScannerGleam(f *testing.F)          { fuzzScanner(f, "gleam") }
func FuzzScannerPowerShell(f *testing.F)     { fuzzScanner(f, "powershell") }
func FuzzScannerReScript(f *testing.F)       { fuzzScanner(f, "rescript") }
func FuzzScannerSQL(f *testing.F)            { fuzzScanner(f, "sql") }
func FuzzScannerPerl(f *testing.F)           { fuzzScanner(f, "perl") }
func FuzzScannerErlang(f *testing.F)         { fuzzScanner(f, "erlang") }
func FuzzScannerNix(f *testing.F)            { fuzzScanner(f, "nix") }
func FuzzScannerDockerfile(f *testing.F)     { fuzzScanner(f, "dockerfile") }
func FuzzScannerTLAPlus(f *testing.F)        { fuzzScanner(f, "tlaplus") }

// FuzzScannerMarkdownInline fuzzes Markdown's inline grammar, compiled in
// with the block grammar though the indexer does not parse with it, under
// the same guard.
func FuzzScannerMarkdownInline(f *testing.F) {
	for _, g := range []nest{
		wrapped("*", "x", "*"), wrapped("_", "x", "_"), wrapped("[", "x", "](u)"), unclosed("[", "x"),
		long("", "`", "x", ""), unclosed("`", "x"), wrapped("**", "x", "**"), wrapped("~~", "x", "~~"),
		wrapped("<a>", "x", "</a>"), unclosed("![", "x"), wrapped("$", "x", "$"),
	} {
		for _, d := range seedDepths {
			f.Add([]byte(g(d)))
		}
	}
	g, err := newCGrammar(tsmarkdown.InlineLanguage())
	if err != nil {
		f.Fatal(err)
	}
	p, err := newCParser(g)
	if err != nil {
		f.Fatal(err)
	}
	guard := newCGuard()
	f.Cleanup(func() { guard.close(); p.close(); g.close() })
	f.Fuzz(func(t *testing.T, src []byte) {
		tree, ok := p.parse(src, guard, DefaultWorkBudget.steps(len(src)), uint64(fuzzTimeout.Microseconds()))
		if ok {
			tree.errors()
			tree.errorBytes()
			tree.delete()
		}
	})
}

// TestScannerFuzzCoversEveryScanner: every language of the build whose
// grammar has an external scanner has a fuzz target with seeds, and no
// other language claims one.
func TestScannerFuzzCoversEveryScanner(t *testing.T) {
	for _, l := range langs.MustNew().Languages() {
		if !l.HasGrammar() {
			continue
		}
		g, err := newCGrammar(l.GrammarPtr())
		if err != nil {
			t.Fatal(err)
		}
		has := g.serialize != nil
		g.close()
		if _, seeded := scannerSeeds[l.ID]; has != seeded {
			t.Errorf("%s: external scanner %t, fuzz seeds %t", l.ID, has, seeded)
		}
	}
}
