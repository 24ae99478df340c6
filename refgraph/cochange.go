package refgraph

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/gitcmd"
)

// Co-change is read from bounded history: the last coChangeCommits
// commits, ignoring those that touch more than coChangeMaxFiles files
// (mass renames and reformatting say nothing about coupling).
const (
	coChangeCommits  = 300
	coChangeMaxFiles = 30
)

// history is the co-change input: the paths of each recent commit that
// touched at least two paths, as of commit head.
type history struct {
	head    string
	commits [][]string
}

// readHistory reads the recent commits of root's repository up to rev
// (default HEAD); prev is reused when rev names the same commit. Outside a
// git repository, or when git fails, the history is empty.
func readHistory(ctx context.Context, root, rev string, prev *history) history {
	if rev == "" {
		rev = "HEAD"
	}
	if gitcmd.CheckRevision(rev) != nil {
		return history{}
	}
	g, err := gitcmd.New(ctx, root, nil)
	if err != nil {
		return history{}
	}
	head, err := g.Output(ctx, "rev-parse", "--verify", "--quiet", "--end-of-options", rev+"^{commit}")
	if err != nil {
		return history{}
	}
	h := history{head: strings.TrimSpace(string(head))}
	if prev != nil && prev.head == h.head {
		return *prev
	}
	// No rename detection: it reads blobs a partial clone lacks (and
	// fetches nothing), and a renamed file's old path is not indexed.
	out, err := g.Output(ctx, "log", "--relative", "--no-merges", "--no-renames", "--name-only",
		"--format=%x00", "-n", strconv.Itoa(coChangeCommits), "--end-of-options", h.head, "--", ".")
	if err != nil {
		return history{}
	}
	for _, commit := range bytes.Split(out, []byte{0}) {
		var paths []string
		for _, line := range strings.Split(string(commit), "\n") {
			if p := strings.TrimSpace(line); p != "" {
				paths = append(paths, p)
			}
		}
		if len(paths) >= 2 {
			h.commits = append(h.commits, paths)
		}
	}
	return h
}

// coChangeEdges adds a weak edge both ways between indexed files changed
// in the same commit, per file in commit order.
func coChangeEdges(files []*extract.File, h history) [][]Edge {
	if len(h.commits) == 0 {
		return nil
	}
	byPath := make(map[string]int32, len(files))
	for i, f := range files {
		byPath[f.Path] = int32(i)
	}
	out := make([][]Edge, len(files))
	for _, commit := range h.commits {
		var idx []int32
		for _, p := range commit {
			if i, ok := byPath[p]; ok {
				idx = append(idx, i)
			}
		}
		idx = dedup(idx)
		if len(idx) < 2 || len(idx) > coChangeMaxFiles {
			continue
		}
		w := weightCoChange / float64(len(idx)-1)
		for _, a := range idx {
			for _, b := range idx {
				if a != b {
					out[a] = append(out[a], Edge{To: b, Weight: w, Kinds: EdgeCoChange})
				}
			}
		}
	}
	return out
}

// ChangedFiles lists the files changed since rev (committed, staged or
// not) plus untracked ones, relative to root: the pre-commit case. rev is
// the user's: one starting with '-' is refused (git would read it as an
// option), and it reaches git only after --end-of-options.
func ChangedFiles(ctx context.Context, root, rev string) ([]string, error) {
	if err := gitcmd.CheckRevision(rev); err != nil {
		return nil, fmt.Errorf("--changed: %w", err)
	}
	g, err := gitcmd.New(ctx, root, nil)
	if err != nil {
		return nil, fmt.Errorf("--changed: %w", err)
	}
	if err := g.CheckWorkTree(ctx); err != nil {
		return nil, fmt.Errorf("--changed: %w", err)
	}
	commit, err := g.Output(ctx, "rev-parse", "--verify", "--quiet", "--end-of-options", rev+"^{commit}")
	if err != nil {
		return nil, fmt.Errorf("--changed: %q is not a commit in %s (is it a git repository?): %w", rev, root, err)
	}
	// A renamed file's old path is not indexed: rename detection, which
	// reads blobs a partial clone lacks, would change nothing.
	diff, err := g.Output(ctx, "diff", "--name-only", "--no-renames", "--relative", "--end-of-options", strings.TrimSpace(string(commit)), "--")
	if err != nil {
		return nil, fmt.Errorf("--changed: files changed since %s in %s: %w", rev, root, err)
	}
	untracked, err := g.Output(ctx, "ls-files", "--others", "--exclude-standard")
	if err != nil {
		return nil, fmt.Errorf("--changed: untracked files in %s: %w", root, err)
	}
	var out []string
	for _, l := range strings.Split(string(diff)+"\n"+string(untracked), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out, nil
}
