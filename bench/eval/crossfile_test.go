package eval

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

const (
	tH = "scip-go gomod m . `m/q`/H()."
	tU = "scip-go gomod m . `m/p`/U()."
	tK = "scip-typescript npm app 1.0 `lib.ts`/K."
	cH = "soulindex gomod m . `m/q`/H()."
	cU = "soulindex gomod m . `m/p`/U()."
	cK = "soulindex npm app 1.0 `lib.ts`/K."
)

// crossFileCorpus is the source text of the indexes of crossFileIndexes.
var crossFileCorpus = map[string]string{
	"lib.go": "package p\n" +
		"\n" +
		"func F() {}\n" +
		"type T struct{ x int }\n" +
		"func G() {}\n" +
		"func (T) M() {}\n",
	"use.go": "package p\n" +
		"import \"m/q\"\n" +
		"func U(t T) {\n" +
		"\tF()\n" +
		"\tq.H()\n" +
		"\tt.x = 1\n" +
		"\tU(t)\n" +
		"\tG()\n" +
		"\tt.M()\n" +
		"\tF()\n" +
		"}\n",
	"q/q.go": "package q\nfunc H() {}\n",
	"lib.ts": "export const K = 1\n",
	// In UTF-16 code units "é😀€" is 4 wide, in bytes 9: the first K is at
	// unit 25 (byte 30), the second at unit 28 (byte 33).
	"app.ts": "import * as ns from \"./lib\"\n" +
		"import { K } from \"./lib\"\n" +
		"const s = \"é😀€\"; use(ns.K, K)\n",
}

// crossFileIndexes: use.go refers to lib.go and q/q.go; app.ts (UTF-16
// columns) to lib.ts. Expected per reference, cross-file unless noted:
//
//	use.go 0 package p   truth only; namespace: left out
//	use.go 2 T           unqualified, found
//	use.go 3 F           unqualified, found
//	use.go 4 q.H         qualified, found
//	use.go 5 t.x         member (field), found
//	use.go 6 U           same file: not cross-file, found
//	use.go 7 G           unqualified, missed (FN)
//	use.go 8 t.M         member (method), found
//	use.go 9 F           unqualified: truth F missed (FN), candidate G wrong (FP)
//	app.ts 2 ns.K        qualified, missed (FN): the candidate has no references there
//	app.ts 2 K           unqualified, missed (FN)
func crossFileIndexes() (truth, cand *scip.Index) {
	app := doc("app.ts", ref(tK, 2, 25, 26), ref(tK, 2, 28, 29))
	app.PositionEncoding = scip.PositionEncoding_UTF16CodeUnitOffsetFromLineStart
	truth = index(
		doc("lib.go", def(tPkg, 0, 8, 9), def(tF, 2, 5, 6), def(tT, 3, 5, 6), def(tTX, 3, 15, 16),
			def(tG, 4, 5, 6), def(tTM, 5, 9, 10)),
		doc("use.go", ref(tPkg, 0, 8, 9), def(tU, 2, 5, 6), ref(tT, 2, 9, 10), ref(tF, 3, 1, 2),
			ref(tH, 4, 3, 4), ref(tTX, 5, 3, 4), ref(tU, 6, 1, 2), ref(tG, 7, 1, 2), ref(tTM, 8, 3, 4),
			ref(tF, 9, 1, 2)),
		doc("q/q.go", def(tH, 1, 5, 6)),
		doc("lib.ts", def(tK, 0, 13, 14)),
		app,
	)
	cand = index(
		doc("lib.go", def(cF, 2, 5, 6), def(cT, 3, 5, 6), def(cTX, 3, 15, 16), def(cG, 4, 5, 6),
			def(cTM, 5, 9, 10)),
		doc("use.go", def(cU, 2, 5, 6), ref(cT, 2, 9, 10), ref(cF, 3, 1, 2), ref(cH, 4, 3, 4),
			ref(cTX, 5, 3, 4), ref(cU, 6, 1, 2), ref(cTM, 8, 3, 4), ref(cG, 9, 1, 2)),
		doc("q/q.go", def(cH, 1, 5, 6)),
		doc("lib.ts", def(cK, 0, 13, 14)),
		doc("app.ts"),
	)
	return truth, cand
}

