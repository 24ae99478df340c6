// Package archtest holds tests of the repository's own structure.
package archtest

import (
	"bufio"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/soulindex/soulindex/"

// TestImportRules enforces ARCHITECTURE.md's package table: each package
// listed there imports, outside its tests, only the packages of this
// module its "may import" column names (or their subpackages, written
// "indexer (manifests)" or plain); "everything" allows all, "—" none. A
// package of the module missing from the table fails too, so a new one
// comes with its rule.
func TestImportRules(t *testing.T) {
	root := filepath.Join("..", "..")
	rules := readRules(t, filepath.Join(root, "ARCHITECTURE.md"))
	pkgs := modulePackages(t, root)
	for _, pkg := range pkgs {
		rule, ok := ruleFor(rules, pkg)
		if !ok {
			t.Errorf("%s: not in ARCHITECTURE.md's package table", pkg)
			continue
		}
		if rule.everything {
			continue
		}
		for _, imp := range imports(t, filepath.Join(root, pkg)) {
			if imp == pkg || strings.HasPrefix(imp, pkg+"/") || rule.allows(imp) {
				continue
			}
			t.Errorf("%s imports %s, which ARCHITECTURE.md does not allow it (%s)", pkg, imp, strings.Join(rule.may, ", "))
		}
	}
}

type rule struct {
	may        []string
	everything bool
}

// allows reports whether imp is a package the rule names or lies below one.
func (r rule) allows(imp string) bool {
	for _, m := range r.may {
		if imp == m || strings.HasPrefix(imp, m+"/") {
			return true
		}
	}
	return false
}

// readRules reads the "## Packages" table: package → rule.
func readRules(t *testing.T, path string) map[string]rule {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rules := map[string]rule{}
	in := false
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			in = line == "## Packages"
			continue
		}
		if !in || !strings.HasPrefix(line, "| `") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) < 3 {
			continue
		}
		name := strings.Trim(strings.TrimSpace(cells[0]), "`")
		may := strings.TrimSpace(cells[len(cells)-1])
		var r rule
		switch {
		case may == "everything":
			r.everything = true
		case may == "—":
		default:
			for _, m := range strings.Split(may, ",") {
				m = strings.TrimSpace(m)
				if i := strings.IndexByte(m, ' '); i >= 0 {
					m = m[:i] // "indexer (manifests)"
				}
				r.may = append(r.may, m)
			}
		}
		rules[name] = r
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rules) == 0 {
		t.Fatal("ARCHITECTURE.md has no package table")
	}
	return rules
}

// ruleFor finds the rule of pkg or of its closest listed parent (bench/eval
// falls under bench).
func ruleFor(rules map[string]rule, pkg string) (rule, bool) {
	for p := pkg; ; {
		if r, ok := rules[p]; ok {
			return r, true
		}
		i := strings.LastIndexByte(p, '/')
		if i < 0 {
			return rule{}, false
		}
		p = p[:i]
	}
}

// modulePackages lists the directories of the module holding non-test Go
// files, relative to root, testdata and tool folders skipped. The nested
// bench module is walked too: its rule (no root package) is what keeps it
// free of a replace directive.
func modulePackages(t *testing.T, root string) []string {
	t.Helper()
	seen := map[string]bool{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() && p != root && (name == "testdata" || strings.HasPrefix(name, ".") || name == "node_modules") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			rel, _ := filepath.Rel(root, filepath.Dir(p))
			seen[filepath.ToSlash(rel)] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// imports lists the module's packages that dir's non-test files import,
// relative to the module.
func imports(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	for _, p := range importPaths(t, dir) {
		if rel, ok := strings.CutPrefix(p, module); ok {
			out = append(out, rel)
		}
	}
	return out
}

// importPaths lists every import path of dir's non-test files (whatever
// their build constraints), sorted.
func importPaths(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	fset := token.NewFileSet()
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, is := range f.Imports {
			set[strings.Trim(is.Path.Value, `"`)] = true
		}
	}
	var out []string
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}
