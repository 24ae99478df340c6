package output

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/testutil"
)

// fullHead and fullFiles set every field of the map's records, with text
// an XML or JSON writer must escape, so that each format shows all of
// them (goldens) and gives them back (round trips).
func fullHead() mapHead {
	return mapHead{
		Files: 120, Shown: 2, Named: 1,
		Directories: []mapDir{{Path: ".", Files: 3}, {Path: "pkg/net", Files: 40, Doc: `Package net speaks "wire" & <frames>.`}},
		EntryPoints: []mapEntry{{Path: "cmd/x/main.go", Role: "main"}, {Path: "cli.py", Object: "main", Role: "script x"}, {Object: "gone.mod:run", Role: "script y"}},
		External:    []mapDep{{Name: "github.com/a/b", Files: 7}, {Name: "pytest", Scope: "test", Files: 2, TestOnly: true}, {Name: "left-pad"}},
	}
}

func fullFiles() []mapFile {
	return []mapFile{
		{
			Path: "pkg/net/conn.go", Dependents: 6, Rank: 3.14159, Reason: "focus", Focus: true, Partial: true,
			Quality: "[partial parse]", Summary: "Conn is a <wire> & more.",
			Users: []string{"a.go", "b/c.go"}, MoreUsers: 4, Exports: []string{"Conn", "Dial"}, MoreExports: 3,
			Symbols: []mapSymbol{
				{Name: "Dial", Kind: "function", Exported: true, Signature: "func Dial(addr string) (*Conn, error)", Line: 12, EndLine: 30, Users: 5,
					Source: "lsp", Callers: []string{"main", "Serve"}, MoreCallers: 2},
				{Name: "Header*", Kind: "constant", Exported: true, Signature: "const Header*", Line: 40, EndLine: 58,
					Names: []string{"HeaderA", "HeaderB", "HeaderC", "HeaderD", "HeaderE", "HeaderF", "HeaderG", "HeaderH", "HeaderI", "HeaderJ"}},
				{Name: "close", Kind: "method", Signature: "func (c *Conn) close() error", Line: 70, EndLine: 75, In: "Conn"},
			},
			More: 25, MoreNames: []string{"Push", "Fetch"}, MoreLines: []int{120, 98},
		},
		{Path: "util.go", Dependents: 1, Rank: 0.0421, Reason: "used by focus",
			Symbols: []mapSymbol{{Name: "Helper", Kind: "function", Exported: true, Signature: "func Helper() int", Line: 4, EndLine: 6}},
			More:    3, MoreNames: []string{"A", "B", "C"}},
		{Path: "pkg/net/dial.go", Dependents: 2, NamesOnly: true, Quality: "[regex]", More: 7,
			MoreNames: []string{"Redial", "backoff"}, MoreLines: []int{8, 40}},
	}
}

// TestSoulMapFormatsGolden: every field of a file, definition and head
// item shows in each format, as the goldens pin (run with -update to
// accept a change of notation).
func TestSoulMapFormatsGolden(t *testing.T) {
	c := mapCount{Tokens: 3981, Budget: 4000}
	for _, tc := range []struct {
		format string
		render func(mapHead, []mapFile, mapCount) string
	}{
		{"md", func(h mapHead, f []mapFile, c mapCount) string { return renderMD(h, f, true, c) }},
		{"xml", renderXML},
		{"json", renderJSON},
	} {
		t.Run(tc.format, func(t *testing.T) {
			testutil.Golden(t, filepath.Join("testdata", "soulmap", "full."+tc.format), []byte(tc.render(fullHead(), fullFiles(), c)))
		})
	}
}

