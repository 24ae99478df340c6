package output

import (
	"bytes"
	"strings"
	"testing"
)

// TestDemoteSwitch: an example used by three files outranks the code
// used by one, until demotion multiplies its rank down; the switch
// (`[map] demote = false`) restores the plain order. Nothing is dropped.
func TestDemoteSwitch(t *testing.T) {
	res, g, _ := indexRepo(t, writeRepo(t, map[string]string{
		"examples/helpers.py": "def helper():\n    return 1\n",
		"core.py":             "def core():\n    return 2\n",
		"a.py":                "from examples.helpers import helper\nfrom core import core\n\ndef a():\n    return helper() + core()\n",
		"b.py":                "from examples.helpers import helper\n\ndef b():\n    return helper()\n",
		"c.py":                "from examples.helpers import helper\n\ndef c():\n    return helper()\n",
	}))
	order := func(noDemote bool) []string {
		var b bytes.Buffer
		if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 100000, NoDemote: noDemote}); err != nil {
			t.Fatal(err)
		}
		var files []string
		for _, l := range strings.Split(b.String(), "\n") {
			if p, _, ok := strings.Cut(l, ": (→"); ok && p != "path" { // not the legend
				files = append(files, p)
			}
		}
		return files
	}
	demoted, plain := order(false), order(true)
	if len(demoted) < 2 || demoted[0] != "core.py" {
		t.Errorf("with demotion the map starts %q, want core.py first", demoted)
	}
	if len(plain) < 2 || plain[0] != "examples/helpers.py" {
		t.Errorf("without demotion the map starts %q, want examples/helpers.py first", plain)
	}
	if len(demoted) != len(plain) {
		t.Errorf("demotion changed what is shown: %q vs %q", demoted, plain)
	}
	rank := []float64{1, 1, 1, 1, 1}
	got, _ := demoteRank(res, rank, false)
	for i, f := range res.Files {
		want := 1.0
		if f.Path == "examples/helpers.py" {
			want = demoteFactor
		}
		if got[i] != want || rank[i] != 1 {
			t.Errorf("%s: demoted rank %v (input now %v), want %v and the input untouched", f.Path, got[i], rank[i], want)
		}
	}
}
