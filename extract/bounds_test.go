package extract

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/langs"
)

// Every stage of a file's work is bounded by its work budget: the passes
// after the query (local binding above all), the query's in-progress
// matches, the lexer going over text again, and a cancelled run stops
// them all. The fixtures are generated; sizes are kept small, the
// assertions are on counted work, never on the clock.

func boundsTreeSitter(t *testing.T) *TreeSitter {
	t.Helper()
	qs, err := CompileQueries(langs.MustNew())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(qs.Close)
	ts := NewTreeSitter(qs)
	t.Cleanup(ts.Close)
	return ts
}

// bundle is a one-line minified script of at least n bytes: functions
// binding the same short names (e, t, n, r) at the top level, each called
// from the top level, as a bundler writes them.
func bundle(n int) []byte {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "function f%d(e,t){var n=e+t;return function(r){return n+r+e}}var v%d=f%d(1,2);", i, i, i)
	}
	return []byte(b.String())
}

// generatedGo is a generated Go file of at least n bytes: many small
// types with accessor methods, as protoc-gen-go writes them.
func generatedGo(n int) []byte {
	var b strings.Builder
	b.WriteString("package pb\n\nimport \"fmt\"\n\n")
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "type M%d struct {\n\tstate int\n\tA%d string\n}\n\nfunc (x *M%d) GetA() string {\n\tif x != nil {\n\t\treturn x.A%d\n\t}\n\treturn \"\"\n}\n\nfunc (x *M%d) String() string { return fmt.Sprint(x.state) }\n\n", i, i, i, i, i)
	}
	return []byte(b.String())
}

// TestPostParseWorkLinear: the passes after the query (local binding,
// nesting, references) do work linear in the file: four times the file,
// at most five times the operations. Local binding used to walk back over
// every earlier scope for each top-level reference and over every binding
// of a name for each use: a 1 MB bundle took 4.6 s, a 20 MB one never
// finished.
func TestPostParseWorkLinear(t *testing.T) {
	ts := boundsTreeSitter(t)
	for _, tc := range []struct {
		lang, path string
		gen        func(int) []byte
	}{
		{"javascript", "bundle.min.js", bundle},
		{"go", "x.pb.go", generatedGo},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			var spent [2]uint64
			for i, size := range []int{256 << 10, 1 << 20} {
				src := tc.gen(size)
				f, err := ts.Extract(context.Background(), tc.lang, tc.path, src, time.Hour)
				if err != nil {
					t.Fatalf("%d bytes: %v", len(src), err)
				}
				if len(f.Refs) == 0 || len(f.Symbols) == 0 {
					t.Fatalf("%d bytes: %d symbols, %d references", len(src), len(f.Symbols), len(f.Refs))
				}
				spent[i] = ts.scratch.spent
				if used, budget := ts.guard.work(), DefaultWorkBudget.steps(len(src)); used*10 > budget {
					t.Errorf("%d bytes: %d steps, over a tenth of the budget %d", len(src), used, budget)
				}
			}
			if spent[0] == 0 || spent[1] > 5*spent[0] {
				t.Errorf("post-parse operations: %d for 256 KiB, %d for 1 MiB (want at most 5x)", spent[0], spent[1])
			}
		})
	}
}

// TestPostParseWorkCounted: what the passes after the query cannot do in
// linear time counts against the budget, so the file fails the same way
// on every machine: each of 3,000 uses of a name standing before the
// 3,000 bindings that shadow it in one block looks at every one of them.
func TestPostParseWorkCounted(t *testing.T) {
	const n = 3000
	src := []byte("fn g() {\n" + strings.Repeat("    y;\n", n) + strings.Repeat("    let y = 1;\n", n) + "}\n")
	ts := boundsTreeSitter(t)
	for range 2 {
		_, err := ts.Extract(context.Background(), "rust", "shadow.rs", src, time.Hour)
		if !errors.Is(err, ErrWorkBudget) {
			t.Fatalf("%d bytes: %v, want %v", len(src), err, ErrWorkBudget)
		}
		if !ts.scratch.halted {
			t.Fatal("stopped before the passes after the query")
		}
	}
	// A tenth of the uses: within the budget.
	src = []byte("fn g() {\n" + strings.Repeat("    y;\n", n/10) + strings.Repeat("    let y = 1;\n", n) + "}\n")
	if _, err := ts.Extract(context.Background(), "rust", "shadow.rs", src, time.Hour); err != nil {
		t.Fatal(err)
	}
}