// xmlMap mirrors the XML map's elements and attributes.
type xmlMap struct {
	Files  int    `xml:"files,attr"`
	Shown  int    `xml:"shown,attr"`
	Named  int    `xml:"named,attr"`
	Tokens int    `xml:"tokens,attr"`
	Budget int    `xml:"budget,attr"`
	Legend string `xml:"legend"`
	Dirs   []struct {
		Path  string `xml:"path,attr"`
		Files int    `xml:"files,attr"`
		Doc   string `xml:"doc,attr"`
	} `xml:"directories>dir"`
	Entries []struct {
		Path   string `xml:"path,attr"`
		Object string `xml:"object,attr"`
		Role   string `xml:"role,attr"`
	} `xml:"entry_points>entry"`
	Deps []struct {
		Name     string `xml:"name,attr"`
		Scope    string `xml:"scope,attr"`
		TestOnly bool   `xml:"test_only,attr"`
		Files    int    `xml:"files,attr"`
	} `xml:"external_dependencies>dep"`
	RankedFiles []struct {
		Path        string   `xml:"path,attr"`
		Dependents  int      `xml:"dependents,attr"`
		Rank        float64  `xml:"rank,attr"`
		Reason      string   `xml:"reason,attr"`
		Focus       bool     `xml:"focus,attr"`
		Partial     bool     `xml:"partial,attr"`
		NamesOnly   bool     `xml:"names_only,attr"`
		Quality     string   `xml:"quality,attr"`
		More        int      `xml:"more,attr"`
		MoreUsers   int      `xml:"more_users,attr"`
		MoreExports int      `xml:"more_exports,attr"`
		Summary     string   `xml:"summary,attr"`
		Users       []string `xml:"user"`
		Exports     []string `xml:"export"`
		MoreNames   []struct {
			Line int    `xml:"line,attr"`
			Name string `xml:",chardata"`
		} `xml:"more_name"`
		Defs []struct {
			Name        string   `xml:"name,attr"`
			Kind        string   `xml:"kind,attr"`
			Exported    bool     `xml:"exported,attr"`
			Line        int      `xml:"line,attr"`
			EndLine     int      `xml:"end_line,attr"`
			In          string   `xml:"in,attr"`
			Users       int      `xml:"users,attr"`
			Source      string   `xml:"source,attr"`
			MoreCallers int      `xml:"more_callers,attr"`
			Sig         string   `xml:"sig,attr"`
			Names       []string `xml:"member"`
			Callers     []string `xml:"caller"`
		} `xml:"def"`
	} `xml:"file"`
}

// fromXML reads an XML map back into the map's records.
func fromXML(t *testing.T, raw string) (mapHead, []mapFile, mapCount) {
	t.Helper()
	var x xmlMap
	if err := xml.Unmarshal([]byte(raw), &x); err != nil {
		t.Fatalf("xml: %v\n%s", err, raw)
	}
	h := mapHead{Files: x.Files, Shown: x.Shown, Named: x.Named}
	for _, d := range x.Dirs {
		h.Directories = append(h.Directories, mapDir{Path: d.Path, Files: d.Files, Doc: d.Doc})
	}
	for _, e := range x.Entries {
		h.EntryPoints = append(h.EntryPoints, mapEntry{Path: e.Path, Object: e.Object, Role: e.Role})
	}
	for _, d := range x.Deps {
		h.External = append(h.External, mapDep{Name: d.Name, Scope: d.Scope, Files: d.Files, TestOnly: d.TestOnly})
	}
	var files []mapFile
	for _, f := range x.RankedFiles {
		mf := mapFile{Path: f.Path, Dependents: f.Dependents, Rank: f.Rank, Reason: f.Reason, Focus: f.Focus, Partial: f.Partial, NamesOnly: f.NamesOnly,
			Quality: f.Quality, More: f.More, MoreUsers: f.MoreUsers, Summary: f.Summary, Users: f.Users, Exports: f.Exports, MoreExports: f.MoreExports}
		for _, n := range f.MoreNames {
			mf.MoreNames = append(mf.MoreNames, n.Name)
			if n.Line > 0 {
				mf.MoreLines = append(mf.MoreLines, n.Line)
			}
		}
		for _, d := range f.Defs {
			mf.Symbols = append(mf.Symbols, mapSymbol{Name: d.Name, Kind: d.Kind, Exported: d.Exported, Signature: d.Sig, Line: d.Line, EndLine: d.EndLine,
				In: d.In, Users: d.Users, Names: d.Names, Source: d.Source, Callers: d.Callers, MoreCallers: d.MoreCallers})
		}
		files = append(files, mf)
	}
	return h, files, mapCount{Tokens: x.Tokens, Budget: x.Budget}
}

