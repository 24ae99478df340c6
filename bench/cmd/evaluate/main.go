// Command evaluate measures a candidate index against a precise ground-truth
// SCIP index of the same corpus and prints a Markdown table.
//
//	go run -C bench ./cmd/evaluate -candidate A.scip -truth B.scip \
//	    [-ctags tags.json -corpus DIR] [-rank ranking.txt] [-name NAME] \
//	    [-json OUT.json] [-md OUT.md]
//
// The candidate is usually soulindex's index.scip; -ctags adds
// universal-ctags definitions (JSON Lines from
// `ctags -R --output-format=json --fields=+neKS`) as a second row. The truth
// is scip-go, scip-typescript or scip-python output. See package
// github.com/soulindex/soulindex/bench/eval for the matching rules.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/soulindex/soulindex/bench/eval"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		fmt.Fprintln(os.Stderr, "evaluate:", err)
		var ue usageError
		if errors.As(err, &ue) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("evaluate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		candidate  = fs.String("candidate", "", "candidate SCIP index (soulindex's index.scip)")
		truth      = fs.String("truth", "", "ground-truth SCIP index (scip-go, scip-typescript, scip-python) of the same corpus")
		name       = fs.String("name", "soulindex", "name of the candidate in the report")
		truthName  = fs.String("truth-name", "", "name of the truth in the report (default: its tool name)")
		ctags      = fs.String("ctags", "", "universal-ctags JSON Lines (--output-format=json --fields=+neKS) to evaluate as well")
		ctagsName  = fs.String("ctags-name", "ctags", "name of the ctags row")
		corpus     = fs.String("corpus", "", "the corpus directory: ctags tag paths are made relative to it and names located in its files; cross-file references are told qualified or unqualified from its text (default: the truth's project root)")
		rank       = fs.String("rank", "", "candidate file ranking: one path per line, best first, or soulindex's graph.json")
		jsonOut    = fs.String("json", "", "write every count as JSON to this file")
		mdOut      = fs.String("md", "", "write the Markdown report to this file too")
		examples   = fs.Int("examples", 10, "missed and extra items to list per metric and kind")
		stripCand  = fs.String("strip-candidate", "", "strip this prefix from candidate paths (turns off automatic alignment)")
		stripTruth = fs.String("strip-truth", "", "strip this prefix from truth paths (turns off automatic alignment)")
		maps       stringList
		enriched   = fs.String("enriched", "", "soulindex's enrichment.json (index --lsp): also report reference recall restricted to the symbols whose references a language server gave")
	)
	fs.Var(&maps, "map", "a Markdown Soul Map of the candidate (repeatable): report its symbol coverage (top 25 and 100 most-used truth definitions shown)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: evaluate -truth B.scip [-candidate A.scip] [-ctags tags.json [-corpus DIR]] [flags]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usageError{"unexpected arguments: " + strings.Join(fs.Args(), " ")}
	}
	if *truth == "" || (*candidate == "" && *ctags == "") {
		fs.Usage()
		return usageError{"-truth and at least one of -candidate, -ctags are required"}
	}

	opt := eval.Options{Examples: *examples}
	if *stripCand != "" || *stripTruth != "" {
		opt.Align = &eval.PathAlignment{
			StripCandidate: prefixFlag(*stripCand),
			StripTruth:     prefixFlag(*stripTruth),
		}
	}

	tx, err := eval.LoadSCIP("truth", *truth)
	if err != nil {
		return err
	}
	tx.Name = *truthName
	if tx.Name == "" {
		tx.Name = tx.Tool
	}
	if tx.Name == "" {
		tx.Name = "truth"
	}
	rep := eval.NewReport(tx, *truth)
	dir := *corpus
	if dir == "" {
		dir = rootDir(tx.ProjectRoot)
	}
	opt.Corpus = dir

	if *candidate != "" {
		cx, err := eval.LoadSCIP(*name, *candidate)
		if err != nil {
			return err
		}
		o := opt
		if *rank != "" {
			if o.Rank, err = eval.ReadRank(*rank); err != nil {
				return err
			}
		}
		if *enriched != "" {
			if o.Enriched, err = readEnriched(*enriched); err != nil {
				return err
			}
		}
		res := eval.Evaluate(cx, tx, o)
		res.Source = *candidate
		for _, m := range maps {
			mc, err := evalMap(cx, tx, m, *examples)
			if err != nil {
				return err
			}
			res.Maps = append(res.Maps, mc)
		}
		rep.Candidates = append(rep.Candidates, res)
	}

	if *ctags != "" {
		cx, st, err := eval.LoadCtags(*ctagsName, *ctags, dir)
		if err != nil {
			return err
		}
		res := eval.Evaluate(cx, tx, opt)
		res.Source = *ctags
		if dir == "" {
			res.Notes = append(res.Notes, "no -corpus: every tag's range is its whole line")
		}
		res.Notes = append(res.Notes, fmt.Sprintf("ctags: %d tags, %d malformed lines, %d names not found on their line, %d tags in unreadable files",
			st.Tags, st.Malformed, st.Unlocated, st.Unreadable+st.OutOfFile))
		rep.Candidates = append(rep.Candidates, res)
	}

	var md strings.Builder
	if err := rep.WriteMarkdown(&md); err != nil {
		return err
	}
	if _, err := io.WriteString(stdout, md.String()); err != nil {
		return err
	}
	if *mdOut != "" {
		if err := os.WriteFile(*mdOut, []byte(md.String()), 0o644); err != nil {
			return err
		}
	}
	if *jsonOut != "" {
		f, err := os.Create(*jsonOut)
		if err != nil {
			return err
		}
		if err := rep.WriteJSON(f); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}

// prefixFlag makes "sync" and "sync/" the same prefix.
func prefixFlag(p string) string {
	p = strings.Trim(filepath.ToSlash(p), "/")
	if p == "" || p == "." {
		return ""
	}
	return p + "/"
}

// rootDir turns a file:// project root into a directory, if it exists here.
func rootDir(root string) string {
	u, err := url.Parse(root)
	if err != nil || u.Scheme != "file" || u.Path == "" {
		return ""
	}
	if st, err := os.Stat(u.Path); err != nil || !st.IsDir() {
		return ""
	}
	return u.Path
}

// readEnriched lists the symbols of an enrichment.json whose references
// came from a language server.
func readEnriched(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read enrichment: %w", err)
	}
	var doc struct {
		Symbols []struct {
			Symbol     string `json:"symbol"`
			References string `json:"references"`
		} `json:"symbols"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("parse enrichment %s: %w", path, err)
	}
	out := []string{}
	for _, s := range doc.Symbols {
		if s.References == "lsp" {
			out = append(out, s.Symbol)
		}
	}
	return out, nil
}

// stringList is a repeatable string flag.
type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, ",") }
func (l *stringList) Set(v string) error { *l = append(*l, v); return nil }

// evalMap scores the Markdown Soul Map at path.
func evalMap(cand, truth *eval.Index, path string, examples int) (*eval.MapCoverage, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("soul map: %w", err)
	}
	defer f.Close()
	entries, err := eval.ParseSoulMap(f)
	if err != nil {
		return nil, fmt.Errorf("soul map %s: %w", path, err)
	}
	mc := eval.EvaluateMap(cand, truth, entries, nil, examples)
	mc.Source = path
	return mc, nil
}
