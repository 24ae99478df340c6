package output

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/manifest"
)

func sym(name string, k extract.Kind, container ...extract.PathPart) extract.Symbol {
	return extract.Symbol{Name: name, Kind: k, Container: container, Parent: -1}
}

func TestSymbolScheme(t *testing.T) {
	reg := langs.MustNew()
	res := &indexer.Result{Packages: []manifest.Package{
		{Dir: ".", Manager: "gomod", Name: "example.com/app"},
		{Dir: "std", Manager: "gomod", Name: "std"},
		{Dir: "web", Manager: "npm", Name: "@acme/web"}, // sorted by Dir, as findPackages leaves them
	}}
	typ := extract.PathPart{Name: "Server", Kind: extract.KindStruct}
	tests := []struct {
		file, lang string
		s          extract.Symbol
		want       string
	}{
		{"internal/srv/server.go", "go", sym("Server", extract.KindStruct),
			"soulindex gomod example.com/app . `example.com/app/internal/srv`/Server#"},
		{"internal/srv/server.go", "go", sym("Serve", extract.KindMethod, typ),
			"soulindex gomod example.com/app . `example.com/app/internal/srv`/Server#Serve()."},
		{"internal/srv/server.go", "go", sym("srv", extract.KindModule),
			"soulindex gomod example.com/app . `example.com/app/internal/srv`/"},
		{"internal/srv/server_ext_test.go", "go", sym("TestServe", extract.KindFunction),
			"soulindex gomod example.com/app . `example.com/app/internal/srv_test`/TestServe()."},
		{"main.go", "go", sym("Version", extract.KindConstant),
			"soulindex gomod example.com/app . `example.com/app`/Version."},
		{"std/net/http/server.go", "go", sym("Handler", extract.KindInterface),
			"soulindex gomod std . `net/http`/Handler#"},
		{"web/src/app.ts", "typescript", sym("render", extract.KindFunction),
			"soulindex npm @acme/web . `src/app.ts`/render()."},
		{"lib/x.c", "c", sym("MAX", extract.KindMacro),
			"soulindex . . . `lib/x.c`/MAX!"},
		{"lib/x.cc", "cpp", sym("operator==", extract.KindMethod, extract.PathPart{Name: "A", Kind: extract.KindClass}),
			"soulindex . . . `lib/x.cc`/A#`operator==`()."},
		{"src/main/java/com/acme/Inv_pkg.java", "java", sym("Inventory", extract.KindClass),
			"soulindex . . . `com.acme`/Inventory#"},
		{"m.py", "python", sym("Color", extract.KindEnum),
			"soulindex . . . `m.py`/Color#"},
	}
	extTest := sym("srv_test", extract.KindModule)
	for _, tt := range tests {
		f := &extract.File{Path: tt.file, Language: tt.lang}
		if strings.HasSuffix(tt.file, "_ext_test.go") {
			f.Symbols = []extract.Symbol{extTest}
		}
		if strings.HasSuffix(tt.file, "_pkg.java") {
			f.Symbols = []extract.Symbol{sym("com.acme", extract.KindModule)}
		}
		n := newSymbolNamer(res, f, reg.ByID(tt.lang))
		got, _ := n.symbol(&tt.s)
		if got != tt.want {
			t.Errorf("%s %s: got  %s\n want %s", tt.file, tt.s.Name, got, tt.want)
		}
		parsed, err := scip.ParseSymbol(got)
		if err != nil {
			t.Errorf("%s does not parse: %v", got, err)
			continue
		}
		if again := scip.VerboseSymbolFormatter.FormatSymbol(parsed); again != got {
			t.Errorf("not canonical: %s formats as %s", got, again)
		}
	}
}

func TestOverloadsGetDisambiguators(t *testing.T) {
	reg := langs.MustNew()
	f := &extract.File{Path: "A.java", Language: "java"}
	n := newSymbolNamer(&indexer.Result{}, f, reg.ByID("java"))
	cls := extract.PathPart{Name: "A", Kind: extract.KindClass}
	var got []string
	for i := 0; i < 3; i++ {
		s := sym("put", extract.KindMethod, cls)
		g, container := n.symbol(&s)
		got = append(got, g)
		if container != "soulindex . . . A#" {
			t.Errorf("container = %q", container)
		}
	}
	field := sym("size", extract.KindField, cls)
	fs1, _ := n.symbol(&field)
	fs2, _ := n.symbol(&field)
	want := []string{"soulindex . . . A#put().", "soulindex . . . A#put(+1).", "soulindex . . . A#put(+2)."}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
	if fs1 != fs2 {
		t.Errorf("a repeated field must keep its symbol: %s vs %s", fs1, fs2)
	}
}