// TestSoulMapStructuredRoundTrip: xml and json give back every field of
// the head items, files and definitions as it was (the rank to the two
// significant digits the map shows), none of them inside a string; the
// optional ones are absent when not set.
func TestSoulMapStructuredRoundTrip(t *testing.T) {
	bare := []mapFile{{Path: "a.go", Symbols: []mapSymbol{{Name: "main", Kind: "function", Signature: "func main()", Line: 3, EndLine: 5}}}}
	for _, tc := range []struct {
		name  string
		head  mapHead
		files []mapFile
	}{
		{"every field", fullHead(), fullFiles()},
		{"only what is always there", mapHead{Files: 1, Shown: 1}, bare},
		{"no file", mapHead{Files: 3}, nil},
	} {
		want := slices.Clone(tc.files)
		for i := range want {
			want[i].Rank = roundRank(want[i].Rank)
		}
		c := mapCount{Tokens: 1234, Budget: 5000}
		t.Run(tc.name+"/xml", func(t *testing.T) {
			raw := renderXML(tc.head, tc.files, c)
			h, files, gotC := fromXML(t, raw)
			if !reflect.DeepEqual(h, tc.head) || !reflect.DeepEqual(files, want) || gotC != c {
				t.Errorf("xml gives back\n%+v\n%+v\n%+v\nwant\n%+v\n%+v\n%+v\n%s", h, files, gotC, tc.head, want, c, raw)
			}
			if tc.name != "every field" {
				for _, attr := range []string{"reason=", "focus=", "partial=", "more=", "rank=", " in=", "users=", "source=", "<user>", "<member>", "<more_name", "named=", "names_only="} {
					if strings.Contains(raw, attr) {
						t.Errorf("xml has %s for a field not set:\n%s", attr, raw)
					}
				}
			}
		})
		t.Run(tc.name+"/json", func(t *testing.T) {
			raw := renderJSON(tc.head, tc.files, c)
			var got jsonMap
			if err := json.Unmarshal([]byte(raw), &got); err != nil {
				t.Fatal(err)
			}
			if want == nil {
				want = []mapFile{}
			}
			if got.Version != 2 || got.Tokens != c.Tokens || got.Budget != c.Budget || !reflect.DeepEqual(got.mapHead, tc.head) || !reflect.DeepEqual(got.Files, want) {
				t.Errorf("json gives back %+v, want %+v %+v\n%s", got, tc.head, want, raw)
			}
			if !strings.Contains(raw, `"ranked_files":[`) {
				t.Errorf("ranked_files is not an array:\n%s", raw)
			}
		})
	}
}

// xmlNames are the XML names of the json fields that XML names otherwise
// (a list's items are elements named for one item).
var xmlNames = map[string]string{
	"directories": "<directories>", "entry_points": "<entry_points>", "external_dependencies": "<external_dependencies>",
	"ranked_files": "<file ", "symbols": "<def ", "signature": ` sig="`, "names": "<member>", "callers": "<caller>",
	"exports": "<export>", "more_names": "<more_name", "more_lines": `<more_name line="`,
}

