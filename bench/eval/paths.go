package eval

import (
	"path"
	"sort"
	"strings"
)

// normPath puts a document path in one form: forward slashes, cleaned,
// without a leading "./" or "/".
func normPath(p string) string {
	p = strings.ReplaceAll(p, "\\", "/")
	p = path.Clean(p)
	p = strings.TrimLeft(p, "/")
	if p == "." {
		return ""
	}
	return p
}

// PathAlignment says how candidate paths were matched to truth paths: the
// prefix stripped from one side's paths before comparing them (at most one
// side gets one).
type PathAlignment struct {
	StripCandidate string `json:"strip_candidate,omitempty"`
	StripTruth     string `json:"strip_truth,omitempty"`
	Auto           bool   `json:"auto"`
}

func stripPrefix(p, prefix string) (string, bool) {
	if prefix == "" {
		return p, true
	}
	if strings.HasPrefix(p, prefix) {
		return p[len(prefix):], true
	}
	return "", false
}

// AlignPaths finds the directory prefix to strip from the candidate's or the
// truth's paths so that the most documents line up. Both indexes should use
// paths relative to the same project root; when one was made from a parent
// (or a subdirectory) of the other's root, every path of one side carries an
// extra leading directory such as "sync/". Candidates are every leading
// directory of every path, on both sides; the one matching the most files
// wins; on ties stripping nothing wins, then a prefix on the candidate side,
// then the shorter prefix.
func AlignPaths(cand, truth []string) PathAlignment {
	candSet := make(map[string]bool, len(cand))
	for _, p := range cand {
		candSet[p] = true
	}
	truthSet := make(map[string]bool, len(truth))
	for _, p := range truth {
		truthSet[p] = true
	}
	exact := 0
	for p := range candSet {
		if truthSet[p] {
			exact++
		}
	}
	best := PathAlignment{Auto: true}
	bestScore := exact
	try := func(from, to map[string]bool, onCand bool) {
		score := map[string]int{}
		for p := range from {
			for i := 0; i < len(p); i++ {
				if p[i] == '/' && to[p[i+1:]] {
					score[p[:i+1]]++
				}
			}
		}
		prefixes := make([]string, 0, len(score))
		for pre := range score {
			prefixes = append(prefixes, pre)
		}
		sort.Slice(prefixes, func(i, j int) bool {
			if len(prefixes[i]) != len(prefixes[j]) {
				return len(prefixes[i]) < len(prefixes[j])
			}
			return prefixes[i] < prefixes[j]
		})
		for _, pre := range prefixes {
			if score[pre] > bestScore {
				bestScore = score[pre]
				best = PathAlignment{Auto: true}
				if onCand {
					best.StripCandidate = pre
				} else {
					best.StripTruth = pre
				}
			}
		}
	}
	try(candSet, truthSet, true)
	try(truthSet, candSet, false)
	return best
}