// TestWriteSCIPStreamIsOneIndex: the concatenated stream decodes as a
// single Index with metadata and every document in order.
func TestWriteSCIPStreamIsOneIndex(t *testing.T) {
	reg := langs.MustNew()
	res := &indexer.Result{Root: "/repo", Files: []*extract.File{
		{Path: "a.go", Language: "go", Symbols: []extract.Symbol{{
			Name: "F", Kind: extract.KindFunction, Parent: -1, Signature: "func F()", Doc: "F does.",
			NameRange: extract.Range{Start: extract.Position{Line: 2, Column: 5}, End: extract.Position{Line: 2, Column: 6}},
			FullRange: extract.Range{Start: extract.Position{Line: 2}, End: extract.Position{Line: 4, Column: 1}},
		}}},
		{Path: "b.py", Language: "python"},
	}}
	var buf bytes.Buffer
	if err := WriteSCIP(&buf, res, reg, nil, nil, ToolInfo{Name: "soulindex", Version: "test"}); err != nil {
		t.Fatal(err)
	}
	var idx scip.Index
	if err := proto.Unmarshal(buf.Bytes(), &idx); err != nil {
		t.Fatal(err)
	}
	if idx.Metadata.ProjectRoot != "file:///repo" || idx.Metadata.ToolInfo.Name != "soulindex" ||
		idx.Metadata.TextDocumentEncoding != scip.TextEncoding_UTF8 {
		t.Errorf("metadata = %v", idx.Metadata)
	}
	if len(idx.Documents) != 2 || idx.Documents[0].RelativePath != "a.go" || idx.Documents[1].Language != "Python" {
		t.Fatalf("documents = %v", idx.Documents)
	}
	d := idx.Documents[0]
	if d.PositionEncoding != scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart {
		t.Errorf("position encoding = %v", d.PositionEncoding)
	}
	occ := d.Occurrences[0]
	if occ.SymbolRoles != int32(scip.SymbolRole_Definition) || !slices.Equal(occ.Range, []int32{2, 5, 6}) ||
		!slices.Equal(occ.EnclosingRange, []int32{2, 0, 4, 1}) {
		t.Errorf("occurrence = %v", occ)
	}
	info := d.Symbols[0]
	if info.Kind != scip.SymbolInformation_Function || info.DisplayName != "F" ||
		info.SignatureDocumentation.GetText() != "func F()" || len(info.Documentation) != 1 || info.Documentation[0] != "F does." {
		t.Errorf("symbol information = %v", info)
	}
}