// jsonFields lists the json names of t's fields, embedded structs' own
// included, with whether each is omitted when empty.
func jsonFields(t reflect.Type) (names []string, omit map[string]bool, kinds map[string]reflect.Type) {
	omit, kinds = map[string]bool{}, map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if f.Anonymous && tag == "" {
			n, o, k := jsonFields(f.Type)
			names = append(names, n...)
			for k2, v := range o {
				omit[k2] = v
			}
			for k2, v := range k {
				kinds[k2] = v
			}
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		names = append(names, name)
		omit[name] = strings.Contains(opts, "omitempty")
		kinds[name] = f.Type
	}
	return names, omit, kinds
}

// TestSoulMapXMLCarriesEveryField: each field the json map has (version
// aside: XML's legend stands for it) is an attribute or element of the
// XML map, under the same name unless xmlNames says otherwise: a field
// added to the records and rendered in json only fails here.
func TestSoulMapXMLCarriesEveryField(t *testing.T) {
	raw := renderXML(fullHead(), fullFiles(), mapCount{Tokens: 1, Budget: 2})
	for _, typ := range []reflect.Type{reflect.TypeFor[jsonMap](), reflect.TypeFor[mapDir](), reflect.TypeFor[mapEntry](),
		reflect.TypeFor[mapDep](), reflect.TypeFor[mapFile](), reflect.TypeFor[mapSymbol]()} {
		names, _, _ := jsonFields(typ)
		for _, n := range names {
			if n == "version" {
				continue
			}
			want := xmlNames[n]
			if want == "" {
				want = " " + n + `="`
			}
			if n == "users" && typ == reflect.TypeFor[mapFile]() {
				want = "<user>"
			}
			if !strings.Contains(raw, want) {
				t.Errorf("%s.%s: the XML map has no %s:\n%s", typ.Name(), n, want, raw)
			}
		}
	}
}

// TestSoulMapJSONDocumented: docs/soulmap-json.md documents every field
// the json map's Go types emit, in the table of its object, with its
// type and whether it is omitted, and no field they do not emit.
func TestSoulMapJSONDocumented(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "soulmap-json.md"))
	if err != nil {
		t.Fatal(err)
	}
	// Tables by section: "## Top level" or "## `ranked_files[]`".
	type row struct{ typ, omitted string }
	tables := map[string]map[string]row{}
	section := ""
	for _, line := range strings.Split(string(doc), "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			section = strings.Trim(h, "`")
			tables[section] = map[string]row{}
			continue
		}
		cells := strings.Split(line, "|")
		if section == "" || len(cells) != 6 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		tables[section][strings.Trim(strings.TrimSpace(cells[1]), "`")] = row{strings.TrimSpace(cells[2]), strings.TrimSpace(cells[4])}
	}
	if !strings.Contains(string(doc), "version 2") || jsonVersion != 2 {
		t.Errorf("the document is not of jsonVersion %d", jsonVersion)
	}
	typeName := func(t reflect.Type) string {
		switch t.Kind() {
		case reflect.String:
			return "string"
		case reflect.Int:
			return "integer"
		case reflect.Float64:
			return "number"
		case reflect.Bool:
			return "boolean"
		case reflect.Slice:
			switch t.Elem().Kind() {
			case reflect.String:
				return "array of strings"
			case reflect.Int:
				return "array of integers"
			}
			return "array of objects"
		}
		return t.String()
	}
	for _, tc := range []struct {
		section string
		typ     reflect.Type
	}{
		{"Top level", reflect.TypeFor[jsonMap]()},
		{"directories[]", reflect.TypeFor[mapDir]()},
		{"entry_points[]", reflect.TypeFor[mapEntry]()},
		{"external_dependencies[]", reflect.TypeFor[mapDep]()},
		{"ranked_files[]", reflect.TypeFor[mapFile]()},
		{"ranked_files[].symbols[]", reflect.TypeFor[mapSymbol]()},
	} {
		t.Run(tc.section, func(t *testing.T) {
			table, ok := tables[tc.section]
			if !ok {
				t.Fatalf("no section %q in docs/soulmap-json.md", tc.section)
			}
			names, omit, kinds := jsonFields(tc.typ)
			for _, n := range names {
				r, ok := table[n]
				switch {
				case !ok:
					t.Errorf("field %q (%s) is not documented", n, tc.typ.Name())
				case !strings.HasPrefix(r.typ, typeName(kinds[n])):
					t.Errorf("field %q: documented as %q, it is %s", n, r.typ, typeName(kinds[n]))
				case omit[n] == strings.HasPrefix(r.omitted, "never"):
					t.Errorf("field %q: documented as omitted %q, omitempty is %v", n, r.omitted, omit[n])
				}
			}
			for n := range table {
				if !slices.Contains(names, n) {
					t.Errorf("documented field %q is not emitted by %s", n, tc.typ.Name())
				}
			}
		})
	}
}

