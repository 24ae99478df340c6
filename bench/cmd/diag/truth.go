package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
)

// Err is one error of the checker or of diag: slash-separated path
// relative to the corpus root, 1-based line and column.
type Err struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Msg  string `json:"message"`
}

// checker runs a language's compiler or type checker on the whole tree
// and returns its errors (not warnings), sorted and without duplicates.
type checker interface {
	name() string
	check(ctx context.Context, root string) ([]Err, error)
}

func sortErrs(errs []Err) []Err {
	sort.Slice(errs, func(i, j int) bool {
		a, b := errs[i], errs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Msg < b.Msg
	})
	out := errs[:0]
	for i, e := range errs {
		if i == 0 || e != errs[i-1] {
			out = append(out, e)
		}
	}
	return out
}

// rel makes an absolute path relative to root ("" when outside it).
func rel(root, path string) string {
	r, err := filepath.Rel(root, path)
	if err != nil || r == ".." || strings.HasPrefix(r, "../") {
		return ""
	}
	return filepath.ToSlash(r)
}

// goChecker type-checks every package of the main module, tests included,
// with go/types over `go list -deps -test`'s package graph. Unlike `go
// build`, which stops at the first package that fails, it checks every
// package even when one it imports has errors (using that package's
// partial types, as the compiler's own front end would if it went on), so
// the callers of a broken function in other packages are counted too.
// Dependencies outside the module come from the go command's export data.
type goChecker struct {
	exports map[string]string // import path -> export data file, filled once
}

func (*goChecker) name() string {
	return "go/types over go list -deps -test (every package of the module, tests included)"
}

type goPackage struct {
	ImportPath string
	Name       string
	Dir        string
	ForTest    string
	GoFiles    []string
	CgoFiles   []string
	Standard   bool
	Export     string
	ImportMap  map[string]string
	Module     *struct{ Main bool }
}

func goList(ctx context.Context, dir string, args ...string) ([]goPackage, error) {
	cmd := exec.CommandContext(ctx, "go", append([]string{"list", "-e"}, args...)...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	var pkgs []goPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p goPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list output: %w", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

func (g *goChecker) check(ctx context.Context, root string) ([]Err, error) {
	pkgs, err := goList(ctx, root, "-deps", "-test", "-json=ImportPath,Name,Dir,ForTest,GoFiles,CgoFiles,Standard,ImportMap,Module", "./...")
	if err != nil {
		return nil, err
	}
	main := func(p goPackage) bool { return p.Module != nil && p.Module.Main && !p.Standard }
	if g.exports == nil {
		// The dependencies do not change from one scenario to the next.
		var paths []string
		for _, p := range pkgs {
			if !main(p) && p.ImportPath != "unsafe" && p.ImportPath != "C" {
				paths = append(paths, p.ImportPath)
			}
		}
		g.exports = map[string]string{}
		if len(paths) > 0 {
			deps, err := goList(ctx, root, append([]string{"-export", "-json=ImportPath,Export"}, paths...)...)
			if err != nil {
				return nil, err
			}
			for _, d := range deps {
				g.exports[d.ImportPath] = d.Export
			}
		}
	}
	fset := token.NewFileSet()
	gc := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		f := g.exports[path]
		if f == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	checked := map[string]*types.Package{}
	var errs []Err
	add := func(pos token.Position, msg string) {
		if f := rel(root, pos.Filename); f != "" {
			errs = append(errs, Err{File: f, Line: pos.Line, Col: pos.Column, Msg: msg})
		}
	}
	for _, p := range pkgs {
		if !main(p) {
			continue
		}
		var files []*ast.File
		testMain := false
		for _, name := range append(append([]string(nil), p.GoFiles...), p.CgoFiles...) {
			if filepath.IsAbs(name) {
				testMain = true // the generated main of a test binary
				break
			}
			f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.AllErrors|parser.SkipObjectResolution)
			var list scanner.ErrorList
			if errors.As(err, &list) {
				for _, e := range list {
					add(e.Pos, e.Msg)
				}
			} else if err != nil {
				return nil, err
			}
			if f != nil {
				files = append(files, f)
			}
		}
		if testMain || len(files) == 0 {
			continue
		}
		conf := types.Config{
			Importer: importerFunc(func(path string) (*types.Package, error) {
				if r, ok := p.ImportMap[path]; ok {
					path = r
				}
				if t := checked[path]; t != nil {
					return t, nil
				}
				return gc.Import(path)
			}),
			Error:       func(err error) { te := err.(types.Error); add(fset.Position(te.Pos), te.Msg) },
			FakeImportC: true,
			Sizes:       types.SizesFor("gc", runtime.GOARCH),
		}
		path, _, _ := strings.Cut(p.ImportPath, " ")
		t, _ := conf.Check(path, fset, files, nil) // errors went to conf.Error
		checked[p.ImportPath] = t
	}
	return sortErrs(errs), nil
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// pyrightChecker is `pyright --outputjson` on the whole tree.
type pyrightChecker struct{ bin string }

func (c pyrightChecker) name() string { return "pyright --outputjson (whole tree)" }

func (c pyrightChecker) check(ctx context.Context, root string) ([]Err, error) {
	cmd := exec.CommandContext(ctx, c.bin, "--outputjson")
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, runErr := cmd.Output() // exit 1 when there are errors
	return parsePyright(root, out, runErr, stderr.String())
}

func parsePyright(root string, out []byte, runErr error, stderr string) ([]Err, error) {
	var rep struct {
		GeneralDiagnostics []struct {
			File     string
			Severity string
			Message  string
			Range    struct{ Start struct{ Line, Character int } }
		}
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		return nil, fmt.Errorf("pyright output (%v): %w: %s", runErr, err, strings.TrimSpace(stderr))
	}
	var errs []Err
	for _, d := range rep.GeneralDiagnostics {
		if d.Severity != "error" {
			continue
		}
		if f := rel(root, d.File); f != "" {
			errs = append(errs, Err{File: f, Line: d.Range.Start.Line + 1, Col: d.Range.Start.Character + 1, Msg: d.Message})
		}
	}
	return sortErrs(errs), nil
}

// tscChecker is `tsc --noEmit -p .` on the tree's tsconfig.json.
type tscChecker struct{ bin string }

func (c tscChecker) name() string { return "tsc --noEmit -p . (the corpus' tsconfig.json)" }

func (c tscChecker) check(ctx context.Context, root string) ([]Err, error) {
	cmd := exec.CommandContext(ctx, c.bin, "--noEmit", "-p", ".", "--pretty", "false")
	cmd.Dir = root
	out, runErr := cmd.Output() // exit 2 when there are errors
	errs := parseTsc(root, out)
	if runErr != nil && len(errs) == 0 {
		return nil, fmt.Errorf("tsc: %w: %s", runErr, strings.TrimSpace(string(out)))
	}
	return errs, nil
}

var tscLine = regexp.MustCompile(`^(.+)\((\d+),(\d+)\): error (TS\d+): (.*)$`)

func parseTsc(root string, out []byte) []Err {
	var errs []Err
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		m := tscLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue // a continuation line of the message before
		}
		p := m[1]
		if !filepath.IsAbs(p) {
			p = filepath.Join(root, p)
		}
		f := rel(root, p)
		if f == "" {
			continue
		}
		var line, col int
		fmt.Sscan(m[2], &line)
		fmt.Sscan(m[3], &col)
		errs = append(errs, Err{File: f, Line: line, Col: col, Msg: m[4] + ": " + m[5]})
	}
	return sortErrs(errs)
}
