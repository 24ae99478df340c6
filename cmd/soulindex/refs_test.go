package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/query"
)

// TestRefsAndCalls: refs and calls answer from a real index of a small Go
// module: every definition and reference of a method by name and by
// position (with the function each lies in and its source line), the
// callers and callees of a function two levels deep, recursion marked,
// and usage errors.
func TestRefsAndCalls(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"store/store.go": `package store

// Store holds values.
type Store struct{ m map[string]int }

// Get returns a value.
func (s *Store) Get(k string) int { return s.m[k] }

// Put sets a value.
func (s *Store) Put(k string, v int) { s.m[k] = v; s.touch() }

func (s *Store) touch() {}
`,
		"app/app.go": `package app

import "example.com/m/store"

func Load(s *store.Store) int {
	s.Put("a", 1)
	return s.Get("a") + s.Get("b")
}

func Run(s *store.Store) int { return Load(s) + fib(3) }

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}
`,
	})
	if r := soulindex(t, "index", root, "--quiet"); r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}
	r := soulindex(t, "refs", "Store.Get", root)
	if r.code != exitOK {
		t.Fatalf("refs: exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{
		"store/store.go:7:17: def: func (s *Store) Get(k string) int { return s.m[k] }", // a Go method lies in no type's body
		"app/app.go:7:11: ref (in Load): return s.Get(\"a\") + s.Get(\"b\")",
		"app/app.go:7:24: ref (in Load)",
		"1 definitions, 2 references of Get",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("refs Store.Get lacks %q:\n%s", want, r.stdout)
		}
	}
	// The same by position, on the call site; JSON carries the same places.
	r = soulindex(t, "refs", "app/app.go:7:11", root, "--json")
	var res query.RefsResult
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || r.code != exitOK {
		t.Fatalf("refs --json: exit %d %v\n%s", r.code, err, r.stderr)
	}
	if len(res.Targets) != 1 || res.Targets[0].Name != "Get" || len(res.Occurrences) != 3 || len(res.Targets[0].Definitions) != 1 {
		t.Errorf("refs by position: %+v", res)
	}
	r = soulindex(t, "calls", "Load", root, "--depth", "2")
	if r.code != exitOK {
		t.Fatalf("calls: exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{
		"Load app/app.go:5:6",
		"callers:\n  app/app.go:10:39 Run\n",
		"callees:\n  app/app.go:7:11 Store.Get (2 calls)\n  app/app.go:6:4 Store.Put\n    store/store.go:10:54 Store.touch\n",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("calls Load lacks %q:\n%s", want, r.stdout)
		}
	}
	r = soulindex(t, "calls", "fib", root)
	if !strings.Contains(r.stdout, "fib (2 calls) [recursive]") || !strings.Contains(r.stdout, "app/app.go:10:49 Run\n") {
		t.Errorf("calls fib:\n%s", r.stdout)
	}
	// One level: a callee with callees of its own says there is more.
	if r := soulindex(t, "calls", "Run", root); !strings.Contains(r.stdout, "app/app.go:10:39 Load [more: --depth]") {
		t.Errorf("calls Run:\n%s", r.stdout)
	}
	for _, tc := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"refs"}, exitUsage, "refs takes"},
		{[]string{"calls", "Load", "--depth", "-1", root}, exitUsage, "--depth -1"},
		{[]string{"calls", "Store", root}, exitFailure, "names no function or method"},
		{[]string{"refs", "Nothing", root}, exitFailure, "no definition of \"Nothing\""},
		{[]string{"refs", "app/app.go:99", root}, exitFailure, "no symbol at line 99"},
		{[]string{"refs", "nope.go:1", root}, exitFailure, "nope.go: no such file"},
		{[]string{"refs", "X", t.TempDir()}, exitFailure, "run `soulindex index"},
	} {
		r := soulindex(t, tc.args...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.err) {
			t.Errorf("%v: exit %d (want %d), stderr %q lacks %q", tc.args, r.code, tc.code, r.stderr, tc.err)
		}
	}
}

// TestRefsLSP: with --lsp, gopls confirms each place the index has for a
// method, and adds what the index lacks (a call through a value whose
// type the outline cannot tell: the result of a map lookup).
func TestRefsLSP(t *testing.T) {
	goplsTool(t)
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"s.go": `package m

type Store struct{}

func (s *Store) Get(k string) int { return 0 }

func Use(s *Store, all map[string]*Store) int {
	return s.Get("a") + all["x"].Get("b")
}
`,
	})
	if r := soulindex(t, "index", root, "--quiet"); r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}
	r := soulindex(t, "refs", "Store.Get", root, "--lsp", "--json")
	var res query.RefsResult
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || r.code != exitOK {
		t.Fatalf("refs --lsp: exit %d %v\n%s\n%s", r.code, err, r.stdout, r.stderr)
	}
	var confirmed, added int
	for _, o := range res.Occurrences {
		switch {
		case o.Source == "lsp":
			added++
		case o.Confirmed:
			confirmed++
		default:
			t.Errorf("%s:%d:%d not confirmed by gopls", o.Path, o.Line+1, o.Col+1)
		}
	}
	if confirmed < 2 || confirmed+added != 3 {
		t.Errorf("confirmed %d, added %d, want 3 places in all (the definition and two calls):\n%s", confirmed, added, r.stdout)
	}
}

// TestCallsLSP: with --lsp, gopls's call hierarchy confirms the direct
// callers and callees the index found, by where each is defined.
func TestCallsLSP(t *testing.T) {
	goplsTool(t)
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a.go": `package m

func leaf() int { return 1 }

func mid() int { return leaf() + leaf() }

func Top() int { return mid() }
`,
	})
	if r := soulindex(t, "index", root, "--quiet"); r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}
	r := soulindex(t, "calls", "mid", root, "--lsp", "--json")
	var res query.CallsResult
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || r.code != exitOK || len(res.Targets) != 1 {
		t.Fatalf("calls --lsp: exit %d %v\n%s\n%s", r.code, err, r.stdout, r.stderr)
	}
	tg := res.Targets[0]
	if len(tg.Callers) != 1 || tg.Callers[0].Name != "Top" || !tg.Callers[0].Confirmed {
		t.Errorf("callers %+v, want Top, confirmed", tg.Callers)
	}
	if len(tg.Callees) != 1 || tg.Callees[0].Name != "leaf" || tg.Callees[0].Sites != 2 || !tg.Callees[0].Confirmed {
		t.Errorf("callees %+v, want leaf (2 calls), confirmed", tg.Callees)
	}
}
