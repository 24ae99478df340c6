package main

import (
	"strings"
	"testing"
)

func TestParseCorpora(t *testing.T) {
	tests := []struct {
		name, in string
		want     []corpus
		err      string
	}{
		{"two", "rx-objc\tobjc\t/c/rx-objc\nrx-vue\tvue\t/c/rx-vue\n",
			[]corpus{{"rx-objc", "objc", "/c/rx-objc"}, {"rx-vue", "vue", "/c/rx-vue"}}, ""},
		{"blank lines", "\nrx-vue\tvue\t/c/rx-vue\n\n", []corpus{{"rx-vue", "vue", "/c/rx-vue"}}, ""},
		{"empty", "", nil, "no corpus"},
		{"not three fields", "rx-vue vue /c\n", nil, "want name<TAB>language<TAB>path"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseCorpora([]byte(tc.in))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || len(got) != len(tc.want) {
				t.Fatalf("got %v, %v; want %v", got, err, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("got %v, want %v", got, tc.want)
				}
			}
		})
	}
}

func TestLanguageRound(t *testing.T) {
	js := `{"files": 3, "language_stats": {"objc": {"files": 2, "bytes": 2000000, "symbols": 40, "refs": 900, "seconds": 0.5}, "c": {"files": 1, "bytes": 10, "symbols": 1, "refs": 1, "seconds": 0.1}}}`
	rd, err := languageRound([]byte(js), "objc")
	if err != nil {
		t.Fatal(err)
	}
	if rd.Files != 2 || rd.Bytes != 2000000 || rd.Symbols != 40 || rd.Seconds != 0.5 {
		t.Fatalf("round = %+v", rd)
	}
	if _, err := languageRound([]byte(js), "vue"); err == nil || !strings.Contains(err.Error(), "no vue file") {
		t.Fatalf("missing language: err = %v", err)
	}
	if _, err := languageRound([]byte("not json"), "objc"); err == nil {
		t.Fatal("bad JSON: no error")
	}
}

func TestLanguageBackends(t *testing.T) {
	js := `{"languages": [{"language": "c", "files": {"tree-sitter": 9}}, {"language": "objc", "files": {"tree-sitter": 5, "regex": 2}}]}`
	got, err := languageBackends([]byte(js), "objc")
	if err != nil || got["tree-sitter"] != 5 || got["regex"] != 2 {
		t.Fatalf("got %v, %v", got, err)
	}
	if _, err := languageBackends([]byte(js), "vue"); err == nil || !strings.Contains(err.Error(), "no vue row") {
		t.Fatalf("missing language: err = %v", err)
	}
}

func TestFormatTable(t *testing.T) {
	rep := report{Results: []result{{Corpus: "rx-objc", Language: "objc", Rounds: []round{
		{Files: 2, Bytes: 2000000, Symbols: 1234, Seconds: 1},
		{Files: 2, Bytes: 2000000, Symbols: 1234, Seconds: 0.5},
		{Files: 2, Bytes: 2000000, Symbols: 1234, Seconds: 2, Backends: map[string]int{"tree-sitter": 1, "regex": 1}},
	}, CtagsTags: 987}}, Note: "under load"}
	got := formatTable(rep)
	// Median 1 s: 2.0 MB/s; best 0.5 s: 4.0 MB/s.
	for _, want := range []string{"| objc | rx-objc | 2 | 1 | 2,000,000 | 1,234 | 987 | 2.0 | 4.0 |", "under load"} {
		if !strings.Contains(got, want) {
			t.Fatalf("table lacks %q:\n%s", want, got)
		}
	}
}
