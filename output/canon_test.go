package output

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
)

// TestCanonicalizeIsTheLibrarys: every document of every refgraph fixture
// and of GOROOT's net/... marshals to the same bytes through canonicalize
// as through scip.CanonicalizeDocument, and both paths are taken.
func TestCanonicalizeIsTheLibrarys(t *testing.T) {
	dirs := []string{}
	fixtures, err := os.ReadDir(filepath.Join("..", "testdata", "refgraph"))
	if err != nil {
		t.Fatal(err)
	}
	for _, fx := range fixtures {
		dirs = append(dirs, filepath.Join("..", "testdata", "refgraph", fx.Name()))
	}
	if !testing.Short() {
		out, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			t.Fatalf("go env GOROOT: %v", err)
		}
		dirs = append(dirs, filepath.Join(strings.TrimSpace(string(out)), "src", "net"))
	}
	fast, slow := 0, 0
	mo := proto.MarshalOptions{Deterministic: true}
	for _, dir := range dirs {
		res, reg := indextest.Index(t, dir, indexer.Options{Jobs: 2})
		g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
		if err != nil {
			t.Fatal(err)
		}
		homes, names := packageHomes(res, reg), fullSymbolTable(res, reg)
		own := func(i int32) []symName { return fileSymbols(res, reg, res.Files[i]) }
		owners := relationOwners(res, g, own)
		for i, f := range res.Files {
			ownNames := own(int32(i))
			doc := document(reg, f, ownNames, homes)
			fr := f.LoadRefs()
			addLocals(doc, f, fr)
			addReferences(doc, f, int32(i), fr, g.Refs[i], ownNames, names)
			addRelationships(doc, f, int32(i), g.Refs[i], ownNames, owners)
			if _, ok := sortedOccurrences(doc.Occurrences); ok {
				if _, ok := sortedSymbols(doc.Symbols); ok {
					fast++
				} else {
					slow++
				}
			} else {
				slow++
			}
			want, err := mo.Marshal(scip.CanonicalizeDocument(proto.Clone(doc).(*scip.Document)))
			if err != nil {
				t.Fatal(err)
			}
			got, err := mo.Marshal(canonicalize(doc))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: %s: canonicalize differs from scip.CanonicalizeDocument", dir, f.Path)
			}
		}
	}
	t.Logf("%d documents in canonical order after one sort, %d canonicalized by the library", fast, slow)
	if fast == 0 {
		t.Error("the fast path was never taken")
	}
}

// TestCanonicalizeMergesLikeTheLibrary: duplicates (an occurrence twice,
// a symbol twice) take the library's path and its merge.
func TestCanonicalizeMergesLikeTheLibrary(t *testing.T) {
	doc := func() *scip.Document {
		return &scip.Document{
			RelativePath: "a.go",
			Occurrences: []*scip.Occurrence{
				{Range: []int32{3, 1, 4}, Symbol: "b", SymbolRoles: 1},
				{Range: []int32{1, 1, 1, 4}, Symbol: "a"},
				{Range: []int32{3, 1, 4}, Symbol: "b", SymbolRoles: 8, SyntaxKind: scip.SyntaxKind_Identifier},
			},
			Symbols: []*scip.SymbolInformation{{Symbol: "y"}, {Symbol: "x", Documentation: []string{"one"}}, {Symbol: "x", Documentation: []string{"two"}}},
		}
	}
	mo := proto.MarshalOptions{Deterministic: true}
	want, _ := mo.Marshal(scip.CanonicalizeDocument(doc()))
	got, _ := mo.Marshal(canonicalize(doc()))
	if !bytes.Equal(got, want) {
		t.Errorf("duplicates: canonicalize gives %x, the library %x", got, want)
	}
}

// TestCanonicalizeShapesLikeTheLibrary: what the fast path passes over
// (ranges already canonical, occurrences without diagnostics, symbols
// without relationships) and what it hands to the library (a one-line
// range of four numbers, diagnostics, relationships to sort) come out as
// the library's.
func TestCanonicalizeShapesLikeTheLibrary(t *testing.T) {
	doc := func() *scip.Document {
		return &scip.Document{
			RelativePath: "a.go",
			Occurrences: []*scip.Occurrence{
				{Range: []int32{5, 2, 5, 9}, Symbol: "one-line, four numbers"},
				{Range: []int32{1, 1, 2, 4}, Symbol: "two lines"},
				{Range: []int32{3, 1, 4}, Symbol: "three numbers"},
				{Range: []int32{7, 0, 3}, Symbol: "diagnosed", Diagnostics: []*scip.Diagnostic{
					{Severity: scip.Severity_Warning, Message: "b", Tags: []scip.DiagnosticTag{2, 1}},
					{Severity: scip.Severity_Error, Message: "a"},
				}},
			},
			Symbols: []*scip.SymbolInformation{
				{Symbol: "z", Relationships: []*scip.Relationship{{Symbol: "q", IsReference: true}, {Symbol: "p", IsImplementation: true}, {Symbol: "q", IsTypeDefinition: true}}},
				{Symbol: "y"},
			},
		}
	}
	for _, r := range []struct {
		r    []int32
		want bool
	}{{[]int32{3, 1, 4}, true}, {[]int32{1, 1, 2, 4}, true}, {[]int32{5, 2, 5, 9}, false}, {[]int32{1, 2}, false}} {
		if got := canonicalRange(r.r); got != r.want {
			t.Errorf("canonicalRange(%v) = %v, want %v", r.r, got, r.want)
		}
	}
	mo := proto.MarshalOptions{Deterministic: true}
	want, _ := mo.Marshal(scip.CanonicalizeDocument(doc()))
	got, _ := mo.Marshal(canonicalize(doc()))
	if !bytes.Equal(got, want) {
		t.Errorf("canonicalize gives %x, the library %x", got, want)
	}
}
