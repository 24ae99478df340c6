// How one definition of the Soul Map reads: its signature line and its file's quality mark.
package output

import "github.com/soulindex/soulindex/extract"

// isDeclarationOnly reports a one-line module symbol with no members: a
// package clause or a "mod x;" line, which says nothing the path does not.
func isDeclarationOnly(f *extract.File, i int) bool {
	s := &f.Symbols[i]
	if s.Kind != extract.KindModule || s.FullRange.Start.Line != s.FullRange.End.Line {
		return false
	}
	return i+1 >= len(f.Symbols) || f.Symbols[i+1].Parent != int32(i)
}

// quality marks an outline that is not a clean full parse, so the map
// never presents a fallback as one.
func quality(f *extract.File) string {
	switch {
	case f.Fallback != "":
		return " [" + string(f.Backend) + " fallback: " + f.Fallback + "]"
	case f.Backend == extract.BackendRegex:
		return " [" + string(f.Backend) + "]"
	case f.ErrorNodes > 0:
		return " [partial parse]"
	}
	return ""
}

func display(s *extract.Symbol) string {
	if s.Signature != "" {
		return s.Signature
	}
	return s.Kind.String() + " " + s.Name
}
