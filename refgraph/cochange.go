package refgraph

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strconv"
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
func (g *Graph) addCoChange(ctx context.Context, ix *fileIndex, root, rev string) {
	if rev == "" {
		rev = "HEAD"
	}
	cmd := exec.CommandContext(ctx, "git", "-C", root, "-c", "core.quotePath=false", "log", "--relative", "--no-merges", "--name-only",
		"--format=%x00", "-n", strconv.Itoa(coChangeCommits), rev, "--", ".")
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

// ChangedFiles lists the files changed since rev (committed, staged or
// not) plus untracked ones, relative to root: the pre-commit case.
func ChangedFiles(ctx context.Context, root, rev string) ([]string, error) {
	diff, err := exec.CommandContext(ctx, "git", "-C", root, "-c", "core.quotePath=false", "diff", "--name-only", "--relative", rev, "--").Output()
	if err != nil {
		return nil, fmt.Errorf("git diff %s in %s: %w (is it a git repository, and %s a revision?)", rev, root, err, rev)
	}
	untracked, err := exec.CommandContext(ctx, "git", "-C", root, "-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard").Output()
	if err != nil {
		return nil, fmt.Errorf("git ls-files in %s: %w", root, err)
	}
	var out []string
	for _, l := range strings.Split(string(diff)+"\n"+string(untracked), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out, nil
}
