package unused

import (
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
)

// TestUnparsedLines: in a file with syntax errors, the lines without a
// reference or a definition are the ones read for names.
func TestUnparsedLines(t *testing.T) {
	src := "func f() {\n\tx := [}}}} lib.Later()\n\ty := g()\n}\n"
	f := &extract.File{
		ErrorNodes: 1,
		RefNames:   []string{"g", "y"},
		Refs:       []extract.Ref{{Name: 1, Line: 2, Column: 1, End: 2}, {Name: 0, Line: 2, Column: 6, End: 7}},
		Symbols:    []extract.Symbol{{Name: "f", Kind: extract.KindFunction, Parent: -1, NameRange: extract.Range{Start: extract.Position{Line: 0, Column: 5}}}},
	}
	var got []string
	unparsedLines(f, []byte(src), func(line []byte) { got = append(got, strings.TrimSpace(string(line))) })
	want := []string{"x := [}}}} lib.Later()", "}"}
	if !slices.Equal(got, want) {
		t.Errorf("unparsed lines %q, want %q", got, want)
	}
}

func TestRegisters(t *testing.T) {
	for _, tt := range []struct {
		decorators string
		want       bool
	}{
		{"@property", false}, {"@app.route", true}, {"@name.setter", false}, {"@pytest.fixture", true},
		{"#[derive(Debug, Clone)]", false}, {"#[repr(C)]", false}, {"#[no_mangle]", true}, {"#[tokio::main]", true},
		{"@property @app.route", true}, {"", false},
	} {
		if got := registers(tt.decorators); got != tt.want {
			t.Errorf("registers(%q) = %t, want %t", tt.decorators, got, tt.want)
		}
	}
}
