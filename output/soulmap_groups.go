// Collapsed lines: groups of constants, enum members and plain fields
// that would each take a line of the map and say little alone.
package output

import (
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// unit is one line of a file's part of the map: a definition, or a group
// of definitions collapsed into one line.
type unit struct {
	sym     int   // the definition the line stands for (a group's first in the file)
	members []int // a group's definitions, best first; nil for one definition
	label   string
}

// minGroup is the fewest definitions a group collapses.
const minGroup = 3

// groupClass says how a definition collapses: "" when it does not.
func groupClass(s *extract.Symbol) string {
	switch s.Kind {
	case extract.KindEnumMember:
		return "members"
	case extract.KindField:
		return "fields"
	case extract.KindConstant:
		if s.Parent >= 0 {
			return "fields"
		}
		return "const"
	case extract.KindVariable:
		if s.Parent >= 0 {
			return "fields"
		}
		return "var"
	}
	return ""
}

// namePrefix is the first word of a top-level name, which a family of
// constants shares: Header of HeaderAccept, MIME of MIMEApplicationJSON,
// HTTP_ of HTTP_GET; "" for a name of one word.
func namePrefix(name string) string {
	if i := strings.IndexByte(name, '_'); i > 0 && i < len(name)-1 {
		return name[:i+1]
	}
	for i := 1; i < len(name); i++ {
		c := name[i]
		if c < 'A' || c > 'Z' {
			continue
		}
		prevUpper := name[i-1] >= 'A' && name[i-1] <= 'Z'
		nextLower := i+1 < len(name) && name[i+1] >= 'a' && name[i+1] <= 'z'
		switch {
		case !prevUpper:
			return name[:i] // camelCase: Header|Accept
		case nextLower && i > 1:
			return name[:i] // an acronym before a word: MIME|Application
		}
	}
	return ""
}

// collapse turns a file's candidates (best first) into the map's units:
// constants, enum members and fields no other file uses collapse, minGroup
// or more at a time, into one line per container (fields, enum members)
// or per name prefix (top-level constants and variables), placed where
// their best member was. What another file uses keeps its own line: the
// most used definitions are what a reader looks up by line.
func collapse(f *extract.File, ks []int, w []float64) []unit {
	type key struct {
		parent   int32
		class    string
		prefix   string
		internal bool // public and private definitions never share a line
	}
	keyOf := func(k int) (key, bool) {
		s := &f.Symbols[k]
		c := groupClass(s)
		if c == "" || w != nil && w[k] > 0 {
			return key{}, false
		}
		kk := key{parent: s.Parent, class: c, internal: s.Visibility == extract.VisibilityInternal}
		if s.Parent < 0 {
			if kk.prefix = namePrefix(s.Name); kk.prefix == "" {
				return key{}, false
			}
		}
		return kk, true
	}
	size := map[key]int{}
	for _, k := range ks {
		if kk, ok := keyOf(k); ok {
			size[kk]++
		}
	}
	at := map[key]int{} // a group's unit in out
	var out []unit
	for _, k := range ks {
		kk, ok := keyOf(k)
		if !ok || size[kk] < minGroup {
			out = append(out, unit{sym: k})
			continue
		}
		if i, seen := at[kk]; seen {
			u := &out[i]
			u.members = append(u.members, k)
			if f.Symbols[k].NameRange.Start.Line < f.Symbols[u.sym].NameRange.Start.Line {
				u.sym = k
			}
			continue
		}
		at[kk] = len(out)
		out = append(out, unit{sym: k, members: []int{k}, label: kk.class + "\x00" + kk.prefix})
	}
	return out
}

// groupHead is a collapsed group's signature, before the names the map
// lists after it: "fields", "members", "const Header*".
func groupHead(u unit) string {
	class, prefix, _ := strings.Cut(u.label, "\x00")
	if prefix == "" {
		return class
	}
	return class + " " + prefix + "*"
}
