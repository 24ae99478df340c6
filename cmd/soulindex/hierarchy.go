package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/pipeline"
	"github.com/soulindex/soulindex/refgraph"
)

// cmdHierarchy prints the supertypes and subtypes of the definitions
// named NAME (what they implement, extend or override, and what
// implements, extends or overrides them).
func cmdHierarchy(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("hierarchy", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	asJSON := fs.Bool("json", false, "print the answer as JSON")
	depth := fs.Int("depth", pipeline.DefaultHierarchyDepth, "levels walked up and down (0: no bound); where it stops short, the answer says so")
	useLSP := fs.Bool("lsp", false, "confirm and complete the direct supertypes and subtypes with the language server (typeHierarchy, else textDocument/implementation)")
	lspTimeout := fs.Duration("lsp-timeout", 5*time.Minute, "bound on the whole server step, server start included")
	fs.BoolVar(&rf.opts.LSP.TrustRepoConfig, "trust-repo-config", false, "trust the repository: run the language servers DIR/.soulindex.toml names and servers found inside the repository")
	pos, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return usagef("hierarchy takes a name (Name or Type.member) and an optional directory")
	}
	if *depth < 0 {
		return usagef("hierarchy: --depth %d: want 0 (no bound) or more", *depth)
	}
	name, dir := pos[0], "."
	if len(pos) == 2 {
		dir = pos[1]
	}
	if err := rf.loadConfig(fs, dir); err != nil {
		return err
	}
	if err := rf.opts.Validate(); err != nil {
		return err
	}
	printNotices(stderr, rf.quiet, rf.notices...)
	if _, err := os.Stat(dir); err != nil {
		return fmt.Errorf("cannot index %s: %w", dir, err)
	}
	rf.opts.Graph.CoChange = false
	ix, err := pipeline.Extract(ctx, dir, rf.opts)
	if err != nil {
		return err
	}
	entries, g, err := ix.TypeHierarchy(ctx, name, *depth)
	if err != nil {
		return err
	}
	if len(entries) == 0 {
		return fmt.Errorf("hierarchy: no definition named %s in %s", name, dir)
	}
	if *useLSP {
		printNotices(stderr, rf.quiet, rf.opts.LSP.Discover(rf.conf)...)
		if err := ix.ConfirmHierarchy(ctx, g, entries, pipeline.QueryLSP{Discovery: rf.opts.LSP.Discovery, Timeout: *lspTimeout, Notice: noticeSink(stderr, rf.quiet)}); err != nil {
			return err
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(entries)
	}
	for i, e := range entries {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "%s\n", hierarchyLine(e.HierarchyNode))
		printNodes(stdout, "supertypes", e.Supertypes, e.SupertypesStopped)
		printNodes(stdout, "subtypes", e.Subtypes, e.SubtypesStopped)
		if len(e.Incomplete) > 0 {
			fmt.Fprintf(stdout, "  note: the graph read the relations of %s only to its bounds (members %d supertypes up, Go embedding %d levels deep): more distant ones may be missing\n",
				output.EncodePath(strings.Join(e.Incomplete, ", ")), refgraph.MaxMemberDepth, refgraph.MaxGoEmbedDepth)
		}
	}
	return nil
}

// hierarchyLine is "path:line:col: kind Container.name  signature".
func hierarchyLine(n pipeline.HierarchyNode) string {
	name := n.Name
	if n.Container != "" {
		name = n.Container + "." + name
	}
	s := fmt.Sprintf("%s:%d:%d: %s %s", output.EncodePath(n.Path), n.Line, n.Column, n.Kind, output.EncodePath(name))
	if n.Signature != "" {
		s += "  " + output.EncodePath(n.Signature)
	}
	return s
}

// printNodes prints a walk indented by depth, each with its relation,
// and where the depth bound stopped it.
func printNodes(w io.Writer, title string, nodes []pipeline.HierarchyNode, stopped int) {
	if len(nodes) == 0 {
		fmt.Fprintf(w, "  %s: none\n", title)
		return
	}
	fmt.Fprintf(w, "  %s:\n", title)
	for _, n := range nodes {
		mark := ""
		if n.Confirmed {
			mark = ", confirmed"
		}
		if n.More {
			mark += ", more beyond"
		}
		fmt.Fprintf(w, "  %s%s  (%s%s)\n", strings.Repeat("  ", n.Depth), hierarchyLine(n), n.Relation, mark)
	}
	if stopped > 0 {
		fmt.Fprintf(w, "    %s stopped at depth %d: --depth N (0: no bound) lists more\n", title, stopped)
	}
}
