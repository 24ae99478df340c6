package eval

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

// TestEvalExternal: a candidate reference into a dependency counts only at
// the truth's range with the truth's very symbol string; one at a truth
// range with another symbol is wrong, one where the truth has none is
// extra; symbols defined in their own index are no dependency's.
func TestEvalExternal(t *testing.T) {
	const (
		println  = "scip-go gomod github.com/golang/go/src go1.22 fmt/Println()."
		fmtPkg   = "scip-go gomod github.com/golang/go/src go1.22 fmt/"
		group    = "scip-go gomod golang.org/x/sync v0.24.0 `golang.org/x/sync/errgroup`/Group#"
		groupOld = "scip-go gomod golang.org/x/sync v0.23.0 `golang.org/x/sync/errgroup`/Group#"
	)
	truth := FromSCIP("truth", index(
		doc("a.go", def(tF, 1, 5, 6), ref(fmtPkg, 2, 1, 4), ref(println, 2, 5, 12), ref(group, 3, 8, 13), ref(tF, 4, 1, 2)),
		doc("b.go", ref(println, 1, 5, 12)),
	))
	cand := FromSCIP("cand", index(
		doc("a.go", def(cF, 1, 5, 6), ref(fmtPkg, 2, 1, 4), ref(println, 2, 5, 12), ref(groupOld, 3, 8, 13),
			ref(println, 5, 1, 8), ref(cF, 4, 1, 2)),
		doc("b.go"),
	))
	res := Evaluate(cand, truth, Options{Examples: 10})
	e := res.ExternalRefs
	if e == nil {
		t.Fatal("no external score")
	}
	if want := score(2, 2, 2, 2); !reflect.DeepEqual(e.Score, want) {
		t.Errorf("score %s, want %s", js(e.Score), js(want))
	}
	if e.WrongSymbol != 1 {
		t.Errorf("wrong symbol %d, want 1 (the old version)", e.WrongSymbol)
	}
	byPkg := map[string]Score{}
	for _, p := range e.ByPackage {
		byPkg[p.Package] = p.Score
	}
	if got, want := byPkg["scip-go gomod github.com/golang/go/src"], score(2, 1, 2, 1); !reflect.DeepEqual(got, want) {
		t.Errorf("standard library %s, want %s", js(got), js(want))
	}
	if got, want := byPkg["scip-go gomod golang.org/x/sync"], score(0, 1, 0, 1); !reflect.DeepEqual(got, want) {
		t.Errorf("x/sync %s, want %s", js(got), js(want))
	}
	if len(e.Missed) != 2 || len(e.Extra) != 2 || !strings.Contains(strings.Join(e.Missed, "\n"), "b.go:2:6-13") {
		t.Errorf("examples: missed %q, extra %q", e.Missed, e.Extra)
	}
	var md bytes.Buffer
	rep := NewReport(truth, "truth.scip")
	rep.Candidates = append(rep.Candidates, res)
	if err := rep.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "### References into dependencies") || !strings.Contains(md.String(), "50.0% (2/4)") {
		t.Errorf("the report has no external reference table:\n%s", md.String())
	}
}

