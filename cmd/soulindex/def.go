package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// definition is one hit of `soulindex def`.
type definition struct {
	path      string
	line, col int32
	kind      string
	signature string
}

// cmdDef prints the definitions of NAME recorded in DIR's SCIP index,
// streaming the index one document at a time.
func cmdDef(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("def", flag.ContinueOnError)
	index := flags.String("index", "", "SCIP index to read (default DIR/.soulindex/index.scip)")
	pos, err := parseInterspersed(flags, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return usagef("def takes a name and an optional directory")
	}
	name, dir := pos[0], "."
	if len(pos) == 2 {
		dir = pos[1]
	}
	if *index == "" {
		*index = filepath.Join(dir, ".soulindex", "index.scip")
	}
	defs, err := findDefinitions(ctx, *index, dir, name)
	if err != nil {
		return err
	}
	if len(defs) == 0 {
		return fmt.Errorf("no definition of %q in %s", name, *index)
	}
	bw := bufio.NewWriter(stdout)
	for _, d := range defs {
		fmt.Fprintf(bw, "%s:%d:%d: %s %s\n", d.path, d.line+1, d.col+1, d.kind, d.signature)
	}
	return bw.Flush()
}

// findDefinitions returns the definitions whose display name is name
// (or, for a qualified "Type.member", whose container and name match), in
// path and line order.
func findDefinitions(ctx context.Context, index, dir, name string) ([]definition, error) {
	container, member := "", name
	if i := strings.LastIndexByte(name, '.'); i > 0 && i < len(name)-1 {
		container, member = name[:i], name[i+1:]
	}
	var out []definition
	err := scanDefinitions(ctx, index, dir,
		func(_ *scip.Document, si *scip.SymbolInformation) bool {
			return si.DisplayName == member &&
				(container == "" || strings.HasSuffix(displayContainer(si.EnclosingSymbol), container))
		},
		func(d *scip.Document, si *scip.SymbolInformation, o *scip.Occurrence) {
			sig := si.DisplayName
			if t := si.GetSignatureDocumentation().GetText(); t != "" {
				sig = t
			}
			out = append(out, definition{path: d.RelativePath, line: o.Range[0], col: o.Range[1],
				kind: strings.ToLower(si.Kind.String()), signature: sig})
		})
	if err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].path != out[j].path {
			return out[i].path < out[j].path
		}
		return out[i].line < out[j].line
	})
	return out, nil
}

// scanDefinitions streams a SCIP index one document at a time and calls
// fn for every definition occurrence of a symbol that keep accepts. A
// missing index is reported with the command that makes it.
func scanDefinitions(ctx context.Context, index, dir string,
	keep func(*scip.Document, *scip.SymbolInformation) bool,
	fn func(*scip.Document, *scip.SymbolInformation, *scip.Occurrence)) error {
	f, err := os.Open(index)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("no index at %s: run `soulindex index %s` first", index, dir)
	}
	if err != nil {
		return err
	}
	defer f.Close()
	v := scip.IndexVisitor{VisitDocument: func(_ context.Context, d *scip.Document) error {
		want := map[string]*scip.SymbolInformation{}
		for _, si := range d.Symbols {
			if keep(d, si) {
				want[si.Symbol] = si
			}
		}
		if len(want) == 0 {
			return nil
		}
		for _, o := range d.Occurrences {
			if si := want[o.Symbol]; si != nil && o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0 && len(o.Range) >= 3 {
				fn(d, si, o)
			}
		}
		return nil
	}}
	if err := v.ParseStreaming(ctx, bufio.NewReaderSize(f, 1<<20)); err != nil {
		return fmt.Errorf("read %s: %w", index, err)
	}
	return nil
}

// displayContainer turns a container symbol into dotted names ("A.B"),
// from its descriptors.
func displayContainer(sym string) string {
	if sym == "" {
		return ""
	}
	s, err := scip.ParseSymbol(sym)
	if err != nil {
		return ""
	}
	var parts []string
	for _, d := range s.Descriptors {
		if d.Suffix != scip.Descriptor_Namespace {
			parts = append(parts, d.Name)
		}
	}
	return strings.Join(parts, ".")
}
