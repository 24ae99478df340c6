package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/pipeline"
	"github.com/soulindex/soulindex/query"
)

// queryFlags are the flags refs and calls share: the index to read, its
// size bound, JSON output, and the language server step (--lsp, its
// bound, the trust and the notices).
type queryFlags struct {
	index      *string
	maxIndex   config.ByteSize
	asJSON     *bool
	useLSP     *bool
	lspTimeout *time.Duration
	quiet      *bool
	rf         runFlags
}

// register adds the flags; lspDoc says what --lsp does for the command.
func (q *queryFlags) register(fs *flag.FlagSet, lspDoc string) {
	q.index = fs.String("index", "", "SCIP index to read (default DIR/.soulindex/index.scip)")
	q.maxIndex = config.ByteSize(query.DefaultMaxIndexSize)
	fs.Var(&q.maxIndex, "max-index-size", "refuse a larger index as corrupt (bytes, or with K/M/G suffix; default 4G)")
	q.asJSON = fs.Bool("json", false, "print the answer as JSON")
	q.useLSP = fs.Bool("lsp", false, lspDoc)
	q.lspTimeout = fs.Duration("lsp-timeout", 5*time.Minute, "bound on the whole server step, server start included")
	fs.BoolVar(&q.rf.opts.LSP.TrustRepoConfig, "trust-repo-config", false, "trust the repository: run the language servers DIR/.soulindex.toml names and servers found inside the repository")
	q.quiet = fs.Bool("quiet", false, "print no notices")
}

// servers loads DIR's configuration for the server step and says what it
// noticed: the servers' discovery, the bound and the notice sink, and the
// run's language registry.
func (q *queryFlags) servers(fs *flag.FlagSet, dir string, stderr io.Writer) (pipeline.QueryLSP, error) {
	if err := q.rf.loadConfig(fs, dir); err != nil {
		return pipeline.QueryLSP{}, err
	}
	printNotices(stderr, *q.quiet, q.rf.notices...)
	printNotices(stderr, *q.quiet, q.rf.opts.LSP.Discover(q.rf.conf)...)
	return pipeline.QueryLSP{Discovery: q.rf.opts.LSP.Discovery, Timeout: *q.lspTimeout, Notice: noticeSink(stderr, *q.quiet)}, nil
}

// printJSON writes v as indented JSON.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func (q *queryFlags) at(dir string) query.Index {
	p := *q.index
	if p == "" {
		p = filepath.Join(dir, ".soulindex", "index.scip")
	}
	return query.Index{Path: p, MaxSize: int64(q.maxIndex)}
}

// cmdRefs prints every place the symbols a name or a position names occur
// (query.References), from DIR's SCIP index.
func cmdRefs(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("refs", flag.ContinueOnError)
	var q queryFlags
	q.register(fs, "confirm and complete the places with the language server's references (textDocument/references): the index's places the server names too are marked confirmed, those only the server names are added")
	pos, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return usagef("refs takes a name (Name or Type.member) or a position FILE:LINE[:COL], and an optional directory")
	}
	target, dir := pos[0], "."
	if len(pos) == 2 {
		dir = pos[1]
	}
	res, err := query.References(ctx, q.at(dir), dir, target)
	if err != nil {
		return err
	}
	if *q.useLSP {
		o, err := q.servers(fs, dir, stderr)
		if err != nil {
			return err
		}
		if err := pipeline.ConfirmReferences(ctx, dir, q.rf.opts.Registry, res, o); err != nil {
			return err
		}
	}
	if *q.asJSON {
		return printJSON(stdout, res)
	}
	bw := bufio.NewWriter(stdout)
	lines := sourceLines{dir: dir}
	defs, refs := 0, 0
	for _, o := range res.Occurrences {
		role := "ref"
		if o.Definition {
			role, defs = "def", defs+1
		} else {
			refs++
		}
		in := ""
		if o.In != "" {
			in = " (in " + o.In + ")"
		}
		switch {
		case o.Source == "lsp":
			in += " [lsp]"
		case o.Confirmed:
			in += " [confirmed]"
		}
		fmt.Fprintf(bw, "%s:%d:%d: %s%s", o.Path, o.Line+1, o.Col+1, role, in)
		if text := lines.line(o.Path, o.Line); text != "" {
			fmt.Fprintf(bw, ": %s", text)
		}
		bw.WriteByte('\n')
	}
	names := make([]string, len(res.Targets))
	for i, t := range res.Targets {
		names[i] = t.Name
	}
	fmt.Fprintf(bw, "%d definitions, %d references of %s\n", defs, refs, strings.Join(dedupSorted(names), ", "))
	return bw.Flush()
}