func TestAtomicWriteKeepsOldOnFailure(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "index.scip")
	if err := os.WriteFile(name, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk full")
	err := atomicfile.Write(context.Background(), name, func(w io.Writer) error {
		io.WriteString(w, "partial new content")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error = %v, want wrapped %v", err, boom)
	}
	if b, _ := os.ReadFile(name); string(b) != "old" {
		t.Errorf("old content lost: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	if err := atomicfile.Write(context.Background(), name, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(name); string(b) != "new" {
		t.Errorf("content = %q, want new", b)
	}
	if err := atomicfile.Write(context.Background(), filepath.Join(dir, "missing", "x"), func(io.Writer) error { return nil }); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
}

func TestSoulMapMembersAndOmissions(t *testing.T) {
	res := &indexer.Result{Files: []*extract.File{
		{Path: "a.go", Symbols: []extract.Symbol{
			{Name: "p", Kind: extract.KindModule, Parent: -1, Signature: "package p"},
			{Name: "T", Kind: extract.KindStruct, Parent: -1, Signature: "type T struct"},
			{Name: "X", Kind: extract.KindField, Parent: 1, Signature: "X int", Container: []extract.PathPart{{Name: "T", Kind: extract.KindStruct}},
				NameRange: extract.Range{Start: extract.Position{Line: 1}}},
			{Name: "F", Kind: extract.KindFunction, Parent: -1,
				NameRange: extract.Range{Start: extract.Position{Line: 4}}},
		}},
		{Path: "empty.go"},
		{Path: "only_package.go", Symbols: []extract.Symbol{{Name: "p", Kind: extract.KindModule, Parent: -1}}},
	}}
	var b bytes.Buffer
	if _, err := WriteSoulMap(&b, res, nil, MapOptions{}); err != nil {
		t.Fatal(err)
	}
	// Without a graph the files keep path order; a member whose signature
	// does not name its type says which type holds it.
	want := "a.go: (→0)\n  +type T struct :1\n  +X int (in T) :2\n  +function F :5\n</soul_map>\n"
	if !strings.HasPrefix(b.String(), "<soul_map>\n") || !strings.HasSuffix(b.String(), want) {
		t.Errorf("soul map:\n%s\nwant suffix:\n%s", b.String(), want)
	}
	if strings.Contains(b.String(), "empty.go") || strings.Contains(b.String(), "only_package.go") {
		t.Error("a file without definitions is listed")
	}
	if strings.Contains(b.String(), "package p") {
		t.Error("a package clause is listed")
	}
}

func TestPackageHomes(t *testing.T) {
	reg := langs.MustNew()
	clause := func(name, doc string) []extract.Symbol {
		return []extract.Symbol{{Name: name, Kind: extract.KindModule, Parent: -1, Doc: doc}}
	}
	res := &indexer.Result{Files: []*extract.File{
		{Path: "a/alpha.go", Language: "go", Symbols: clause("sync", "")},
		{Path: "a/doc.go", Language: "go", Symbols: clause("sync", "")},
		{Path: "b/b.go", Language: "go", Symbols: clause("errgroup", "")},
		{Path: "b/errgroup.go", Language: "go", Symbols: clause("errgroup", "")},
		{Path: "b/errgroup_example_test.go", Language: "go", Symbols: clause("errgroup_test", "")},
		{Path: "b/errgroup_test.go", Language: "go", Symbols: clause("errgroup_test", "")},
		{Path: "c/map.go", Language: "go", Symbols: clause("syncmap", "")},
		{Path: "c/zz.go", Language: "go", Symbols: clause("syncmap", "Package syncmap ...")},
		{Path: "c/map_bench_test.go", Language: "go", Symbols: clause("syncmap_test", "")},
		{Path: "c/map_test.go", Language: "go", Symbols: clause("syncmap_test", "")},
	}}
	homes := packageHomes(res, reg)
	got := map[string]bool{}
	for _, p := range homes {
		got[p] = true
	}
	for _, want := range []string{"a/doc.go", "b/errgroup.go", "b/errgroup_test.go", "c/zz.go", "c/map_test.go"} {
		if !got[want] {
			t.Errorf("%s does not define its package; homes = %v", want, homes)
		}
	}
	if len(homes) != 5 {
		t.Errorf("%d packages, want 5: %v", len(homes), homes)
	}
	if levenshtein("kitten", "sitting") != 3 || levenshtein("", "abc") != 3 {
		t.Error("levenshtein is wrong")
	}
}

func TestCoverage(t *testing.T) {
	reg := langs.MustNew()
	res := &indexer.Result{
		Files: []*extract.File{
			{Path: "a.go", Language: "go", Backend: extract.BackendTreeSitter},
			{Path: "b.go", Language: "go", Backend: extract.BackendTreeSitter, ErrorNodes: 3},
			{Path: "c.py", Language: "python", Backend: extract.BackendRegex, Fallback: "tree-sitter: parse deadline (10s) exceeded"},
		},
		Skipped: []indexer.Skip{
			{Path: "big.go", Reason: "too-large: 2000000 bytes"},
			{Path: "img.png", Reason: "binary: NUL byte"},
		},
		UnsupportedByExt: map[string]int{".md": 2},
	}
	cov := BuildCoverage(res, reg)
	byLang := map[string]LanguageCoverage{}
	for _, l := range cov.Languages {
		byLang[l.Language] = l
	}
	if g := byLang["go"]; g.Files[extract.BackendTreeSitter] != 2 || g.Partial != 1 || g.Skipped["too-large"] != 1 {
		t.Errorf("go coverage = %+v", g)
	}
	if p := byLang["python"]; p.Files[extract.BackendRegex] != 1 || p.Fallbacks != 1 {
		t.Errorf("python coverage = %+v (a regex outline of a language with a grammar is a fallback)", p)
	}
	if len(cov.FallbackFiles) != 1 || cov.FallbackFiles[0].Path != "c.py" || !strings.Contains(cov.FallbackFiles[0].Reason, "deadline") {
		t.Errorf("fallback files = %+v", cov.FallbackFiles)
	}
	if o := byLang["other"]; o.Skipped["binary"] != 1 {
		t.Errorf("other = %+v", o)
	}
	if len(cov.PartialFiles) != 1 || cov.PartialFiles[0] != "b.go" {
		t.Errorf("partial files = %v", cov.PartialFiles)
	}
	var b bytes.Buffer
	if err := WriteCoverageTable(&b, cov); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"go               tree-sitter       2            2       0         0        1  too-large 1",
		"fallback c.py: regex (tree-sitter: parse deadline (10s) exceeded)", "no language: .md 2"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}
