package extract

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// scanCase is one pattern of a family, for the fast path's checks.
type scanCase struct {
	name   string
	scan   *rxScan
	masked bool // definitions run over blanked text, imports over the source
	lex    *lexicon
}

// allScans compiles every family's patterns; with prefiltered, every
// pattern uses its prefilter from the first try on.
func allScans(t testing.TB, prefiltered bool) []scanCase {
	t.Helper()
	var out []scanCase
	defer func() {
		if prefiltered {
			for _, c := range out {
				c.scan.tries.Store(prefilterAfter)
			}
		}
	}()
	for _, f := range builtinFamilies() {
		c, err := compileFamily(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, d := range c.defs {
			out = append(out, scanCase{name: f.id + "/def" + strconv.Itoa(i), scan: d.scan, masked: true, lex: &f.lex})
		}
		for i, im := range c.imports {
			out = append(out, scanCase{name: f.id + "/import" + strconv.Itoa(i), scan: im.scan, lex: &f.lex})
			if im.subScan != nil {
				out = append(out, scanCase{name: f.id + "/import" + strconv.Itoa(i) + "/sub", scan: im.subScan, lex: &f.lex})
			}
		}
	}
	return out
}

// checkScan compares the fast path with the regexp's own FindAll.
func checkScan(t testing.TB, c scanCase, text []byte) {
	t.Helper()
	if c.masked {
		text = mask(text, c.lex).text
	}
	want := c.scan.plain().FindAllSubmatchIndex(text, -1)
	got := c.scan.findAll(text, newLineHeads(text, nil))
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s over %q:\nfast path %v\nFindAll   %v", c.name, text, got, want)
	}
}

// scanSeeds are inputs that exercise the fast path's edges: empty and
// blank lines, no final newline, matches spanning lines, CRLF, tabs,
// invalid UTF-8 and non-ASCII names.
var scanSeeds = []string{
	"", "\n", "\n\n", " \t\n", "x", "class A {}", "class A {}\n",
	"public class A {\n  void f() {}\n}\n",
	"@Override\n  public\n  static void main(String[] args)\n  {\n  }\n",
	"  static int x = 1;\r\n  int y;\r\n",
	"function f() {}\nexport default {\n  name: 'X',\n}\n",
	"contract C is D {\n    uint256 public constant X = 1;\n    mapping(address => uint) m;\n    function f() external {}\n}\n",
	"(defun foo (x)\n  (let ((y 1)) y))\n(defvar bar 1)\n(require 'baz)\n",
	"FROM golang:1.22 AS build\nARG A=1 \\\n    B=2\nENV X=1 Y=2\nLABEL a=b\nCOPY --from=build /x /y\n",
	"---- MODULE M ----\nEXTENDS Naturals, TLC\nCONSTANTS A, B\nVARIABLES x\nInit == x = 0\n====\n",
	"module M = {\n  type t = {a: int}\n  let f = (a, b) => a + b\n}\nopen Belt\n",
	"@interface A : NSObject\n@property (nonatomic) int x;\n- (void)f:(int)a;\n@end\n#import <Foundation/Foundation.h>\n",
	"typedef NS_ENUM(NSInteger, Kind) {\n  KindA,\n  KindB = 2,\n};\n",
	"x\xff\xfe y\n\xe2\x82\xac class é {}\nfunc ñ() {}\n",
	"def f(x):\n    \"\"\"doc\"\"\"\n    return x\nclass K:\n  pass\n",
	"package main\n\nimport (\n\t\"fmt\"\n)\n\nfunc (r *T) M() {}\n",
}

// TestRxScanMatchesFindAll checks the fast path of every pattern of every
// family against Go's FindAllSubmatchIndex on the seeds and on every
// fixture file.
func TestRxScanMatchesFindAll(t *testing.T) {
	scans := append(allScans(t, true), allScans(t, false)...)
	inputs := append([]string(nil), scanSeeds...)
	_ = filepath.WalkDir(filepath.Join("..", "testdata", "fixtures"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err == nil && len(b) < 64<<10 {
			inputs = append(inputs, string(b))
		}
		return nil
	})
	if len(inputs) < len(scanSeeds)+40 {
		t.Fatalf("only %d inputs: the fixtures were not found", len(inputs))
	}
	anchored := 0
	for _, c := range scans {
		if c.scan.anchored != nil {
			anchored++
		}
		for _, in := range inputs {
			checkScan(t, c, []byte(in))
		}
	}
	// The fast path must serve nearly every pattern, or it is not used.
	if anchored*10 < len(scans)*9 {
		t.Fatalf("only %d of %d patterns are anchored at line starts", anchored, len(scans))
	}
}

