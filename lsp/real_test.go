package lsp

import (
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// realCase is what one real server must answer on the fixture project
// (testdata/project). Positions are LSP (zero-based line, UTF-16 column).
type realCase struct {
	lang, server, file string
	symbols            []string // "Container/Name" for nested ones
	at                 Position // a function definition's name
	hoverSig, hoverDoc string   // substrings
	refs               []string // "file:line" of references, with the declaration
	caller             string   // "" when the server has no call hierarchy
	// edit appended to the file by Update; wantDiag is a substring of the
	// error it must cause ("" when the server publishes none here).
	edit, wantDiag string
	// comment is a harmless edit: no diagnostics change.
	comment string
	// versioned: the server puts the document version in its publishes.
	versioned bool
}

var realCases = []realCase{
	{
		lang: "go", comment: "\n// note\n", server: "gopls", file: "gomod/shapes.go",
		symbols: []string{"Square", "Square/Side", "(Square).Area", "Total"},
		at:      Position{Line: 14, Character: 5}, hoverSig: "func Total(squares []Square) float64", hoverDoc: "Total sums the areas",
		refs: []string{"gomod/shapes.go:14", "gomod/use.go:4"}, caller: "Twice",
		edit: "\nfunc Bad() int { return \"x\" }\n", wantDiag: "cannot use \"x\"", versioned: true,
	},
	{
		lang: "typescript", comment: "\n// note\n", server: "typescript-language-server", file: "tsproj/src/greet.ts",
		symbols: []string{"Greeter", "Greeter/constructor", "Greeter/greet", "welcome"},
		at:      Position{Line: 10, Character: 16}, hoverSig: "function welcome(name: string): string",
		refs: []string{"tsproj/src/greet.ts:10", "tsproj/src/main.ts:0", "tsproj/src/main.ts:3"}, caller: "run",
		edit: "\nexport const n: number = \"x\";\n", wantDiag: "not assignable to type 'number'", versioned: false,
	},
	{
		lang: "python", comment: "\n# note\n", server: "pyright-langserver", file: "pypkg/shapes/area.py",
		symbols: []string{"Circle", "Circle/__init__", "Circle/area", "total", "report"},
		at:      Position{Line: 14, Character: 4}, hoverSig: "def total(circles: list[Circle]) -> float", hoverDoc: "Sum the areas.",
		refs: []string{"pypkg/shapes/area.py:14", "pypkg/shapes/area.py:20"}, caller: "report",
		edit: "\nprint(undefined_name)\n", wantDiag: `"undefined_name" is not defined`, versioned: true,
	},
	{
		lang: "c", comment: "\n/* note */\n", server: "clangd", file: "cproj/area.c",
		symbols: []string{"rect_area", "square_area", "main"},
		at:      Position{Line: 3, Character: 4}, hoverSig: "int rect_area(int w, int h)", hoverDoc: "rect_area returns w",
		refs: []string{"cproj/area.c:3", "cproj/area.c:8"}, caller: "square_area",
		edit: "\nint bad(void) { return undefined_var; }\n", wantDiag: "undeclared identifier 'undefined_var'", versioned: true,
	},
	{
		// bash-language-server's diagnostics come from shellcheck, which
		// is not installed: it publishes empty, versioned lists.
		lang: "bash", comment: "\n# note\n", server: "bash-language-server", file: "scripts/build.sh",
		symbols: []string{"greet", "build_all"},
		at:      Position{Line: 3, Character: 0},
		refs:    []string{"scripts/build.sh:3", "scripts/build.sh:8", "scripts/build.sh:9"},
		edit:    "\ngreet \"third\"\n", versioned: true,
	},
}

// TestRealServers warms the five servers up in parallel on the fixture
// project, then asks each the same questions.
func TestRealServers(t *testing.T) {
	if testing.Short() {
		t.Skip("starts five real language servers (-short)")
	}
	var langs []string
	for _, rc := range realCases {
		if _, err := exec.LookPath(rc.server); err != nil {
			requireTool(t, rc.server) // fails under SOULINDEX_REQUIRE_TOOLS=1
		}
		langs = append(langs, rc.lang)
	}
	// Parallel subtests run after this function returns: ctx must live
	// until cleanup (its end kills every server).
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	root := copyTree(t, "testdata/project")

	start := time.Now()
	pool, reports := Warmup(ctx, root, listFiles(t, root), Config{
		Only:         langs,
		ReadyTimeout: 90 * time.Second,
		Client:       Options{RequestTimeout: 60 * time.Second},
	})
	t.Logf("warmup of %d servers: %v", len(reports), time.Since(start).Round(time.Millisecond))
	var pgids []int
	for _, c := range pool.clients {
		pgids = append(pgids, c.ProcessGroups()...)
	}
	t.Cleanup(func() {
		if err := pool.Close(); err != nil {
			t.Errorf("Pool.Close: %v", err)
		}
		assertNoProcesses(t, pgids)
	})
	if len(reports) != len(realCases) {
		t.Fatalf("reports %v, want one per language %v", reports, langs)
	}
	for _, r := range reports {
		t.Logf("%v (probe %s)", r, r.Probe)
		if r.Status != StatusReady {
			t.Errorf("%s not ready: %v", r.Language, r)
		}
	}

	for _, rc := range realCases {
		t.Run(rc.lang, func(t *testing.T) {
			t.Parallel()
			r := pool.For(rc.lang)
			if r == nil {
				t.Fatalf("no server for %s", rc.lang)
			}
			if r.Language() != rc.lang {
				t.Errorf("Language() = %q", r.Language())
			}
			path := filepath.Join(root, rc.file)

			syms, err := r.DocumentSymbols(ctx, path)
			if err != nil {
				t.Fatalf("DocumentSymbols: %v", err)
			}
			var names []string
			for _, s := range syms {
				names = append(names, strings.Join(append(slices.Clone(s.Container), s.Name), "/"))
			}
			for _, want := range rc.symbols {
				if !slices.Contains(names, want) {
					t.Errorf("symbol %q missing from %v", want, names)
				}
			}

			h, err := r.Hover(ctx, path, rc.at)
			if err != nil {
				t.Errorf("Hover: %v", err)
			} else if !strings.Contains(h.Signature, rc.hoverSig) || !strings.Contains(h.Doc, rc.hoverDoc) {
				t.Errorf("Hover = %+v, want signature ~%q and doc ~%q", h, rc.hoverSig, rc.hoverDoc)
			}

			locs, err := r.References(ctx, path, rc.at, true)
			if err != nil {
				t.Errorf("References: %v", err)
			}
			var got []string
			for _, l := range locs {
				rel, _ := filepath.Rel(root, URIToPath(l.URI))
				got = append(got, rel+":"+itoa(l.Range.Start.Line))
			}
			slices.Sort(got)
			if !slices.Equal(got, rc.refs) {
				t.Errorf("References = %v, want %v", got, rc.refs)
			}

			calls, err := r.IncomingCalls(ctx, path, rc.at)
			switch {
			case rc.caller == "":
				if !errors.Is(err, ErrUnsupported) {
					t.Errorf("IncomingCalls = %v, %v; want ErrUnsupported", calls, err)
				}
			case err != nil:
				t.Errorf("IncomingCalls: %v", err)
			case len(calls) != 1 || calls[0].Name != rc.caller:
				t.Errorf("IncomingCalls = %+v, want one call from %s", calls, rc.caller)
			}

			checkDiagnostics(t, ctx, r, path, rc)
		})
	}
}

// checkDiagnostics: a clean file, then an edit with an error, then the
// edit undone; each Diagnostics answer must be for the current version.
func checkDiagnostics(t *testing.T, ctx context.Context, r Requester, path string, rc realCase) {
	t.Helper()
	diag := func(step string) []Diagnostic {
		dctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		start := time.Now()
		d, err := r.Diagnostics(dctx, path)
		if err != nil {
			t.Fatalf("Diagnostics (%s): %v", step, err)
		}
		t.Logf("%s diagnostics %s: %d in %v", rc.lang, step, len(d), time.Since(start).Round(time.Millisecond))
		return d
	}
	hasError := func(ds []Diagnostic) bool {
		for _, d := range ds {
			if d.Severity == SeverityError && rc.wantDiag != "" && strings.Contains(d.Message, rc.wantDiag) {
				return true
			}
		}
		return false
	}
	errorsIn := func(ds []Diagnostic) (n int) {
		for _, d := range ds {
			if d.Severity == SeverityError {
				n++
			}
		}
		return n
	}
	if d := diag("on open"); errorsIn(d) != 0 {
		t.Errorf("errors in the clean fixture: %+v", d)
	}
	orig := readFile(t, path)
	if err := r.Update(ctx, path, append(slices.Clone(orig), rc.edit...)); err != nil {
		t.Fatalf("Update: %v", err)
	}
	d := diag("after the edit")
	if rc.wantDiag != "" && !hasError(d) {
		t.Errorf("after the edit: %+v, want an error ~%q", d, rc.wantDiag)
	}
	if rc.wantDiag == "" && errorsIn(d) != 0 {
		t.Errorf("after the edit: %+v, want none", d)
	}
	if err := r.Update(ctx, path, orig); err != nil {
		t.Fatalf("Update: %v", err)
	}
	if d := diag("after the undo"); hasError(d) || errorsIn(d) != 0 {
		t.Errorf("after undoing the edit, stale diagnostics: %+v", d)
	}
	// A clean document stays clean: servers that publish only changes
	// must not leave Diagnostics waiting for its deadline.
	if err := r.Update(ctx, path, append(slices.Clone(orig), rc.comment...)); err != nil {
		t.Fatalf("Update: %v", err)
	}
	if d := diag("after a comment"); errorsIn(d) != 0 {
		t.Errorf("after a harmless edit: %+v", d)
	}

	// How the server marks publishes with versions (reported in the
	// package docs): the client relies on it.
	c := r.(pooled).Client
	c.mu.Lock()
	p := c.pubs[PathToURI(path)]
	c.mu.Unlock()
	if p == nil {
		t.Fatal("no publish recorded")
	}
	if got := p.version != nil; got != rc.versioned {
		t.Errorf("%s publishes with a version: %v, want %v", rc.server, got, rc.versioned)
	}
}

func itoa(n uint32) string {
	return strconv.FormatUint(uint64(n), 10)
}