// cmdCalls prints the callers and callees of the functions a name or a
// position names (query.Calls), from DIR's SCIP index.
func cmdCalls(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("calls", flag.ContinueOnError)
	var q queryFlags
	q.register(fs, "confirm and complete the direct callers and callees with the language server's call hierarchy (callHierarchy/incomingCalls, outgoingCalls)")
	depth := fs.Int("depth", 1, "levels of callers and callees (0: no bound); where it stops short, the answer says so")
	pos, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return usagef("calls takes a function's name (Name or Type.method) or a position FILE:LINE[:COL], and an optional directory")
	}
	if *depth < 0 {
		return usagef("calls: --depth %d: want 0 (no bound) or more", *depth)
	}
	target, dir := pos[0], "."
	if len(pos) == 2 {
		dir = pos[1]
	}
	res, err := query.Calls(ctx, q.at(dir), dir, target, *depth)
	if err != nil {
		return err
	}
	if *q.useLSP {
		o, err := q.servers(fs, dir, stderr)
		if err != nil {
			return err
		}
		if err := pipeline.ConfirmCalls(ctx, dir, q.rf.opts.Registry, res, o); err != nil {
			return err
		}
	}
	if *q.asJSON {
		return printJSON(stdout, res)
	}
	bw := bufio.NewWriter(stdout)
	for i, t := range res.Targets {
		if i > 0 {
			bw.WriteByte('\n')
		}
		fmt.Fprintf(bw, "%s", t.Name)
		for _, d := range t.Definitions {
			fmt.Fprintf(bw, " %s:%d:%d", d.Path, d.Line+1, d.Col+1)
		}
		bw.WriteByte('\n')
		printCalls(bw, "callers", t.Callers)
		printCalls(bw, "callees", t.Callees)
	}
	return bw.Flush()
}

func printCalls(w *bufio.Writer, title string, calls []query.Call) {
	if len(calls) == 0 {
		fmt.Fprintf(w, "%s: none\n", title)
		return
	}
	fmt.Fprintf(w, "%s:\n", title)
	var walk func([]query.Call, int)
	walk = func(cs []query.Call, depth int) {
		for _, c := range cs {
			fmt.Fprintf(w, "%s%s:%d:%d %s", strings.Repeat("  ", depth), c.Path, c.Line+1, c.Col+1, c.Name)
			if c.Sites > 1 {
				fmt.Fprintf(w, " (%d calls)", c.Sites)
			}
			switch {
			case c.Recursive:
				w.WriteString(" [recursive]")
			case c.Truncated:
				w.WriteString(" [more: --depth]")
			}
			switch {
			case c.Source == "lsp":
				w.WriteString(" [lsp]")
			case c.Confirmed:
				w.WriteString(" [confirmed]")
			}
			w.WriteByte('\n')
			walk(c.Calls, depth+1)
		}
	}
	walk(calls, 1)
}

func dedupSorted(xs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// sourceLines reads the lines refs prints beside each place, from the
// indexed directory: a path the index names is read only when it stays
// inside dir, as a bounded regular file; anything else prints no text.
type sourceLines struct {
	dir   string
	path  string
	lines [][]byte
}

// maxSourceLine bounds the text printed for a place.
const maxSourceLine = 200

func (s *sourceLines) line(path string, line int32) string {
	if path != s.path {
		s.path, s.lines = path, nil
		if filepath.IsLocal(filepath.FromSlash(path)) {
			if f, _, err := safefile.Open(filepath.Join(s.dir, filepath.FromSlash(path))); err == nil {
				b, err := io.ReadAll(io.LimitReader(f, 16<<20))
				f.Close()
				if err == nil {
					s.lines = bytes.Split(b, []byte("\n"))
				}
			}
		}
	}
	if line < 0 || int(line) >= len(s.lines) {
		return ""
	}
	t := strings.TrimSpace(strings.ToValidUTF8(string(s.lines[line]), "\uFFFD"))
	if r := []rune(t); len(r) > maxSourceLine {
		t = string(r[:maxSourceLine]) + "…"
	}
	return t
}
