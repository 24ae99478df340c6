package output

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
)

// WriteSoulMap renders the Soul Map: a <soul_map> block listing every
// indexed file in path order with its definitions, one line each as
// "+signature :line", members indented under their container.
//
// This is the v0 map: no ranking and no token budget yet.
func WriteSoulMap(w io.Writer, res *indexer.Result) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString("<soul_map>\n")
	bw.WriteString("+ = definition, :N = line. Files in path order; members indented under their container.\n")
	bw.WriteString("[regex] = outline from patterns, not a parser; [partial parse] = the file has syntax errors.\n")
	var lines []string
	for _, f := range res.Files {
		lines = lines[:0]
		depth := make([]int, len(f.Symbols))
		for i := range f.Symbols {
			s := &f.Symbols[i]
			if s.Parent >= 0 {
				depth[i] = depth[s.Parent] + 1
			}
			if isDeclarationOnly(f, i) {
				continue
			}
			line := fmt.Sprintf("%s+%s :%d\n", strings.Repeat("  ", depth[i]+1), display(s), s.NameRange.Start.Line+1)
			if n := len(lines); n > 0 && lines[n-1] == line {
				continue // several names of one declaration ("int a, b;") share its line
			}
			lines = append(lines, line)
		}
		if len(lines) == 0 {
			continue
		}
		bw.WriteString(f.Path)
		bw.WriteString(":")
		bw.WriteString(quality(f))
		bw.WriteString("\n")
		for _, l := range lines {
			bw.WriteString(l)
		}
	}
	bw.WriteString("</soul_map>\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write soul map: %w", err)
	}
	return nil
}

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