// TestPrefilterNeverRulesOutAMatch checks the DFA prefilter directly: at
// every line start where the anchored pattern matches, it says "maybe".
func TestPrefilterNeverRulesOutAMatch(t *testing.T) {
	for _, c := range allScans(t, true) {
		if c.scan.anchored == nil {
			continue
		}
		pf := c.scan.pre()
		if pf == nil {
			t.Fatalf("%s: no prefilter", c.name)
		}
		for _, in := range scanSeeds {
			text := []byte(in)
			if c.masked {
				text = mask(text, c.lex).text
			}
			for _, ls := range newLineIndex(text) {
				if ans, _, _ := pf.possible(text[ls:]); ans == preNo && c.scan.anchored.Match(text[ls:]) {
					t.Fatalf("%s: the prefilter rules out a match at %d of %q", c.name, ls, text)
				}
			}
		}
	}
}

// FuzzRxScan compares the fast path with FindAllSubmatchIndex on any
// input, for every pattern: the regex tier reads untrusted files.
func FuzzRxScan(f *testing.F) {
	for _, s := range scanSeeds {
		f.Add([]byte(s))
	}
	scans := allScans(f, true)
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 4<<10 {
			return
		}
		for _, c := range scans {
			checkScan(t, c, src)
		}
	})
}

// TestRegexTierConcurrent extracts the fixtures from several goroutines
// with one Regex (whose prefilters grow as they are used) and compares
// every outline with a sequential run.
func TestRegexTierConcurrent(t *testing.T) {
	type input struct {
		lang string
		src  []byte
	}
	var inputs []input
	for _, lang := range []string{"objc", "solidity", "vue", "elisp", "dockerfile", "rescript", "tlaplus", "groovy"} {
		dir := filepath.Join("..", "testdata", "fixtures", lang)
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil && !e.IsDir() {
				inputs = append(inputs, input{lang, b})
			}
		}
	}
	dump := func(r *Regex, in input) string {
		f, err := r.Extract(context.Background(), in.lang, "f", in.src)
		if err != nil {
			t.Error(err)
			return ""
		}
		var b strings.Builder
		if err := Dump(&b, f); err != nil {
			t.Error(err)
		}
		return b.String()
	}
	want := make([]string, len(inputs))
	for i, in := range inputs {
		want[i] = dump(NewRegex(), in)
	}
	shared := NewRegex()
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := 0; round < 20; round++ {
				for i, in := range inputs {
					if got := dump(shared, in); got != want[i] {
						t.Errorf("%s input %d: concurrent outline differs", in.lang, i)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}

// TestRxScanStaysLinear: a pattern that reads across lines, tried from
// every line start, would read the rest of the file each time ("int f("
// then [^;{}]* to the end: 20,000 such lines took 100 s). The tries stop
// at a linear budget and the plain pattern, one linear search, gives the
// matches; real files never reach the budget.
func TestRxScanStaysLinear(t *testing.T) {
	r := NewRegex()
	fam, err := r.family("objc")
	if err != nil {
		t.Fatal(err)
	}
	hostile := mask([]byte(strings.Repeat("int f(\n", 20000)), &fam.f.lex).text
	normal := mask([]byte(strings.Repeat("int f(int a) {\n\treturn a;\n}\n", 2000)), &fam.f.lex).text
	stopped := 0
	for _, d := range fam.defs {
		sc := d.scan
		if sc.anchored == nil {
			continue
		}
		for range prefilterAfter {
			sc.tries.Add(1) // as after the first files: the prefilter is in use
		}
		if _, ok := sc.tryLineStarts(normal, newLineHeads(normal, nil)); !ok {
			t.Errorf("%s: tries over an ordinary file ran past their budget", d.spec.re)
		}
		out, ok := sc.tryLineStarts(hostile, newLineHeads(hostile, nil))
		if !ok {
			stopped++
			out = sc.findAll(hostile, newLineHeads(hostile, nil))
		}
		if want := sc.plain().FindAllSubmatchIndex(hostile, -1); !reflect.DeepEqual(out, want) {
			t.Errorf("%s: %d matches, the plain pattern finds %d", d.spec.re, len(out), len(want))
		}
	}
	if stopped == 0 {
		t.Fatal("no pattern's tries reached the budget on the hostile input")
	}
}