// TestScriptAttributesWithinBudget: a <script> start tag with hundreds of
// attributes keeps query matches in progress for each (a lang or type
// candidate waiting for the script's text), which the cursor compares
// pairwise at every step: a 2.4 KB page took 49 s, counted as a few dozen
// steps. Those comparisons count now, so the page runs out of its budget;
// a <script> or a <div> with 60 attributes parses.
func TestScriptAttributesWithinBudget(t *testing.T) {
	ts := boundsTreeSitter(t)
	var attrs strings.Builder
	for i := range 300 {
		fmt.Fprintf(&attrs, ` data-a%d="v%d"`, i, i)
	}
	for _, tc := range []struct {
		lang, path, src string
		want            error // the queries of Vue and Svelte keep fewer matches per attribute
	}{
		{"html", "a.html", "<html><body><script" + attrs.String() + ">var x = 1;</script></body></html>\n", ErrWorkBudget},
		{"vue", "A.vue", "<template><div/></template>\n<script" + attrs.String() + ">\nexport default { name: 'A' }\n</script>\n", nil},
		{"svelte", "A.svelte", "<script" + attrs.String() + ">\nlet x = 1;\n</script>\n<p>{x}</p>\n", nil},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			src := []byte(tc.src)
			_, err := ts.Extract(context.Background(), tc.lang, tc.path, src, time.Hour)
			if !errors.Is(err, tc.want) {
				t.Fatalf("<script> with 300 attributes: %v, want %v", err, tc.want)
			}
			var few strings.Builder
			for i := range 60 {
				fmt.Fprintf(&few, ` data-a%d="v%d"`, i, i)
			}
			div := []byte(strings.ReplaceAll(tc.src, attrs.String(), few.String()) + "<div" + few.String() + ">x</div>\n")
			if _, err := ts.Extract(context.Background(), tc.lang, tc.path, div, time.Hour); err != nil {
				t.Errorf("60 attributes on a <script> and a <div>: %v", err)
			}
		})
	}
}

// FuzzScriptAttributes: whatever the attributes of a <script>, outlining
// the page stays within its budget and ends with an outline or a budget
// error, never another failure.
func FuzzScriptAttributes(f *testing.F) {
	for _, seed := range []struct {
		n    int
		attr string
	}{{3, `lang="ts"`}, {100, `a="b"`}, {300, `type=module`}, {1000, `x`}, {64, `src='x.js'`}} {
		f.Add(seed.n, seed.attr)
	}
	qs, err := CompileQueries(langs.MustNew())
	if err != nil {
		f.Fatal(err)
	}
	defer qs.Close()
	ts := NewTreeSitter(qs)
	defer ts.Close()
	f.Fuzz(func(t *testing.T, n int, attr string) {
		if n < 0 || n > 2000 || len(attr) > 64 {
			t.Skip("out of range: at most 2,000 attributes of 64 bytes")
		}
		src := []byte("<script " + strings.Repeat(attr+" ", n) + ">var x = 1;</script>\n")
		for _, lang := range []string{"html", "vue", "svelte"} {
			_, err := ts.Extract(context.Background(), lang, "a."+lang, src, time.Hour)
			if err != nil && !errors.Is(err, ErrWorkBudget) && !errors.Is(err, ErrScannerLimit) {
				t.Fatalf("%s: %v", lang, err)
			}
			if used, budget := ts.guard.work(), DefaultWorkBudget.steps(len(src)); used > 2*budget+1 {
				t.Fatalf("%s: %d steps over a budget of %d", lang, used, budget)
			}
		}
	})
}

