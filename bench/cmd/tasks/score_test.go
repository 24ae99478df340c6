package main

import (
	"slices"
	"testing"
)

// testMap is a small Markdown Soul Map in the shape soulindex writes.
const testMap = `<soul_map>
path: (→N) = N files depend on it; +signature :line = definition.
3 files indexed; the 3 best-ranked shown.
## Directories
src/ (2 files)
## Entry points
remote.go (public API)
## Files by rank
remote.go: (→4)
  +type Remote struct :10
  +func (r *Remote) PushOptions() Options :20
  ... +3 more: Fetch, FetchContext, List
config.go: (→2)
  +func Push() error :5
  +func NewConfig() *Config :9
"odd name.go": (→1)
  +func Weird() :1
src/api/when.ts: (→1)
  +function whenPromise(predicate) :40
lib/rack/deflater.rb: (→0)
  +def should_deflate?(env, status) (in Rack.Deflater) :122
</soul_map>
`

func TestShow(t *testing.T) {
	m := parseMap(testMap)
	cases := []struct {
		name    string
		targets []target
		want    string
		hit     string
	}{
		{"a name in the +K more line counts", []target{{"remote.go", "Remote.FetchContext"}}, shownHit, "remote.go:Remote.FetchContext"},
		{"the first name of the +K more line", []target{{"remote.go", "Fetch"}}, shownHit, "remote.go:Fetch"},
		{"Push is not PushOptions", []target{{"remote.go", "Remote.Push"}}, shownFile, ""},
		{"a name in another file's block does not count", []target{{"remote.go", "NewConfig"}}, shownFile, ""},
		{"the same name in the right file", []target{{"config.go", "Push"}}, shownHit, "config.go:Push"},
		{"an unlisted file is absent", []target{{"push.go", "Push"}}, shownAbsent, ""},
		{"any one target counts", []target{{"push.go", "Push"}, {"remote.go", "List"}}, shownHit, "remote.go:List"},
		{"a listed file beats an absent one", []target{{"push.go", "Push"}, {"remote.go", "Gone"}}, shownFile, ""},
		{"a quoted path", []target{{"odd name.go", "Weird"}}, shownHit, "odd name.go:Weird"},
		{"the path is no symbol", []target{{"src/api/when.ts", "when"}}, shownFile, ""},
		{"a prefix of a name is no match", []target{{"src/api/when.ts", "whenPromis"}}, shownFile, ""},
		{"a Ruby predicate", []target{{"lib/rack/deflater.rb", "Deflater.should_deflate?"}}, shownHit, "lib/rack/deflater.rb:Deflater.should_deflate?"},
		{"the container of a member", []target{{"lib/rack/deflater.rb", "Deflater"}}, shownHit, "lib/rack/deflater.rb:Deflater"},
		{"a file named like a prefix of another", []target{{"remote", "Remote"}}, shownAbsent, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, hit := m.show(c.targets)
			if got != c.want || targetName(hit) != c.hit {
				t.Errorf("show = %s %q, want %s %q", got, targetName(hit), c.want, c.hit)
			}
		})
	}
}

func TestFileBlocks(t *testing.T) {
	m := parseMap(testMap)
	listed, text := m.file("remote.go")
	want := []string{
		" (public API)", // the entry-point line is a block of the file too
		": (→4)",
		"  +type Remote struct :10",
		"  +func (r *Remote) PushOptions() Options :20",
		"  ... +3 more: Fetch, FetchContext, List",
	}
	if !listed || !slices.Equal(text, want) {
		t.Errorf("file(remote.go) = %v %q, want the entry line and the ranked block %q", listed, text, want)
	}
	dirs := parseMap("## Directories\nsrc/api/ (3 files)\nsrc/api: (→1)\n")
	if listed, _ := dirs.file("src/api/when.ts"); listed {
		t.Error("a directory line counted as a file of the directory")
	}
}

func TestHasIdent(t *testing.T) {
	cases := []struct {
		s, name string
		want    bool
	}{
		{"func Push() error", "Push", true},
		{"PushOptions()", "Push", false},
		{"doPush()", "Push", false},
		{"a, Push", "Push", true},
		{"(in Push)", "Push", true},
		{"Push_all", "Push", false},
		{"$Push", "Push", false},
		{"PushOptions, Push", "Push", true}, // a later occurrence
		{"ÄPush", "Push", false},
		{"parse!(args)", "parse!", true},
		{"parse!x", "parse!", true}, // the name ends at !
		{"xparse!", "parse!", false},
		{"", "Push", false},
		{"Push", "", false},
	}
	for _, c := range cases {
		if got := hasIdent(c.s, c.name); got != c.want {
			t.Errorf("hasIdent(%q, %q) = %v, want %v", c.s, c.name, got, c.want)
		}
	}
}
