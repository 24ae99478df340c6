package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"
)

// header is the first line of a task file that is not a comment.
const header = "id\tfocus\ttargets\ttask"

// taskFile is one corpus's tasks, bench/tasks/<corpus>.tsv.
type taskFile struct {
	Corpus string `json:"corpus"`
	// HeldOut is the file's "# held-out: yes|no" comment: a corpus nobody
	// tuned soulindex on.
	HeldOut bool `json:"held_out"`
	// Source is the file's "# source: ..." comment, if any.
	Source string `json:"source,omitempty"`
	Tasks  []task `json:"tasks"`
}

// task is one line of a task file.
type task struct {
	ID    string `json:"id"`
	Focus string `json:"focus"`
	// Targets are alternatives: showing any one of them is a hit.
	Targets []target `json:"targets"`
	Task    string   `json:"task"`
}

// target is a definition a task lands in: a file relative to the corpus
// root and a symbol, optionally qualified by its container ("Type.Method").
type target struct {
	Path   string `json:"path"`
	Symbol string `json:"symbol"`
}

func (t target) String() string { return t.Path + ":" + t.Symbol }

// Name is the last component of the symbol: what the map must show.
func (t target) Name() string {
	return t.Symbol[strings.LastIndexByte(t.Symbol, '.')+1:]
}

// parseTaskFile reads the task file of corpus; file names it in errors,
// which say file:line. The input is untrusted: every malformed line is an
// error, never a panic or a silently dropped task.
func parseTaskFile(file, corpus string, r io.Reader) (*taskFile, error) {
	tf := &taskFile{Corpus: corpus}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	seen := map[string]int{}
	heldOut, sawHeader := false, false
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSuffix(sc.Text(), "\r")
		bad := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", file, n, fmt.Sprintf(format, args...))
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if c, ok := strings.CutPrefix(line, "#"); ok {
			key, val, _ := strings.Cut(strings.TrimSpace(c), ":")
			val = strings.TrimSpace(val)
			switch strings.TrimSpace(key) {
			case "held-out":
				if heldOut {
					return nil, bad("a second held-out line")
				}
				word, _, _ := strings.Cut(val, " ")
				switch word {
				case "yes":
					tf.HeldOut = true
				case "no":
				default:
					return nil, bad("held-out must be yes or no, got %q", word)
				}
				heldOut = true
			case "source":
				if val == "" {
					continue
				}
				if tf.Source != "" {
					val = tf.Source + "; " + val
				}
				tf.Source = val
			}
			continue
		}
		if !sawHeader {
			if line != header {
				return nil, bad("want the header line %q, got %q", header, line)
			}
			sawHeader = true
			continue
		}
		t, err := parseTask(line, corpus)
		if err != nil {
			return nil, bad("%v", err)
		}
		if prev, dup := seen[t.ID]; dup {
			return nil, bad("task %s already on line %d", t.ID, prev)
		}
		seen[t.ID] = n
		tf.Tasks = append(tf.Tasks, t)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %w", file, n+1, err)
	}
	switch {
	case !heldOut:
		return nil, fmt.Errorf("%s: no \"# held-out: yes|no\" line", file)
	case !sawHeader:
		return nil, fmt.Errorf("%s: no header line %q", file, header)
	case len(tf.Tasks) == 0:
		return nil, fmt.Errorf("%s: no task", file)
	}
	return tf, nil
}

// parseTask reads one task line.
func parseTask(line, corpus string) (task, error) {
	f := strings.Split(line, "\t")
	if len(f) != 4 {
		return task{}, fmt.Errorf("want 4 tab-separated fields (id, focus, targets, task), got %d", len(f))
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	t := task{ID: f[0], Focus: f[1], Task: f[3]}
	num, ok := strings.CutPrefix(t.ID, corpus+"-")
	if n, err := strconv.Atoi(num); !ok || err != nil || n < 1 || strconv.Itoa(n) != num {
		return task{}, fmt.Errorf("id %q: want %s-N, N a positive number", t.ID, corpus)
	}
	if err := checkPath(t.Focus); err != nil {
		return task{}, fmt.Errorf("%s: focus: %w", t.ID, err)
	}
	for _, s := range strings.Fields(f[2]) {
		i := strings.LastIndexByte(s, ':')
		if i < 0 {
			return task{}, fmt.Errorf("%s: target %q: want path:Symbol", t.ID, s)
		}
		tg := target{Path: s[:i], Symbol: s[i+1:]}
		if err := checkPath(tg.Path); err != nil {
			return task{}, fmt.Errorf("%s: target %q: %w", t.ID, s, err)
		}
		if err := checkSymbol(tg.Symbol); err != nil {
			return task{}, fmt.Errorf("%s: target %q: %w", t.ID, s, err)
		}
		t.Targets = append(t.Targets, tg)
	}
	if len(t.Targets) == 0 {
		return task{}, fmt.Errorf("%s: no target", t.ID)
	}
	if t.Task == "" {
		return task{}, fmt.Errorf("%s: no task description", t.ID)
	}
	return t, nil
}

// checkPath accepts a clean slash-separated path inside the corpus.
func checkPath(p string) error {
	switch {
	case p == "":
		return errors.New("empty path")
	case strings.ContainsAny(p, "\\ \t"):
		return fmt.Errorf("path %q: no backslashes or blanks", p)
	case path.IsAbs(p) || p == ".." || strings.HasPrefix(p, "../"):
		return fmt.Errorf("path %q is not inside the corpus", p)
	case path.Clean(p) != p || p == ".":
		return fmt.Errorf("path %q is not clean (want %q)", p, path.Clean(p))
	}
	return nil
}

// checkSymbol accepts a name or a dotted qualified name with no empty
// component.
func checkSymbol(s string) error {
	if s == "" {
		return errors.New("empty symbol")
	}
	for c := range strings.SplitSeq(s, ".") {
		if c == "" {
			return fmt.Errorf("symbol %q has an empty component", s)
		}
	}
	return nil
}