func writeCorpus(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for p, text := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestCrossFileRefs(t *testing.T) {
	corpus := writeCorpus(t, crossFileCorpus)
	partial := map[string]string{}
	for p, text := range crossFileCorpus {
		if p != "use.go" {
			partial[p] = text
		}
	}
	tests := []struct {
		name                                     string
		corpus                                   string
		all, member, qualified, unqualified      Score
		read, unread, withoutText                int
		textNA                                   bool
		missedQualified, missedUnqual, extraUnql int
	}{
		{
			name: "with text", corpus: corpus,
			all: score(5, 4, 5, 1), member: score(2, 0, 2, 0),
			qualified: score(1, 1, 1, 0), unqualified: score(2, 3, 2, 1),
			read: 2, missedQualified: 1, missedUnqual: 3, extraUnql: 1,
		},
		{
			// Without text, qualified references count as unqualified.
			name: "no corpus", corpus: "",
			all: score(5, 4, 5, 1), member: score(2, 0, 2, 0),
			qualified: score(0, 0, 0, 0), unqualified: score(3, 4, 3, 1),
			withoutText: 11, textNA: true, missedUnqual: 4, extraUnql: 1,
		},
		{
			name: "use.go missing from the corpus", corpus: writeCorpus(t, partial),
			all: score(5, 4, 5, 1), member: score(2, 0, 2, 0),
			qualified: score(0, 1, 0, 0), unqualified: score(3, 3, 3, 1),
			read: 1, unread: 1, withoutText: 9, missedQualified: 1, missedUnqual: 3, extraUnql: 1,
		},
	}
	truthIdx, candIdx := crossFileIndexes()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			truth, cand := FromSCIP("truth", truthIdx), FromSCIP("cand", candIdx)
			res := Evaluate(cand, truth, Options{Corpus: tc.corpus, Examples: 5})
			cf := res.CrossFileRefs
			if cf == nil {
				t.Fatalf("no cross-file score (%s)", res.RefsNA)
			}
			if !reflect.DeepEqual(cf.All, tc.all) {
				t.Errorf("all = %s, want %s", js(cf.All), js(tc.all))
			}
			want := []FormScore{{FormMember, tc.member}, {FormQualified, tc.qualified}, {FormUnqualified, tc.unqualified}}
			if !reflect.DeepEqual(cf.ByForm, want) {
				t.Errorf("by form =\n %s\nwant\n %s", js(cf.ByForm), js(want))
			}
			if cf.FilesRead != tc.read || cf.FilesUnread != tc.unread || cf.RefsWithoutText != tc.withoutText ||
				(cf.TextNA != "") != tc.textNA || len(cf.UnreadSample) != tc.unread {
				t.Errorf("text: read %d, unread %d %q, without text %d, n/a %q; want %d, %d, %d, %v",
					cf.FilesRead, cf.FilesUnread, cf.UnreadSample, cf.RefsWithoutText, cf.TextNA,
					tc.read, tc.unread, tc.withoutText, tc.textNA)
			}
			// Overall references are unchanged: the namespace and
			// same-file references count there.
			if want := score(6, 5, 6, 1); !reflect.DeepEqual(res.Refs.Score, want) {
				t.Errorf("refs = %s, want %s", js(res.Refs.Score), js(want))
			}
			count := func(items []string, prefix string) int {
				n := 0
				for _, it := range items {
					if strings.HasPrefix(it, prefix) {
						n++
					}
				}
				return n
			}
			ex := res.Examples
			if got := [3]int{count(ex.MissedCrossFileRefs, "qualified: "), count(ex.MissedCrossFileRefs, "unqualified: "),
				count(ex.ExtraCrossFileRefs, "unqualified: ")}; got != [3]int{tc.missedQualified, tc.missedUnqual, tc.extraUnql} {
				t.Errorf("examples: missed %q, extra %q", ex.MissedCrossFileRefs, ex.ExtraCrossFileRefs)
			}
		})
	}
}

// TestCrossFileExamples: the wrong candidate reference and the missed
// truth references are listed with their form and place.
func TestCrossFileExamples(t *testing.T) {
	truthIdx, candIdx := crossFileIndexes()
	res := Evaluate(FromSCIP("cand", candIdx), FromSCIP("truth", truthIdx),
		Options{Corpus: writeCorpus(t, crossFileCorpus), Examples: 5})
	wantMissed := []string{ // in file order; the truth's columns in the candidate's bytes (alignColumns)
		"qualified: app.ts:3:31-32 " + tK + " (term)",
		"unqualified: app.ts:3:34-35 " + tK + " (term)",
		"unqualified: use.go:8:2-3 " + tG + " (function)",
		"unqualified: use.go:10:2-3 " + tF + " (function)",
	}
	wantExtra := []string{"unqualified: use.go:10:2-3 " + cG + " (function)"}
	if !reflect.DeepEqual(res.Examples.MissedCrossFileRefs, wantMissed) {
		t.Errorf("missed = %q, want %q", res.Examples.MissedCrossFileRefs, wantMissed)
	}
	if !reflect.DeepEqual(res.Examples.ExtraCrossFileRefs, wantExtra) {
		t.Errorf("extra = %q, want %q", res.Examples.ExtraCrossFileRefs, wantExtra)
	}
}

