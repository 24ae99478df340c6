package refgraph_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/refgraph"
)

// relationNames prints relations as "Sub -> Super (kind)", each end as
// Container.Name.
func relationNames(g *refgraph.Graph, rs []refgraph.Relation) []string {
	name := func(t refgraph.Target) string {
		s := &g.Files[t.File].Symbols[t.Symbol]
		if c := s.ContainerName(); c != "" {
			return c + "." + s.Name
		}
		return s.Name
	}
	kinds := map[refgraph.RelKind]string{refgraph.RelDeclared: "declared", refgraph.RelStructural: "structural", refgraph.RelEmbeds: "embeds"}
	var out []string
	for _, r := range rs {
		out = append(out, name(r.Sub)+" -> "+name(r.Super)+" ("+kinds[r.Kind]+")")
	}
	slices.Sort(out)
	return out
}

// TestHierarchy: per language family, the type relations and the member
// relations they imply.
func TestHierarchy(t *testing.T) {
	tests := []struct {
		name           string
		files          map[string]string
		types, members []string
	}{
		{"go: method sets, promoted methods, embedding, signatures", map[string]string{
			"go.mod": "module example.com/m\n\ngo 1.22\n",
			"io.go": "package m\n\ntype Reader interface{ Read(p []byte) (n int, err error) }\n\ntype ReadCloser interface {\n\tReader\n\tClose() error\n}\n\n" +
				"type Empty interface{}\n\ntype Stringer interface{ String() string }\n",
			"file.go": "package m\n\ntype File struct{ closer }\n\nfunc (f *File) Read(b []byte) (int, error) { return 0, nil }\n\n" +
				"type closer struct{}\n\nfunc (closer) Close() error { return nil }\n\n" +
				"type Wrong struct{}\n\nfunc (Wrong) Read(b string) (int, error) { return 0, nil }\n\nfunc (Wrong) String() int { return 0 }\n",
			"sub/sub.go": "package sub\n\nimport \"example.com/m\"\n\ntype Buf struct{ m.File }\n\nfunc (Buf) String() string { return \"\" }\n",
		}, []string{
			"Buf -> ReadCloser (structural)", "Buf -> Reader (structural)", "Buf -> Stringer (structural)",
			"File -> ReadCloser (structural)", "File -> Reader (structural)", "ReadCloser -> Reader (embeds)",
		}, []string{
			"Buf.String -> Stringer.String (structural)",
			"File.Read -> Reader.Read (structural)",
		}},
		{"typescript: extends and implements across files", map[string]string{
			"shape.ts": "export interface Shape { area(): number; name: string }\nexport class Base { describe(): string { return '' } }\n",
			"sq.ts":    "import { Shape, Base } from './shape';\nexport class Sq extends Base implements Shape {\n  name = 'sq';\n  area(): number { return 1 }\n  describe(): string { return 'sq' }\n  extra(): void {}\n}\n",
		}, []string{"Sq -> Base (declared)", "Sq -> Shape (declared)"}, []string{
			"Sq.area -> Shape.area (declared)", "Sq.describe -> Base.describe (declared)", "Sq.name -> Shape.name (declared)",
		}},
		{"python: bases through imports, overrides up the chain", map[string]string{
			"pkg/__init__.py": "",
			"pkg/base.py":     "class Base:\n    def run(self):\n        pass\n\n    def stop(self):\n        pass\n\n\nclass Middle(Base):\n    def stop(self):\n        pass\n",
			"pkg/leaf.py":     "from pkg.base import Middle\n\n\nclass Leaf(Middle):\n    def run(self):\n        pass\n\n    def stop(self):\n        pass\n",
		}, []string{"Leaf -> Middle (declared)", "Middle -> Base (declared)"}, []string{
			"Leaf.run -> Base.run (declared)", "Leaf.stop -> Middle.stop (declared)", "Middle.stop -> Base.stop (declared)",
		}},
		{"java: extends and implements", map[string]string{
			"src/a/Shape.java": "package a;\n\npublic interface Shape {\n  double area();\n}\n",
			"src/a/Sq.java":    "package a;\n\npublic class Sq implements Shape {\n  public double area() { return 1; }\n}\n",
		}, []string{"Sq -> Shape (declared)"}, []string{"Sq.area -> Shape.area (declared)"}},
		{"rust: impl Trait for Type", map[string]string{
			"src/lib.rs": "pub trait Shape {\n    fn area(&self) -> f64;\n}\n\npub struct Sq(f64);\n\nimpl Shape for Sq {\n    fn area(&self) -> f64 { self.0 }\n}\n\nimpl Sq {\n    pub fn new() -> Sq { Sq(1.0) }\n}\n",
		}, []string{"Sq -> Shape (declared)"}, []string{"Sq.area -> Shape.area (declared)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := buildTree(t, tt.files)
			h := g.Hierarchy()
			if got := relationNames(g, h.Types); !slices.Equal(got, tt.types) {
				t.Errorf("types:\n got %s\nwant %s", strings.Join(got, "; "), strings.Join(tt.types, "; "))
			}
			if got := relationNames(g, h.Members); !slices.Equal(got, tt.members) {
				t.Errorf("members:\n got %s\nwant %s", strings.Join(got, "; "), strings.Join(tt.members, "; "))
			}
		})
	}
}