// TestSoulMapMarkdownNotation: a file's line, a definition's, a group's
// and the left-out line in md, each part only when the file has it.
func TestSoulMapMarkdownNotation(t *testing.T) {
	files := []struct {
		name string
		f    mapFile
		want string
	}{
		{"plain", mapFile{Path: "a.go", Dependents: 2}, "a.go: (→2)"},
		{"rank", mapFile{Path: "a.go", Dependents: 2, Rank: 3.14159}, "a.go: (→2) 3.1%"},
		{"small rank", mapFile{Path: "a.go", Rank: 0.04217}, "a.go: (→0) 0.042%"},
		{"big rank", mapFile{Path: "a.go", Rank: 41.96}, "a.go: (→0) 42%"},
		{"users", mapFile{Path: "a.go", Dependents: 6, Users: []string{"b.go", "c/d.go"}, MoreUsers: 4}, "a.go: (→6) ← b.go, c/d.go, +4"},
		{"all users named", mapFile{Path: "a.go", Dependents: 1, Users: []string{"b.go"}}, "a.go: (→1) ← b.go"},
		{"focus, its reason said once", mapFile{Path: "a.go", Focus: true, Reason: "focus"}, "a.go: (→0) [focus]"},
		{"focus not in full", mapFile{Path: "a.go", Focus: true, Partial: true, Reason: "focus"}, "a.go: (→0) [focus] [not in full]"},
		{"neighbour", mapFile{Path: "a.go", Rank: 1.5, Reason: "used by focus", Quality: "[regex]", Summary: "Does a."}, "a.go: (→0) 1.5% [used by focus] [regex] — Does a."},
		{"everything", fullFiles()[0], "pkg/net/conn.go: (→6) 3.1% [focus] [not in full] [partial parse] ← a.go, b/c.go, +4 — Conn is a <wire> & more."},
	}
	for _, tc := range files {
		t.Run("file/"+tc.name, func(t *testing.T) {
			if got := mdFileLine(&tc.f); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
	syms := []struct {
		name string
		s    mapSymbol
		want string
	}{
		{"definition", mapSymbol{Signature: "func A() int", Line: 4}, "  +func A() int :4"},
		{"member", mapSymbol{Signature: "X int", In: "T", Line: 8}, "  +X int (in T) :8"},
		{"callers", mapSymbol{Signature: "func A()", Line: 4, Callers: []string{"main"}, MoreCallers: 2}, "  +func A() :4 [main, +2↑]"},
		{"small group", mapSymbol{Signature: "fields", Names: []string{"a", "b", "c"}, In: "T", Line: 3}, "  +fields: a, b, c (in T) :3"},
		{"large group", fullFiles()[0].Symbols[1], "  +const Header*: HeaderA, HeaderB, HeaderC, HeaderD, HeaderE, HeaderF, HeaderG, HeaderH, +2 :40"},
	}
	for _, tc := range syms {
		t.Run("def/"+tc.name, func(t *testing.T) {
			if got := mdSymbolLine(&tc.s); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
	more := []struct {
		name string
		f    mapFile
		want string
	}{
		{"counted", mapFile{More: 25}, "  ... +25 more"},
		{"some named", mapFile{More: 25, MoreNames: []string{"Push", "Fetch"}}, "  ... +25 more: Push, Fetch, …"},
		{"all named", mapFile{More: 2, MoreNames: []string{"Push", "Fetch"}}, "  ... +2 more: Push, Fetch"},
		{"named at their lines", mapFile{More: 3, MoreNames: []string{"Push", "Fetch"}, MoreLines: []int{120, 98}}, "  ... +3 more: Push:120, Fetch:98, …"},
	}
	for _, tc := range more {
		t.Run("more/"+tc.name, func(t *testing.T) {
			if got := mdMoreLine(&tc.f); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestSoulMapLegendParts: each format's legend explains a mark exactly
// when the map shows it.
func TestSoulMapLegendParts(t *testing.T) {
	type part struct{ md, xml string }
	parts := []struct {
		name  string
		part  part
		shows func(*mapFile)
	}{
		{"rank", part{"N% = ", "rank = "}, func(f *mapFile) { f.Rank = 2 }},
		{"users", part{"← a, b, +N = ", "user = "}, func(f *mapFile) { f.Users = []string{"b.go"} }},
		{"named left-outs", part{"... +K more: A:line, B:line = ", "more_name = "}, func(f *mapFile) { f.More, f.MoreNames = 2, []string{"X"} }},
		{"group", part{"+line: A, B, +N = ", "member = "}, func(f *mapFile) { f.Symbols[0].Names = []string{"A", "B"} }},
		{"not in full", part{"[not in full] = ", "partial = "}, func(f *mapFile) { f.Focus, f.Partial = true, true }},
		{"reason", part{"[uses focus] = it uses a focus file", "uses focus = it uses a focus file"}, func(f *mapFile) { f.Reason = "uses focus" }},
		{"focus", part{"[focus] = ", "focus = "}, func(f *mapFile) { f.Focus = true }},
		{"summary", part{"— text = ", "summary = "}, func(f *mapFile) { f.Summary = "Does a." }},
		{"definition users", part{"", "def users = "}, func(f *mapFile) { f.Symbols[0].Users = 3 }},
		{"exports", part{"", "export = "}, func(f *mapFile) { f.Exports = []string{"A"} }},
	}
	legends := func(files []mapFile) (string, string) {
		md, _, _ := strings.Cut(strings.TrimPrefix(renderMD(mapHead{}, files, false, mapCount{}), "<soul_map>\n"), "\n")
		var x xmlMap
		if err := xml.Unmarshal([]byte(renderXML(mapHead{}, files, mapCount{})), &x); err != nil {
			t.Fatal(err)
		}
		return md, x.Legend
	}
	for _, tc := range parts {
		t.Run(tc.name, func(t *testing.T) {
			plain := []mapFile{{Path: "a.go", Symbols: []mapSymbol{{Name: "A", Kind: "function", Signature: "func A()", Line: 1, EndLine: 1}}}}
			marked := []mapFile{plain[0]}
			marked[0].Symbols = slices.Clone(plain[0].Symbols)
			tc.shows(&marked[0])
			for _, c := range []struct {
				files []mapFile
				want  bool
			}{{plain, false}, {marked, true}} {
				md, x := legends(c.files)
				if tc.part.md != "" && strings.Contains(md, tc.part.md) != c.want {
					t.Errorf("md legend explains %q: %v, want %v: %q", tc.part.md, !c.want, c.want, md)
				}
				if strings.Contains(x, tc.part.xml) != c.want {
					t.Errorf("xml legend explains %q: %v, want %v: %q", tc.part.xml, !c.want, c.want, x)
				}
			}
		})
	}
}

// stated reads the token count and budget a map states about itself.
func stated(t *testing.T, format, m string) (tokens, budget int) {
	t.Helper()
	switch format {
	case "json":
		var j jsonMap
		if err := json.Unmarshal([]byte(m), &j); err != nil {
			t.Fatal(err)
		}
		return j.Tokens, j.Budget
	case "xml":
		var x xmlMap
		if err := xml.Unmarshal([]byte(m), &x); err != nil {
			t.Fatal(err)
		}
		return x.Tokens, x.Budget
	}
	sub := regexp.MustCompile(`(?m)^\d+ files indexed; the \d+ best-ranked shown(?:, \d+ more named)?; ([\d,]+) of ([\d,]+) tokens\.$`).FindStringSubmatch(m)
	if sub == nil {
		t.Fatalf("md: no counts line:\n%s", m)
	}
	num := func(s string) int {
		n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	return num(sub[1]), num(sub[2])
}

// TestSoulMapTokenCount: every format states its own size, which is the
// real count of its bytes with the run's tokenizer, and its budget,
// never exceeded, whatever the budget (thousands and more included: a
// figure one digit longer changes the count it states).
func TestSoulMapTokenCount(t *testing.T) {
	files := map[string]string{"go.mod": "module ex.com/m\n\ngo 1.22\n"}
	for i := range 40 {
		n := strconv.Itoa(i)
		files["pkg"+n+"/f.go"] = "// Package pkg" + n + " holds the helpers of part " + n + ".\npackage pkg" + n +
			"\n\n// Run" + n + " runs it.\nfunc Run" + n + "(ctx context.Context, name string, opts Options) (Result, error) { return Result{}, nil }\n\n" +
			"type Options struct {\n\tName string\n\tDepth int\n}\n\ntype Result struct{ N int }\n"
	}
	res, g, _ := indexRepo(t, writeRepo(t, files))
	for _, tok := range []string{"o200k_base", "cl100k_base"} {
		counter, err := NewCounter(tok)
		if err != nil {
			t.Fatal(err)
		}
		for _, format := range []string{"md", "xml", "json"} {
			for _, budget := range []int{300, 999, 1000, 1001, 2500, 100000} {
				t.Run(tok+"/"+format+"/"+strconv.Itoa(budget), func(t *testing.T) {
					var b bytes.Buffer
					if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: budget, Format: format, Tokenizer: tok}); err != nil {
						t.Fatal(err)
					}
					n, err := counter.Count(b.String())
					if err != nil {
						t.Fatal(err)
					}
					tokens, gotBudget := stated(t, format, b.String())
					if tokens != n || gotBudget != budget || n > budget {
						t.Errorf("states %d of %d tokens; it has %d, budget %d", tokens, gotBudget, n, budget)
					}
				})
			}
		}
	}
}

// TestSoulMapSettle: the stated figure is the count of the bytes that
// state it, found by rendering again, also when a figure one digit
// longer costs a token more (999 → 1000) and when two figures point at
// each other (a cycle: every figure between them is tried).
func TestSoulMapSettle(t *testing.T) {
	// The "map" is the figure itself; its count is what each case says.
	layout := func(_ mapHead, _ int, c mapCount) string { return strconv.Itoa(c.Tokens) }
	tests := []struct {
		name   string
		count  func(t int) int
		budget int
		want   int
		ok     bool
	}{
		{"fixed at once", func(int) int { return 500 }, 4000, 500, true},
		{"a digit less", func(t int) int { return 995 + len(strconv.Itoa(t)) }, 4000, 998, true},
		{"crossing a thousand", func(t int) int { return 997 + len(strconv.Itoa(t)) }, 500, 1001, true},
		{"cycle with a point between", func(t int) int {
			switch {
			case t == 100:
				return 102
			case t == 102:
				return 100
			case t == 101:
				return 101
			}
			return 100
		}, 4000, 101, true},
		{"no fixed point", func(t int) int {
			if t%2 == 0 {
				return t + 1
			}
			return t - 1
		}, 10, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			count := func(s string) int {
				n, _ := strconv.Atoi(s)
				return tc.count(n)
			}
			_, got, ok := settle(layout, count, mapHead{}, 0, tc.budget)
			if got != tc.want || ok != tc.ok {
				t.Errorf("settled at %d (%v), want %d (%v)", got, ok, tc.want, tc.ok)
			}
		})
	}
}

// TestSoulMapTinyBudget: a budget too small to show one file is an error
// naming the smallest budget that shows one, and that budget does, in
// every format; a repository with nothing to show names the smallest
// that holds the legend.
func TestSoulMapTinyBudget(t *testing.T) {
	withDefs, defsGraph, _ := indexRepo(t, writeRepo(t, map[string]string{
		"go.mod":     "module ex.com/m\n\ngo 1.22\n",
		"lib/lib.go": "// Package lib does the work.\npackage lib\n\n// Work works.\nfunc Work(ctx context.Context, name string) error { return nil }\n",
		"main.go":    "package main\n\nimport \"ex.com/m/lib\"\n\nfunc main() { _ = lib.Work(nil, \"\") }\n",
	}))
	none, noneGraph, _ := indexRepo(t, writeRepo(t, map[string]string{"empty.py": ""}))
	for _, format := range []string{"md", "xml", "json"} {
		for _, tc := range []struct {
			name    string
			noFiles bool
		}{{"definitions", false}, {"nothing to show", true}} {
			t.Run(format+"/"+tc.name, func(t *testing.T) {
				res, g := withDefs, defsGraph
				if tc.noFiles {
					res, g = none, noneGraph
				}
				write := func(budget int) (string, error) {
					var b bytes.Buffer
					_, err := WriteSoulMap(&b, res, g, MapOptions{Budget: budget, Format: format})
					return b.String(), err
				}
				_, err := write(1)
				var be *BudgetError
				if !errors.As(err, &be) || be.Budget != 1 || be.NoFiles != tc.noFiles || be.Need <= 1 {
					t.Fatalf("budget 1: %v, want a *BudgetError", err)
				}
				if !strings.Contains(err.Error(), "--budget "+strconv.Itoa(be.Need)) {
					t.Errorf("the error does not name the budget to use: %v", err)
				}
				if m, err := write(be.Need - 1); !errors.As(err, new(*BudgetError)) {
					t.Errorf("budget %d, one below the smallest: no error:\n%s", be.Need-1, m)
				} else if need := err.(*BudgetError).Need; need != be.Need {
					t.Errorf("budget %d names %d, budget 1 named %d", be.Need-1, need, be.Need)
				}
				m, err := write(be.Need)
				if err != nil {
					t.Fatalf("budget %d, the smallest named: %v", be.Need, err)
				}
				_, shown := statedShown(t, format, m)
				if want := 1; tc.noFiles {
					if shown != 0 {
						t.Errorf("budget %d shows %d files, want 0:\n%s", be.Need, shown, m)
					}
				} else if shown != want {
					t.Errorf("budget %d shows %d files, want %d:\n%s", be.Need, shown, want, m)
				}
			})
		}
	}
}

// statedShown reads the files count and the files shown a map states.
func statedShown(t *testing.T, format, m string) (files, shown int) {
	t.Helper()
	switch format {
	case "json":
		var j jsonMap
		if err := json.Unmarshal([]byte(m), &j); err != nil {
			t.Fatal(err)
		}
		if len(j.Files) != j.Shown+j.Named {
			t.Errorf("shown %d and named %d, ranked_files holds %d", j.Shown, j.Named, len(j.Files))
		}
		return j.mapHead.Files, j.Shown
	case "xml":
		x, _, _ := fromXML(t, m)
		return x.Files, x.Shown
	}
	sub := regexp.MustCompile(`(?m)^(\d+) files indexed; the (\d+) best-ranked shown`).FindStringSubmatch(m)
	if sub == nil {
		t.Fatalf("md: no counts line:\n%s", m)
	}
	files, _ = strconv.Atoi(sub[1])
	shown, _ = strconv.Atoi(sub[2])
	return files, shown
}