// TestCrossFileByToolEncoding: a scip-typescript document without a
// PositionEncoding counts UTF-16 code units; as bytes, its column would
// land inside the string literal and the reference would look unqualified.
func TestCrossFileByToolEncoding(t *testing.T) {
	truthIdx, candIdx := crossFileIndexes()
	for _, tc := range []struct {
		tool      string
		qualified Score
	}{
		{"scip-typescript", score(0, 1, 0, 0)},
		{"scip-go", score(0, 0, 0, 0)},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			ti := index(truthIdx.Documents[3], doc("app.ts", ref(tK, 2, 25, 26)))
			ti.Metadata.ToolInfo.Name = tc.tool
			// The candidate needs a reference for references to be scored.
			ci := index(candIdx.Documents[3], doc("app.ts", ref(cK, 2, 33, 34)))
			res := Evaluate(FromSCIP("cand", ci), FromSCIP("truth", ti), Options{Corpus: writeCorpus(t, crossFileCorpus)})
			if cf := res.CrossFileRefs; cf == nil || !reflect.DeepEqual(cf.ByForm[formQualified].Score, tc.qualified) {
				t.Errorf("cross-file = %s, want qualified %s", js(cf), js(tc.qualified))
			}
		})
	}
}

func TestByteColumn(t *testing.T) {
	line := []byte("a é😀€ b\n")
	utf16, utf32, utf8 := scip.PositionEncoding_UTF16CodeUnitOffsetFromLineStart,
		scip.PositionEncoding_UTF32CodeUnitOffsetFromLineStart, scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart
	tests := []struct {
		col  int
		enc  scip.PositionEncoding
		want int
	}{
		{0, utf16, 0},
		{2, utf16, 2},  // é
		{3, utf16, 4},  // 😀
		{5, utf16, 8},  // €, after the surrogate pair
		{7, utf16, 12}, // b
		{6, utf32, 12}, // b in code points
		{12, utf8, 12},
		{99, utf16, len(line)},
		{99, utf8, len(line)},
		{99, scip.PositionEncoding_UnspecifiedPositionEncoding, len(line)},
	}
	for _, tc := range tests {
		if got := byteColumn(line, tc.col, tc.enc); got != tc.want {
			t.Errorf("byteColumn(%d, %v) = %d, want %d", tc.col, tc.enc, got, tc.want)
		}
	}
	if got := byteColumn([]byte("\xff\xffx"), 2, utf16); got != 2 {
		t.Errorf("invalid UTF-8: %d, want 2", got)
	}
}

