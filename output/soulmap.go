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
	for _, f := range res.Files {
		if len(f.Symbols) == 0 {
			continue
		}
		bw.WriteString(f.Path)
		bw.WriteString(":\n")
		depth := make([]int, len(f.Symbols))
		for i := range f.Symbols {
			s := &f.Symbols[i]
			if s.Parent >= 0 {
				depth[i] = depth[s.Parent] + 1
			}
			bw.WriteString(strings.Repeat("  ", depth[i]+1))
			fmt.Fprintf(bw, "+%s :%d\n", display(s), s.NameRange.Start.Line+1)
		}
	}
	bw.WriteString("</soul_map>\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write soul map: %w", err)
	}
	return nil
}

func display(s *extract.Symbol) string {
	if s.Signature != "" {
		return s.Signature
	}
	return s.Kind.String() + " " + s.Name
}
