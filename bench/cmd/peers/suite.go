package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// row is one (suite, corpus, tool) line of bench/suite.tsv.
type row struct {
	Suites   []string `json:"suites"`
	Corpus   string   `json:"corpus"`
	Language string   `json:"language"`
	Tool     string   `json:"tool"`
	Workdir  string   `json:"workdir,omitempty"`
	Command  string   `json:"command"`
	// Truth marks the peer whose SCIP output is the ground truth for the
	// corpus (scip-go, scip-typescript, scip-python).
	Truth bool `json:"truth,omitempty"`
}

// parseSuite reads the TSV: '#' lines are comments, the first other line
// names the columns (suite, corpus, language, tool, workdir, command,
// truth; workdir and truth optional, any order), then one row per line.
// A suite cell may list several suites separated by commas.
func parseSuite(r io.Reader) ([]row, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var cols map[string]int
	var rows []row
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" || strings.HasPrefix(strings.TrimSpace(text), "#") {
			continue
		}
		cells := strings.Split(text, "\t")
		if cols == nil {
			cols = map[string]int{}
			for i, c := range cells {
				cols[strings.ToLower(strings.TrimSpace(c))] = i
			}
			for _, need := range []string{"suite", "corpus", "tool", "command"} {
				if _, ok := cols[need]; !ok {
					return nil, fmt.Errorf("suite.tsv line %d: header lacks the %q column", line, need)
				}
			}
			continue
		}
		get := func(name string) string {
			if i, ok := cols[name]; ok && i < len(cells) {
				return strings.TrimSpace(cells[i])
			}
			return ""
		}
		rw := row{Corpus: get("corpus"), Language: get("language"), Tool: get("tool"),
			Workdir: get("workdir"), Command: get("command")}
		switch strings.ToLower(get("truth")) {
		case "yes", "true", "1", "y":
			rw.Truth = true
		}
		for _, s := range strings.Split(get("suite"), ",") {
			if s = strings.TrimSpace(s); s != "" {
				rw.Suites = append(rw.Suites, s)
			}
		}
		if rw.Corpus == "" || rw.Tool == "" || rw.Command == "" || len(rw.Suites) == 0 {
			return nil, fmt.Errorf("suite.tsv line %d: suite, corpus, tool and command are required", line)
		}
		rows = append(rows, rw)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read suite: %w", err)
	}
	return rows, nil
}

// inSuite reports whether the row belongs to suite.
func (r row) inSuite(suite string) bool {
	for _, s := range r.Suites {
		if s == suite {
			return true
		}
	}
	return false
}

// expand substitutes the {placeholders} of a command or workdir.
func expand(s string, vars map[string]string) string {
	for k, v := range vars {
		s = strings.ReplaceAll(s, "{"+k+"}", v)
	}
	return s
}
