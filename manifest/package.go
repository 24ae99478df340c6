package manifest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"path"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// Package is a package manifest found in the tree, as SCIP symbols name
// their package: the manager and the module path or package name.
type Package struct {
	// Dir is the manifest's directory, root-relative ("." for the root).
	Dir string `json:"dir"`
	// Manager is the SCIP package manager: gomod, npm, cargo or pypi.
	Manager string `json:"manager"`
	// Name is the module path or package name.
	Name string `json:"name"`
}

// PackageManager returns the SCIP package manager of a manifest file name
// (go.mod: gomod, package.json: npm, Cargo.toml: cargo, pyproject.toml:
// pypi), or "" when the file names no package for SCIP.
func PackageManager(file string) string {
	switch file {
	case "go.mod":
		return "gomod"
	case "package.json":
		return "npm"
	case "Cargo.toml":
		return "cargo"
	case "pyproject.toml":
		return "pypi"
	}
	return ""
}

// PackageName reads the package name a manifest (by file name) declares
// for SCIP symbols, or "". It is read leniently, apart from Parse: the
// symbols' names must not change with the dependency reader's rules.
func PackageName(file string, data []byte) string {
	switch file {
	case "go.mod":
		sc := bufio.NewScanner(bytes.NewReader(data))
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if len(f) >= 2 && f[0] == "module" {
				return strings.Trim(f[1], `"`)
			}
		}
	case "package.json":
		var p struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(data, &p) == nil {
			return p.Name
		}
	case "Cargo.toml", "pyproject.toml":
		var t struct {
			Package struct{ Name string } `toml:"package"`
			Project struct{ Name string } `toml:"project"`
			Tool    struct {
				Poetry struct{ Name string } `toml:"poetry"`
			} `toml:"tool"`
		}
		if _, err := toml.Decode(string(data), &t); err == nil {
			for _, n := range []string{t.Package.Name, t.Project.Name, t.Tool.Poetry.Name} {
				if n != "" {
					return n
				}
			}
		}
	}
	return ""
}

// SortPackages orders packages by directory, then manager: the order
// NearestPackage searches.
func SortPackages(ps []Package) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Dir != ps[j].Dir {
			return ps[i].Dir < ps[j].Dir
		}
		return ps[i].Manager < ps[j].Manager
	})
}

// NearestPackage returns the package of manager mgr nearest above rel in
// ps (sorted by SortPackages), or nil. A binary search per ancestor
// directory keeps this cheap on monorepos.
func NearestPackage(ps []Package, rel, mgr string) *Package {
	if mgr == "" {
		return nil
	}
	for dir := path.Dir(rel); ; dir = path.Dir(dir) {
		i := sort.Search(len(ps), func(i int) bool {
			p := ps[i]
			return p.Dir > dir || p.Dir == dir && p.Manager >= mgr
		})
		if i < len(ps) && ps[i].Dir == dir && ps[i].Manager == mgr {
			return &ps[i]
		}
		if dir == "." || dir == "/" {
			return nil
		}
	}
}
