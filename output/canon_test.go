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

	"github.com/soulindex/soulindex/extract"
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
		rels := hierarchyRelations(res, g, own)
		owners := relationOwners(rels)
		for i, f := range res.Files {
			ownNames := own(int32(i))
			build := func() *docBuild {
				db := document(reg, f, ownNames, homes)
				fr := f.LoadRefs()
				addLocals(db, f, fr)
				addReferences(db, f, int32(i), fr, g.Refs[i], ownNames, names, newMergeTable(res.Files))
				addRelationships(db.doc, int32(i), rels[i], owners)
				return db
			}
			doc := build().proto()
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
			// The writer's own encoding of the document built again.
			if got, err = build().encode(mo); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: %s: the encoded document differs from the library's canonical one", dir, f.Path)
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

// TestEncodeIsTheLibrarys: the writer's encoding of built documents
// against the library's canonical marshaling, on the shapes real outlines
// seldom give: identical occurrences (the library's merge), symbols of
// invalid UTF-8, ranges across lines, no path, no occurrences.
func TestEncodeIsTheLibrarys(t *testing.T) {
	rng := func(l0, c0, l1, c1 uint32) extract.Range {
		return extract.Range{Start: extract.Position{Line: l0, Column: c0}, End: extract.Position{Line: l1, Column: c1}}
	}
	cases := map[string]func() *docBuild{
		"identical occurrences": func() *docBuild {
			db := &docBuild{doc: &scip.Document{RelativePath: "a.go", Language: "go"}}
			db.add(rng(3, 1, 3, 4), "b", 0)
			db.add(rng(3, 1, 3, 4), "b", int32(scip.SymbolRole_Import))
			db.add(rng(1, 1, 1, 4), "a", 0)
			return db
		},
		"invalid UTF-8 and line spans": func() *docBuild {
			db := &docBuild{doc: &scip.Document{RelativePath: "dir/\xffb.c", PositionEncoding: scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart,
				Symbols: []*scip.SymbolInformation{{Symbol: "s \xfe\xff.", DisplayName: "x"}, {Symbol: "local 0"}}}}
			db.occs = append(db.occs, occ{rng: rng(2, 5, 2, 9), encl: rng(2, 0, 40, 1), hasEncl: true, sym: "s \xfe\xff.", roles: int32(scip.SymbolRole_Definition)})
			db.add(rng(7, 2, 9, 1), "local 0", int32(scip.SymbolRole_Definition))
			db.add(rng(7, 2, 9, 1), "local 0 ", 0)
			db.add(rng(0, 0, 0, 0), "", 0)
			return db
		},
		"empty": func() *docBuild { return &docBuild{doc: &scip.Document{}} },
	}
	mo := proto.MarshalOptions{Deterministic: true}
	for name, build := range cases {
		want, err := mo.Marshal(scip.CanonicalizeDocument(build().proto()))
		if err != nil {
			t.Fatal(err)
		}
		got, err := build().encode(mo)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: encode gives %x, the library %x", name, got, want)
		}
		if name != "identical occurrences" && cap(got) != len(got) {
			t.Errorf("%s: %d bytes in a buffer of %d: the size was not computed exactly", name, len(got), cap(got))
		}
	}
}
