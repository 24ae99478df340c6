package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// ReadRank reads a candidate file ranking for Options.Rank: soulindex's
// graph.json (its files, best first) when path ends in .json, else one
// path per line, best first ('#' lines and blank lines skipped).
func ReadRank(path string) ([]string, error) {
	if strings.HasSuffix(path, ".json") {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("read ranking: %w", err)
		}
		var g struct {
			Files []struct {
				Path string `json:"path"`
			} `json:"files"`
		}
		if err := json.Unmarshal(b, &g); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out := make([]string, len(g.Files))
		for i, f := range g.Files {
			out[i] = f.Path
		}
		return out, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read ranking: %w", err)
	}
	defer f.Close()
	out := []string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}