func TestGoSignatureTypes(t *testing.T) {
	tests := []struct {
		method, iface string
		same          bool
	}{
		{"func (f *F) Read(b []byte) (n int, err error)", "Read(p []byte) (int, error)", true},
		{"func (F) Write(p []byte) (int, error)", "Write(b []byte) (n int, err error)", true},
		{"func (F) Do(a, b int, c x.Config) error", "Do(int, int, Config) error", true},
		{"func (F) Do(a int) error", "Do(a string) error", false},
		{"func (F) Do(f func(a, b int) error, ch chan int)", "Do(func(int, int) error, chan int)", false}, // nested names are kept: compared as written
		{"func (F) Close() error", "Close() error", true},
		{"func (F) Close()", "Close() error", false},
	}
	for _, tt := range tests {
		if got := refgraph.SameGoSignature(tt.method, tt.iface); got != tt.same {
			t.Errorf("%q vs %q: %t, want %t", tt.method, tt.iface, got, tt.same)
		}
	}
}

// TestNestedQualifiedTypeNamesNotItself: in type K = M.NS.K, the last K is
// a member of M.NS, never the alias being declared (nor any plain K).
func TestNestedQualifiedTypeNamesNotItself(t *testing.T) {
	g := buildTree(t, map[string]string{
		"provider.ts": "export interface Provider { get(): string }\nexport declare namespace Provider {\n  export type Key = string | number\n}\n",
		"impl.ts":     "import type * as Provider from './provider';\ntype Key = Provider.Provider.Key\nexport const k: Key = 1\n",
	})
	fi := fileIdx(t, g, "impl.ts")
	got, ok := occurrenceTarget(g, fi, 2, "Key", 0) // the alias's own name is no reference
	if !ok {
		t.Fatal("no reference Key on line 2")
	}
	if got == "impl.ts#Key" {
		t.Errorf("Provider.Provider.Key resolves to the alias it declares")
	}
}

// TestHierarchyDepthBounds: a member relates to the nearest same-named
// member however far up within MaxMemberDepth levels (it stopped at 5,
// without a word); past a bound, the types left incomplete are in
// Stopped: a member chain, a Go interface embedding chain and a Go
// struct embedding chain deeper than MaxGoEmbedDepth.
func TestHierarchyDepthBounds(t *testing.T) {
	// pyChain: C0 defines m, C1..Cn-1 extend the one before, Cn overrides m.
	pyChain := func(n int) string {
		var b strings.Builder
		b.WriteString("class C0:\n    def m(self):\n        pass\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "\n\nclass C%d(C%d):\n    pass\n", i, i-1)
		}
		fmt.Fprintf(&b, "\n\nclass C%d(C%d):\n    def m(self):\n        pass\n", n, n-1)
		return b.String()
	}
	var ifaces, structs strings.Builder
	ifaces.WriteString("package p\n\ntype I0 interface{ M0() }\n")
	structs.WriteString("package p\n\ntype S0 struct{}\n\nfunc (S0) Run() {}\n\ntype Runner interface{ Run() }\n")
	for i := 1; i <= 6; i++ {
		fmt.Fprintf(&ifaces, "\ntype I%d interface {\n\tI%d\n\tM%d()\n}\n", i, i-1, i)
		fmt.Fprintf(&structs, "\ntype S%d struct{ S%d }\n", i, i-1)
	}
	for _, tc := range []struct {
		name    string
		files   map[string]string
		member  string // a member relation wanted, "" for none
		absent  string // a member relation not wanted, "" for none
		stopped []string
	}{
		{"7 levels up", map[string]string{"chain.py": pyChain(7)}, "C7.m -> C0.m (declared)", "", nil},
		{"past the member bound", map[string]string{"chain.py": pyChain(refgraph.MaxMemberDepth + 3)}, "", fmt.Sprintf("C%d.m -> C0.m (declared)", refgraph.MaxMemberDepth+3), []string{fmt.Sprintf("C%d", refgraph.MaxMemberDepth+3)}},
		{"go interface embedding", map[string]string{"go.mod": "module example.com/p\n\ngo 1.22\n", "i.go": ifaces.String()}, "", "", []string{"I5", "I6"}},
		{"go struct embedding", map[string]string{"go.mod": "module example.com/p\n\ngo 1.22\n", "s.go": structs.String()}, "", "", []string{"S5", "S6"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := buildTree(t, tc.files)
			h := g.Hierarchy()
			members := relationNames(g, h.Members)
			if tc.member != "" && !slices.Contains(members, tc.member) {
				t.Errorf("members lack %q: %s", tc.member, strings.Join(members, "; "))
			}
			if tc.absent != "" && slices.Contains(members, tc.absent) {
				t.Errorf("members hold %q past the bound", tc.absent)
			}
			var stopped []string
			for _, s := range h.Stopped {
				stopped = append(stopped, g.Files[s.File].Symbols[s.Symbol].Name)
			}
			if !slices.Equal(stopped, tc.stopped) {
				t.Errorf("stopped %q, want %q", stopped, tc.stopped)
			}
		})
	}
}