func TestQualifiedBefore(t *testing.T) {
	for text, want := range map[string]bool{
		"pkg.|Name":         true,
		"a?.|b":             true,
		"Mod::|f":           true,
		"p->|f":             true,
		"x\n\t.|F()":        true,
		"x.\n\t|F()":        true,
		"x .  |F":           true,
		"|F":                false,
		" |F":               false,
		"f(|x":              false,
		"...|args":          false,
		"0..|n":             false,
		"def f() -> |T":     false,
		"def f()->|T":       true, // indistinguishable from p->f
		"x: |T":             false,
		"import { |K }":     false,
		"ns.K, |K":          false,
		"a::b::\n  |c":      true,
		".|x":               true,
		"\"é😀\"; use(ns.|K": true,
	} {
		off := strings.Index(text, "|")
		src := []byte(text[:off] + text[off+1:])
		if got := qualifiedBefore(src, off); got != want {
			t.Errorf("qualifiedBefore(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestCrossFileReport(t *testing.T) {
	truthIdx, candIdx := crossFileIndexes()
	truth := FromSCIP("scip-go", truthIdx)
	rep := NewReport(truth, "truth.scip")
	rep.Candidates = append(rep.Candidates,
		Evaluate(FromSCIP("soulindex", candIdx), truth, Options{Corpus: writeCorpus(t, crossFileCorpus), Examples: 5}),
		Evaluate(FromSCIP("ctags", index(doc("lib.go", def(cF, 2, 5, 6)))), truth, Options{}),
		Evaluate(FromSCIP("bare", candIdx), truth, Options{}))
	var md strings.Builder
	if err := rep.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\n### Cross-file references\n",
		"| form | soulindex recall | soulindex precision | bare recall | bare precision |\n|---|---|---|---|---|\n",
		"| all cross-file | 55.6% (5/9) | 83.3% (5/6) | 55.6% (5/9) | 83.3% (5/6) |\n",
		"| member | 100.0% (2/2) | 100.0% (2/2) | 100.0% (2/2) | 100.0% (2/2) |\n",
		"| qualified | 50.0% (1/2) | 100.0% (1/1) | n/a | n/a |\n",
		"| unqualified | 40.0% (2/5) | 66.7% (2/3) | 42.9% (3/7) | 75.0% (3/4) |\n",
		"bare: forms by kind only (no corpus directory)",
		"missed cross-file references:\n\n- " + codeSpan("qualified: app.ts:3:31-32 "+tK+" (term)") + "\n",
		"extra cross-file references:\n\n- " + codeSpan("unqualified: use.go:10:2-3 "+cG+" (function)") + "\n",
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	// A compared file missing from the corpus is said so, quoted.
	partial := map[string]string{"app.ts": crossFileCorpus["app.ts"]}
	rep2 := NewReport(truth, "truth.scip")
	rep2.Candidates = append(rep2.Candidates,
		Evaluate(FromSCIP("soulindex", candIdx), truth, Options{Corpus: writeCorpus(t, partial)}))
	var md2 strings.Builder
	if err := rep2.WriteMarkdown(&md2); err != nil {
		t.Fatal(err)
	}
	if want := "\nsoulindex: files read for forms: 1, unread: 1 (\"use.go: not found in the corpus\"); " +
		"9 non-member references without text counted as unqualified.\n"; !strings.Contains(md2.String(), want) {
		t.Errorf("markdown lacks %q:\n%s", want, md2.String())
	}
	if strings.Contains(md.String(), "ctags recall") {
		t.Errorf("a candidate without references has a cross-file column:\n%s", md.String())
	}
	var out bytes.Buffer
	if err := rep.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	var back struct {
		Candidates []struct {
			CrossFile *struct {
				All    map[string]any   `json:"all"`
				ByForm []map[string]any `json:"by_form"`
			} `json:"cross_file_refs"`
		} `json:"candidates"`
	}
	if err := json.Unmarshal(out.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	cf := back.Candidates[0].CrossFile
	if cf == nil || cf.All["recall_tp"] != 5.0 || len(cf.ByForm) != 3 || cf.ByForm[1]["form"] != FormQualified ||
		cf.ByForm[1]["fn"] != 1.0 || back.Candidates[1].CrossFile != nil {
		t.Errorf("json = %s", out.String())
	}
}

// TestCrossFileLeavesOut: a Python module symbol (`p.lib`/__init__:) and a
// parameter named by a keyword argument are not cross-file references; the
// parameter references are counted apart.
func TestCrossFileLeavesOut(t *testing.T) {
	const (
		tMod = "scip-python python p 1 `p.lib`/__init__:"
		tFn  = "scip-python python p 1 `p.lib`/F()."
		tArg = "scip-python python p 1 `p.lib`/F().(x)"
		cFn  = "soulindex python p 1 `p/lib.py`/F()."
	)
	truth := index(
		doc("p/lib.py", def(tMod, 0, 0, 0), def(tFn, 0, 4, 5), def(tArg, 0, 6, 7)),
		doc("p/use.py", ref(tMod, 0, 7, 10), ref(tFn, 1, 0, 1), ref(tArg, 1, 2, 3)),
	)
	cand := index(
		doc("p/lib.py", def(cFn, 0, 4, 5)),
		doc("p/use.py", ref(cFn, 1, 0, 1)),
	)
	res := Evaluate(FromSCIP("cand", cand), FromSCIP("truth", truth), Options{})
	cf := res.CrossFileRefs
	if cf == nil {
		t.Fatalf("no cross-file score (%s)", res.RefsNA)
	}
	if want := score(1, 0, 1, 0); !reflect.DeepEqual(cf.All, want) {
		t.Errorf("all = %s, want %s", js(cf.All), js(want))
	}
	if cf.ParameterRefs != 1 {
		t.Errorf("parameter refs = %d, want 1", cf.ParameterRefs)
	}
}

// TestMergedDeclarations: scip-typescript names every declaration that
// module augmentation merges (Effect in Effect.ts and in Stream.ts) at one
// reference; the candidate's one symbol there finds the reference once.
func TestMergedDeclarations(t *testing.T) {
	const (
		tEffect = "scip-typescript npm e 1 src/`Effect.ts`/Effect#"
		tAug    = "scip-typescript npm e 1 src/`Stream.ts`/`\"./Effect.js\"`/Effect#"
		cEffect = "soulindex npm e 1 src/`Effect.ts`/Effect#"
	)
	truth := index(
		doc("src/Effect.ts", def(tEffect, 0, 17, 23)),
		doc("src/Stream.ts", def(tAug, 0, 17, 23)),
		doc("src/use.ts", ref(tEffect, 1, 8, 14), ref(tAug, 1, 8, 14)),
	)
	cand := index(
		doc("src/Effect.ts", def(cEffect, 0, 17, 23)),
		doc("src/Stream.ts"),
		doc("src/use.ts", ref(cEffect, 1, 8, 14)),
	)
	res := Evaluate(FromSCIP("cand", cand), FromSCIP("truth", truth), Options{})
	if want := score(1, 0, 1, 0); !reflect.DeepEqual(res.Refs.Score, want) {
		t.Errorf("refs = %s, want %s", js(res.Refs.Score), js(want))
	}
}