// TestExternalAgainstPreciseIndexer lays out a small module depending on
// golang.org/x/sync (at the version the checkout requires, so its source
// is in the module cache), indexes it with soulindex and with the Go
// precise indexer, and checks that every reference soulindex makes into
// the standard library and the module carries exactly the precise
// indexer's symbol at the same range, errgroup.WithContext among them.
// It needs the precise indexer (bench/tools.sh builds it into the bench
// cache; else it is built from tools/go.mod, offline) and skips, saying
// why, when it cannot have it.
func TestExternalAgainstPreciseIndexer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds soulindex and runs the Go precise indexer")
	}
	ctx := context.Background()
	checkout, err := measure.Checkout(ctx)
	if err != nil {
		t.Fatal(err)
	}
	gomodcache := goEnv(t, checkout, "GOMODCACHE")
	// The version the checkout requires (its go.sum has its lines), and
	// the go directive it requires of its users.
	const syncVersion, goDirective = "v0.24.0", "1.26.0"
	if _, err := os.Stat(filepath.Join(gomodcache, "golang.org", "x", "sync@"+syncVersion, "errgroup")); err != nil {
		skipOrFail(t, "golang.org/x/sync "+syncVersion+" is not in the module cache: "+err.Error())
	}
	tmp := t.TempDir()
	precise := preciseIndexer(t, checkout, tmp)
	soulindex := filepath.Join(tmp, "soulindex")
	if err := measure.BuildSoulindex(ctx, checkout, soulindex); err != nil {
		t.Fatal(err)
	}
	mod := filepath.Join(tmp, "tiny")
	sum := goSumLines(t, filepath.Join(checkout, "go.sum"), "golang.org/x/sync "+syncVersion)
	for name, body := range map[string]string{
		"go.mod": "module example.com/tiny\n\ngo " + goDirective + "\n\nrequire golang.org/x/sync " + syncVersion + "\n",
		"go.sum": sum,
		"main.go": `package main

import (
	"context"
	"fmt"

	"golang.org/x/sync/errgroup"
)

func main() {
	g, ctx := errgroup.WithContext(context.Background())
	var limited errgroup.Group
	limited.SetLimit(2)
	g.Go(func() error { return ctx.Err() })
	fmt.Println(g.Wait())
}
`,
	} {
		if err := os.MkdirAll(mod, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(mod, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := append(os.Environ(), "GOMODCACHE="+gomodcache, "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local", "GOFLAGS=-mod=readonly")
	truthIndex, candIndex := filepath.Join(tmp, "truth.scip"), filepath.Join(tmp, "out")
	run := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.CommandContext(ctx, args[0], args[1:]...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run(mod, precise, "--quiet", "--module-version=v0.0.1", "--output="+truthIndex)
	run(mod, soulindex, "index", mod, "--out", candIndex, "--quiet", "--no-cache")
	truth, err := LoadSCIP("truth", truthIndex)
	if err != nil {
		t.Fatal(err)
	}
	cand, err := LoadSCIP("soulindex", filepath.Join(candIndex, "index.scip"))
	if err != nil {
		t.Fatal(err)
	}
	e := Evaluate(cand, truth, Options{Examples: 20}).ExternalRefs
	if e == nil {
		t.Fatal("no external score")
	}
	t.Logf("external references: recall %d/%d, precision %d/%d", e.RecallTP, e.RecallTP+e.FN, e.PrecisionTP, e.PrecisionTP+e.FP)
	if e.FP != 0 {
		t.Errorf("%d references into dependencies disagree with the precise indexer: %q", e.FP, e.Extra)
	}
	const withContext = "scip-go gomod golang.org/x/sync " + syncVersion + " `golang.org/x/sync/errgroup`/WithContext()."
	if !hasRef(truth, "main.go", withContext) || !hasRef(cand, "main.go", withContext) {
		t.Errorf("%s: in the precise index %t, in soulindex's %t", withContext, hasRef(truth, "main.go", withContext), hasRef(cand, "main.go", withContext))
	}
	// The import paths, the packages' names and their functions and
	// types (the methods of a dependency's types are not named).
	if e.RecallTP < 10 {
		t.Errorf("only %d of the precise indexer's references into dependencies found; missed %q", e.RecallTP, e.Missed)
	}
}

// hasRef reports whether a document of x references sym.
func hasRef(x *Index, path, sym string) bool {
	d := x.Doc(path)
	if d == nil {
		return false
	}
	for _, o := range d.Refs {
		if x.Symbol(o.Sym) == sym {
			return true
		}
	}
	return false
}

// preciseIndexer finds the Go precise indexer: the bench cache's
// (bench/tools.sh), else one built from the checkout's tools module
// without the network. It skips (or fails, under SOULINDEX_REQUIRE_TOOLS)
// when neither is possible.
func preciseIndexer(t *testing.T, checkout, tmp string) string {
	t.Helper()
	// scripts/install-tools.sh builds it and says where (the test suite
	// runs with its environment); else bench/tools.sh's.
	for _, p := range []string{os.Getenv("SOULINDEX_SCIP_GO"), filepath.Join(measure.Cache(), "bin", "scip-go")} {
		if fi, err := os.Stat(p); p != "" && err == nil && fi.Mode().IsRegular() {
			return p
		}
	}
	p := filepath.Join(tmp, "scip-go")
	cmd := exec.Command("go", "build", "-o", p, "github.com/sourcegraph/scip-go/cmd/scip-go")
	cmd.Dir = filepath.Join(checkout, "tools")
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		skipOrFail(t, "the Go precise indexer is not installed (bench/tools.sh) and cannot be built offline: "+strings.TrimSpace(string(out)))
	}
	return p
}

func skipOrFail(t *testing.T, msg string) {
	t.Helper()
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// goEnv reads one go env variable.
func goEnv(t *testing.T, dir, name string) string {
	t.Helper()
	cmd := exec.Command("go", "env", name)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}

// goSumLines returns the go.sum lines of one module version.
func goSumLines(t *testing.T, gosum, modVersion string) string {
	t.Helper()
	f, err := os.Open(gosum)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var b strings.Builder
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), modVersion+" ") || strings.HasPrefix(sc.Text(), modVersion+"/go.mod ") {
			b.WriteString(sc.Text() + "\n")
		}
	}
	if b.Len() == 0 {
		t.Fatalf("%s has no line for %s", gosum, modVersion)
	}
	return b.String()
}
