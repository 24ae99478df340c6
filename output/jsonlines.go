package output

import (
	"bufio"
	"encoding/json"
	"fmt"
)

// writeJSONLines writes items as the body of a JSON array, one per line
// and comma separated: compact, yet diffable. The caller writes the
// brackets around it; what names the output in errors.
func writeJSONLines[T any](bw *bufio.Writer, items []T, what string) error {
	for k, it := range items {
		b, err := json.Marshal(it)
		if err != nil {
			return fmt.Errorf("write %s: %w", what, err)
		}
		bw.Write(b)
		if k < len(items)-1 {
			bw.WriteByte(',')
		}
		bw.WriteByte('\n')
	}
	return nil
}
