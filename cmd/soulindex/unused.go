package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/pipeline"
	"github.com/soulindex/soulindex/unused"
)

// errUnusedFound makes `soulindex unused --fail-on-unused` exit 1.
type errUnusedFound struct{ n int }

func (e errUnusedFound) Error() string {
	return fmt.Sprintf("%d unused public definition(s) (--fail-on-unused)", e.n)
}

// libraryFlag is --library / --library=false, unset when not given.
type libraryFlag struct{ v **bool }

func (l libraryFlag) String() string {
	if l.v == nil || *l.v == nil {
		return "from the manifests"
	}
	return fmt.Sprint(**l.v)
}

func (l libraryFlag) Set(s string) error {
	var b bool
	switch s {
	case "true", "1":
		b = true
	case "false", "0":
	default:
		return fmt.Errorf("--library takes true or false, got %q", s)
	}
	*l.v = &b
	return nil
}

func (l libraryFlag) IsBoolFlag() bool { return true }

// cmdUnused lists the public definitions nothing in the repository uses.
func cmdUnused(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("unused", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	fail := fs.Bool("fail-on-unused", false, "exit 1 when anything is reported (a CI gate)")
	fs.BoolVar(&rf.opts.Unused.Explain, "explain", false, "with --json, list every public definition looked at and why it is or is not reported (\"checked\")")
	fs.Var(libraryFlag{&rf.opts.Unused.Library}, "library", "the repository is a library: its public API is used from outside and never reported (default: from the manifests, or [unused] library)")
	useLSP := fs.Bool("lsp", false, "confirm each finding with the language server's references before reporting it (a finding the server cannot answer for is reported unconfirmed, with a note)")
	lspTimeout := fs.Duration("lsp-timeout", 5*time.Minute, "bound on the whole confirmation, server start included")
	fs.BoolVar(&rf.opts.LSP.TrustRepoConfig, "trust-repo-config", false, "trust the repository: run the language servers DIR/.soulindex.toml names and servers found inside the repository")
	dir, err := parseDirArgs(fs, &rf, args, stdout)
	if err != nil {
		return err
	}
	printNotices(stderr, rf.quiet, rf.notices...)
	if *useLSP {
		printNotices(stderr, rf.quiet, rf.opts.LSP.Discover(rf.conf)...)
	}
	if len(rf.opts.Map.Focus) > 0 || rf.opts.Changed != "" {
		return usagef("unused writes no Soul Map: it takes no --focus or --changed")
	}
	if _, err := os.Stat(dir); err != nil {
		return fmt.Errorf("cannot index %s: %w", dir, err)
	}
	rf.opts.Graph.CoChange = false // co-change adds edges, never uses
	ix, err := pipeline.Extract(ctx, dir, rf.opts)
	if err != nil {
		return err
	}
	if !rf.quiet {
		report(stderr, ix.Result, rf.verbose)
	}
	rep, _, err := ix.Unused(ctx)
	if err != nil {
		return err
	}
	if *useLSP {
		if err := ix.ConfirmUnused(ctx, &rep, pipeline.QueryLSP{Discovery: rf.opts.LSP.Discovery, Timeout: *lspTimeout, Notice: noticeSink(stderr, rf.quiet)}); err != nil {
			return err
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(jsonReport(rep)); err != nil {
			return err
		}
	} else {
		printUnused(stdout, rep)
	}
	if !rf.quiet {
		fmt.Fprintln(stderr, unusedSummary(rep))
	}
	if *fail && len(rep.Findings) > 0 {
		return errUnusedFound{len(rep.Findings)}
	}
	return nil
}

// jsonReport gives the JSON document empty lists, never null.
func jsonReport(rep unused.Report) unused.Report {
	if rep.Findings == nil {
		rep.Findings = []unused.Finding{}
	}
	if rep.Languages == nil {
		rep.Languages = []unused.LanguageCount{}
	}
	return rep
}

// printUnused prints one line per finding: path:line:column, kind,
// qualified name, signature. Paths and names are encoded as in every
// output, so a file name cannot forge a line.
func printUnused(w io.Writer, rep unused.Report) {
	for _, fd := range rep.Findings {
		name := fd.Name
		if fd.Container != "" {
			name = fd.Container + "." + name
		}
		fmt.Fprintf(w, "%s:%d:%d: %s %s", output.EncodePath(fd.Path), fd.Line, fd.Column, fd.Kind, output.EncodePath(name))
		if fd.Signature != "" {
			fmt.Fprintf(w, "  %s", output.EncodePath(fd.Signature))
		}
		if fd.Confirmed != "" {
			fmt.Fprintf(w, "  (confirmed: %s)", fd.Confirmed)
		}
		fmt.Fprintln(w)
	}
}

// unusedSummary is one line per language: checked, referenced, kept by
// reason, unused.
func unusedSummary(rep unused.Report) string {
	var b strings.Builder
	kind := "a program"
	if rep.Library {
		kind = "a library"
	}
	fmt.Fprintf(&b, "soulindex: %d unused public definition(s); the repository is %s", len(rep.Findings), kind)
	for _, lc := range rep.Languages {
		fmt.Fprintf(&b, "\n  %s: %d checked, %d referenced, %d unused", lc.Language, lc.Checked, lc.Referenced, lc.Unused)
		reasons := make([]string, 0, len(lc.Kept))
		for r := range lc.Kept {
			reasons = append(reasons, string(r))
		}
		sort.Strings(reasons)
		for _, r := range reasons {
			fmt.Fprintf(&b, ", %d kept (%s)", lc.Kept[unused.Reason(r)], r)
		}
	}
	return b.String()
}
