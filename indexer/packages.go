package indexer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/notice"
)

// Package is a package manifest found in the tree. SCIP symbols name their
// package with it, and import resolution will map module paths through it.
type Package struct {
	// Dir is the manifest's directory, root-relative ("." for the root).
	Dir string `json:"dir"`
	// Manager is the SCIP package manager: gomod, npm, cargo or pypi.
	Manager string `json:"manager"`
	// Name is the module path or package name.
	Name string `json:"name"`
}

// manifests maps a manifest file name to its manager.
var manifests = map[string]string{
	"go.mod":         "gomod",
	"package.json":   "npm",
	"Cargo.toml":     "cargo",
	"pyproject.toml": "pypi",
}

// managerOf maps a language to the manager whose manifests own its files.
var managerOf = map[string]string{
	"go": "gomod", "javascript": "npm", "typescript": "npm", "tsx": "npm",
	"rust": "cargo", "python": "pypi",
}

// findPackages reads every listed manifest; nameless ones are ignored, as
// the symbols then simply fall back to the repo root. Each is read as a
// source is (a regular file of at most maxSize bytes, not through a link):
// one that cannot be read is reported in notices and ignored.
func findPackages(root string, files []entry, maxSize int64) (ps []Package, notices []notice.Notice) {
	for _, e := range files {
		mgr, ok := manifests[path.Base(e.rel)]
		if !ok {
			continue
		}
		data, err := safefile.ReadFileNoFollow(filepath.Join(root, filepath.FromSlash(e.rel)), maxSize)
		if err != nil {
			notices = append(notices, notice.Notice{Reason: notice.Manifest, Subject: e.rel, Message: "package manifest not read: " + errText(err)})
			continue
		}
		if name := manifestName(path.Base(e.rel), data); name != "" {
			ps = append(ps, Package{Dir: path.Dir(e.rel), Manager: mgr, Name: name})
		}
	}
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Dir != ps[j].Dir {
			return ps[i].Dir < ps[j].Dir
		}
		return ps[i].Manager < ps[j].Manager
	})
	return ps, notices
}

func manifestName(file string, data []byte) string {
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

// PackageFor returns the nearest package enclosing rel whose manager owns
// lang, or nil. Packages are sorted by Dir, so a binary search per
// ancestor directory keeps this cheap on monorepos.
func (r *Result) PackageFor(rel, lang string) *Package {
	mgr := managerOf[lang]
	if mgr == "" {
		return nil
	}
	for dir := path.Dir(rel); ; dir = path.Dir(dir) {
		i := sort.Search(len(r.Packages), func(i int) bool {
			p := r.Packages[i]
			return p.Dir > dir || p.Dir == dir && p.Manager >= mgr
		})
		if i < len(r.Packages) && r.Packages[i].Dir == dir && r.Packages[i].Manager == mgr {
			return &r.Packages[i]
		}
		if dir == "." || dir == "/" {
			return nil
		}
	}
}
