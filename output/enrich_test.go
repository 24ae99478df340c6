package output

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp/protocol"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/refgraph"
)

func TestBadgeText(t *testing.T) {
	tests := []struct {
		names []string
		more  int
		want  string
	}{
		{nil, 0, ""},
		{[]string{"main"}, 0, " [main↑]"},
		{[]string{"a", "b", "c"}, 2, " [a, b, c, +2↑]"},
	}
	for _, tc := range tests {
		if got := badgeText(tc.names, tc.more); got != tc.want {
			t.Errorf("badgeText(%v, %d) = %q, want %q", tc.names, tc.more, got, tc.want)
		}
	}
}

func TestCallerBadge(t *testing.T) {
	key := func(f int32) model.Key { return model.Key{File: f, Symbol: 0} }
	facts := &model.SymbolFacts{Callers: []model.Caller{
		{Name: "a", Key: key(0), Path: "a.go"}, {Name: "b", Key: key(1), Path: "b.go"},
		{Name: "b", Key: key(1), Path: "b.go", Line: 9}, // same name twice: one entry
		{Name: "c", Key: key(2), Path: "c.go"}, {Name: "d", Key: key(3), Path: "d.go"},
		{Name: "ext", Key: model.Key{File: -1, Symbol: -1}, Path: "file:///elsewhere.go"},
	}}
	// Callers in better-ranked files first: d (0.4), b (0.3), c (0.2), a (0.1), then unindexed.
	names, more := callerBadge(facts, nil, []float64{0.1, 0.3, 0.2, 0.4})
	if strings.Join(names, ",") != "d,b,c" || more != 2 {
		t.Errorf("callerBadge = %v +%d, want [d b c] +2", names, more)
	}
	if names, more := callerBadge(nil, nil, nil); names != nil || more != 0 {
		t.Errorf("callerBadge(nil) = %v +%d", names, more)
	}
}

// TestMapSignature: the map line shows the signature the enrichment
// chose (SymbolFacts.Signature, never the raw hover), decorated and
// shortened like the outline's.
func TestMapSignature(t *testing.T) {
	s := &extract.Symbol{Name: "url", Kind: extract.KindMethod, Signature: "def url(self)", Decorators: "@property"}
	long := "def f(" + strings.Repeat("a, ", 60) + "z) -> int"
	tests := []struct {
		name  string
		facts *model.SymbolFacts
		max   int
		want  string
		src   model.Source
	}{
		{"no facts", nil, 120, "@property def url(self)", ""},
		{"chosen signature, decorated", &model.SymbolFacts{Signature: "def url(self) -> str"}, 120, "@property def url(self) -> str", model.SourceLSP},
		{"raw hover alone is not shown", &model.SymbolFacts{Hover: &protocol.Hover{Signature: "(property) url: (self: Self@Request) -> str"}}, 120, "@property def url(self)", ""},
		{"shortened like the outline's", &model.SymbolFacts{Signature: long}, 40, "@property def f(a, a, a, a, a, a, a, …, z) -> int", model.SourceLSP},
	}
	for _, tc := range tests {
		sig, src := mapSignature("python", s, tc.facts, tc.max)
		if sig != tc.want || src != tc.src {
			t.Errorf("%s: mapSignature = %q (%q), want %q (%q)", tc.name, sig, src, tc.want, tc.src)
		}
	}
}

