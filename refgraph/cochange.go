package refgraph

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
)

// Co-change is read from bounded history: the last coChangeCommits
// commits, ignoring those that touch more than coChangeMaxFiles files
// (mass renames and reformatting say nothing about coupling).
const (
	coChangeCommits  = 300
	coChangeMaxFiles = 30
)

// addCoChange adds a weak edge both ways between files changed in the same
// commit. Outside a git repository, or when git fails, it adds nothing.
func (g *Graph) addCoChange(ctx context.Context, ix *fileIndex, root string) {
	cmd := exec.CommandContext(ctx, "git", "-C", root, "log", "--relative", "--no-merges", "--name-only",
		"--format=%x00", "-n", itoa(coChangeCommits), "--", ".")
	out, err := cmd.Output()
	if err != nil {
		return
	}
	for _, commit := range bytes.Split(out, []byte{0}) {
		var files []int32
		for _, line := range strings.Split(string(commit), "\n") {
			if i, ok := ix.byPath[strings.TrimSpace(line)]; ok {
				files = append(files, i)
			}
		}
		files = dedup(files)
		if len(files) < 2 || len(files) > coChangeMaxFiles {
			continue
		}
		w := weightCoChange / float64(len(files)-1)
		for _, a := range files {
			for _, b := range files {
				if a != b {
					g.Out[a] = append(g.Out[a], Edge{To: b, Weight: w, Kinds: EdgeCoChange})
				}
			}
		}
	}
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}