// TestRelexingCountedAgainstBudget: a scanner that makes the lexer go over
// a long line again for every token (the column of a token is found by
// lexing from the start of its line) did quadratic work between the
// parser's progress callbacks, uncounted: one-line files of nested TLA+
// IFs or Perl heredocs ran the wall-clock deadline. The text lexed again
// counts now, so they fail on their budget; the same constructs on lines
// of their own parse.
func TestRelexingCountedAgainstBudget(t *testing.T) {
	const k = 1000
	var heredocs, bodies []string
	for i := range 3 * k {
		heredocs = append(heredocs, fmt.Sprintf("<<E%d", i))
		bodies = append(bodies, fmt.Sprintf("x\nE%d\n", i))
	}
	for _, tc := range []struct {
		lang, path, oneLine, lines string
	}{
		{"tlaplus", "M.tla",
			"---- MODULE M ----\nOp == " + strings.Repeat("IF x THEN ", k) + "1" + strings.Repeat(" ELSE 2", k) + "\n====\n",
			"---- MODULE M ----\nOp == " + strings.Repeat("IF x THEN\n", k) + "1" + strings.Repeat("\nELSE 2", k) + "\n====\n"},
		{"perl", "h.pl",
			"print " + strings.Join(heredocs, ", ") + ";\n" + strings.Join(bodies, ""),
			strings.Repeat("print <<E;\nx\nE\n", 3*k)},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			ts := boundsTreeSitter(t)
			src := []byte(tc.oneLine)
			_, err := ts.Extract(context.Background(), tc.lang, tc.path, src, time.Hour)
			if !errors.Is(err, ErrWorkBudget) {
				t.Fatalf("one line: %v, want %v", err, ErrWorkBudget)
			}
			src = []byte(tc.lines)
			if _, err := ts.Extract(context.Background(), tc.lang, tc.path, src, time.Hour); err != nil {
				t.Fatalf("on lines of their own: %v", err)
			}
			if used, budget := ts.guard.work(), DefaultWorkBudget.steps(len(src)); used*10 > budget {
				t.Errorf("on lines of their own: %d steps, over a tenth of the budget %d", used, budget)
			}
		})
	}
}

// TestEmptyFallbackSaysWhy: a file the best tier fails on and the next
// finds nothing in is a fallback like any other, with its reasons (it
// used to come back with no Fallback, so no notice and no fallback_files
// entry).
func TestEmptyFallbackSaysWhy(t *testing.T) {
	qs, err := CompileQueries(langs.MustNew())
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	rt := NewRouter(qs, NewRegex())
	defer rt.Close()
	rt.TreeSitter().SetWorkBudget(WorkBudget{Base: 1, PerKiB: 1})
	src := []byte(strings.Repeat("/* nothing defined here, only words and more words */\n", 200))
	f, err := rt.Extract(context.Background(), "c", "empty.c", src, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Symbols) != 0 || f.Backend != BackendRegex {
		t.Fatalf("backend %s, %d symbols", f.Backend, len(f.Symbols))
	}
	if !strings.Contains(f.Fallback, "tree-sitter: parse work budget exceeded") || f.FallbackCauses&CauseWorkBudget == 0 {
		t.Fatalf("fallback %q, causes %v: want the tree-sitter tier's reason", f.Fallback, f.FallbackCauses)
	}
}

// TestCancelStopsExtract: a cancelled run stops a file's parse, query and
// passes from within: little work is counted after the cancellation, the
// call reports it, and the next file on the same worker is unaffected.
func TestCancelStopsExtract(t *testing.T) {
	ts := boundsTreeSitter(t)
	src := bundle(2 << 20)
	if _, err := ts.Extract(context.Background(), "javascript", "b.js", src, time.Hour); err != nil {
		t.Fatal(err)
	}
	full := ts.guard.work()
	for _, at := range []uint64{full / 10, full / 2} {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		done := make(chan error, 1)
		go func() {
			_, err := ts.Extract(ctx, "javascript", "b.js", src, time.Hour)
			done <- err
		}()
		var atCancel uint64
		for atCancel == 0 {
			select {
			case err := <-done:
				t.Fatalf("finished before %d of %d steps: %v", at, full, err)
			default:
			}
			// The count is read while C writes it: a step more or less
			// does not matter here.
			if w := ts.guard.work(); w >= at {
				atCancel = w
				cancel()
			}
		}
		err := <-done
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("cancelled at %d of %d steps: %v", atCancel, full, err)
		}
		if after := ts.guard.work() - atCancel; after > 1000 {
			t.Errorf("cancelled at %d of %d steps: %d more steps counted", atCancel, full, after)
		}
	}
	if _, err := ts.Extract(context.Background(), "javascript", "b.js", src, time.Hour); err != nil {
		t.Fatalf("after a cancelled run: %v", err)
	}
}