func TestDiagnosticHome(t *testing.T) {
	def := &scip.Occurrence{Symbol: "F", Range: []int32{2, 5, 6}, EnclosingRange: []int32{2, 0, 6, 1}, SymbolRoles: int32(scip.SymbolRole_Definition)}
	outer := &scip.Occurrence{Symbol: "T", Range: []int32{0, 5, 6}, EnclosingRange: []int32{0, 0, 10, 1}, SymbolRoles: int32(scip.SymbolRole_Definition)}
	ref := &scip.Occurrence{Symbol: "G", Range: []int32{4, 2, 5}}
	occs := []*scip.Occurrence{outer, def, ref}
	tests := []struct {
		name string
		at   extract.Position
		want *scip.Occurrence
	}{
		{"on a reference", extract.Position{Line: 4, Column: 3}, ref},
		{"in a body, no occurrence", extract.Position{Line: 5, Column: 0}, def},
		{"in the outer definition only", extract.Position{Line: 8, Column: 0}, outer},
		{"outside everything", extract.Position{Line: 20, Column: 0}, nil},
	}
	for _, tc := range tests {
		if got := diagnosticHome(occs, tc.at); got != tc.want {
			t.Errorf("%s: home = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestWriteDiagnosticsJSON(t *testing.T) {
	g := &refgraph.Graph{Files: []*extract.File{{Path: "a.go"}, {Path: "b.go"}}}
	var empty bytes.Buffer
	if err := WriteDiagnosticsJSON(&empty, g, nil); err != nil {
		t.Fatal(err)
	}
	if want := "{\"diagnostics\": [\n],\n\"notices\": []\n}\n"; empty.String() != want {
		t.Errorf("without enrichment:\n%s\nwant\n%s", empty.String(), want)
	}
	e := &model.Enrichment{Diagnostics: []model.FileDiagnostic{
		{File: 0, Range: extract.Range{Start: extract.Position{Line: 1, Column: 2}, End: extract.Position{Line: 1, Column: 4}}, Severity: protocol.SeverityWarning, Message: "w", Source: "vet"},
		{File: 1, Range: extract.Range{}, Severity: protocol.SeverityError, Code: "X", Message: "e"},
	}}
	var b bytes.Buffer
	if err := WriteDiagnosticsJSON(&b, g, e); err != nil {
		t.Fatal(err)
	}
	want := `{"diagnostics": [
{"path":"a.go","line":2,"column":3,"end_line":2,"end_column":5,"severity":"warning","tool":"vet","message":"w","source":"lsp"},
{"path":"b.go","line":1,"column":1,"end_line":1,"end_column":1,"severity":"error","code":"X","message":"e","source":"lsp"}
],
"notices": []
}
`
	if b.String() != want {
		t.Errorf("diagnostics.json =\n%s\nwant\n%s", b.String(), want)
	}
}

// TestEnrichmentJSONLeavesOutTimings: enrichment.json carries each
// language's counts and none of its timings (which --json reports): two
// runs whose servers answered the same give the same bytes, and no
// field reads as a measurement of zero seconds.
func TestEnrichmentJSONLeavesOutTimings(t *testing.T) {
	res := &indexer.Result{Files: []*extract.File{{Path: "a.go", Language: "go"}}}
	reg, err := langs.New()
	if err != nil {
		t.Fatal(err)
	}
	st := model.LanguageStats{Language: "go", Server: "ok", Hovered: 3, Seconds: 1.5, FirstRequestSeconds: 0.2,
		RefsDoneSeconds: 0.7, HoverDoneSeconds: 1.1, DiagnosticsDoneSeconds: 1.4}
	var a, b bytes.Buffer
	if err := WriteEnrichmentJSON(&a, res, reg, &model.Enrichment{Languages: []model.LanguageStats{st}}); err != nil {
		t.Fatal(err)
	}
	st.Seconds, st.HoverDoneSeconds = 9, 8
	if err := WriteEnrichmentJSON(&b, res, reg, &model.Enrichment{Languages: []model.LanguageStats{st}}); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("timings changed the bytes:\n%s\n---\n%s", a.String(), b.String())
	}
	for _, key := range []string{`"seconds"`, `"first_request_seconds"`, `"references_done_seconds"`, `"hover_done_seconds"`, `"diagnostics_done_seconds"`} {
		if strings.Contains(a.String(), key) {
			t.Errorf("enrichment.json has %s:\n%s", key, a.String())
		}
	}
	if !strings.Contains(a.String(), `"hovered":3`) || !strings.Contains(a.String(), `"server":"ok"`) {
		t.Errorf("enrichment.json lost the counts:\n%s", a.String())
	}
}
