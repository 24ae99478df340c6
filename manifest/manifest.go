// Package manifest reads a repository's package manifests (go.mod,
// package.json, pyproject.toml, requirements*.txt, Cargo.toml, pom.xml,
// build.gradle): the dependencies they declare, the entry points and
// public files they name, whether they declare a library. Manifests come
// from the indexed repository, so they are untrusted: every read is
// bounded, every parser survives any input (each has a fuzz target), and
// nothing they name is ever run.
package manifest

import (
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/internal/safefile"
)

// Ecosystems, as dependencies name them.
const (
	Go    = "go"
	NPM   = "npm"
	PyPI  = "pypi"
	Cargo = "cargo"
	Maven = "maven"
)

// Scopes of a dependency needed only around the code, not by it.
const (
	ScopeDev   = "dev"   // development tools (package.json devDependencies, dev groups)
	ScopeTest  = "test"  // tests only (Maven test scope, Gradle test configurations)
	ScopeBuild = "build" // the build only (Cargo build-dependencies)
)

// Dependency is one external package a manifest declares.
type Dependency struct {
	// Name is the package as the manifest spells it (a Go module path, an
	// npm or PyPI name, a crate, Maven's group:artifact).
	Name      string
	Ecosystem string
	// Scope is "" for a dependency of the code itself, else ScopeDev,
	// ScopeTest or ScopeBuild.
	Scope string
	// Indirect: a Go requirement marked "// indirect" (needed by a
	// dependency, not imported by the module).
	Indirect bool
	// Version is the version the manifest requires, as written: a Go
	// requirement's module version ("v1.2.3"); "" elsewhere (npm ranges
	// and Python specifiers name no one version; the installed one is
	// read where it is needed).
	Version string
	// Manifest is the root-relative path of the manifest declaring it.
	Manifest string
}

// Entry kinds: how a manifest names a file or command.
const (
	EntryBin     = "bin"     // a command (package.json bin, Cargo [[bin]] or src/main.rs)
	EntryScript  = "script"  // a Python console script, Target "module:function"
	EntryMain    = "main"    // package.json main
	EntryModule  = "module"  // package.json module
	EntryTypes   = "types"   // package.json types/typings
	EntryExports = "exports" // package.json exports; Name is the subpath
	EntryLib     = "lib"     // Cargo [lib] (or the implied src/lib.rs)
)

// Entry is a file or command a manifest names.
type Entry struct {
	Kind string
	// Name is the command (bin, script) or the exports subpath (".").
	Name string
	// Target is a root-relative, cleaned file path, or for EntryScript a
	// "module.path:function" reference.
	Target string
	// Implied: not written in the manifest but the ecosystem's default
	// (Cargo's src/main.rs and src/lib.rs); it counts only if the file
	// exists.
	Implied bool
}

// Manifest is what one manifest file says.
type Manifest struct {
	// Path is root-relative and slash separated.
	Path      string
	Ecosystem string
	// Name is the module path, package or artifact name ("" when none).
	Name    string
	Deps    []Dependency
	Entries []Entry
	// Library: the manifest itself declares a library (Cargo [lib],
	// package.json main/module/exports/types, a pyproject or poetry
	// project without scripts).
	Library bool
	// Program: it declares commands (bin, scripts, [[bin]]).
	Program bool
	// GoVersion is a go.mod's go directive ("1.23.0"), "" without one.
	GoVersion string
	// Replaces are a go.mod's replace directives, in the order written.
	Replaces []Replace
}

// Replace is one go.mod replace directive: Old (at OldVersion, or every
// version when "") is built from New at NewVersion, or from the
// directory New when NewVersion is "" (a local replacement).
type Replace struct {
	Old, OldVersion, New, NewVersion string
}

// MaxSize bounds a manifest's bytes: real ones are a few KiB (a large
// monorepo's package.json some tens), and the TOML decoder's work grows
// faster than the input.
const MaxSize = 256 << 10

// MaxManifests bounds how many manifests one repository gets read: a
// monorepo has tens; the shallowest are kept (the root first).
const MaxManifests = 200

// Is reports whether a root-relative path names a manifest this package
// reads.
func Is(rel string) bool { return kindOf(rel) != "" }

// kindOf maps a path to its manifest kind ("" for none).
func kindOf(rel string) string {
	base := path.Base(rel)
	switch base {
	case "go.mod", "package.json", "pyproject.toml", "Cargo.toml", "pom.xml", "build.gradle", "build.gradle.kts":
		return base
	}
	if strings.HasSuffix(base, ".txt") && (strings.HasPrefix(base, "requirements") || path.Base(path.Dir(rel)) == "requirements") {
		return "requirements"
	}
	return ""
}

// ignoredDirs hold manifests that are not the repository's own: vendored
// and installed packages, test data and examples (an example's
// dependencies are not the project's).
var ignoredDirs = map[string]bool{
	"node_modules": true, "vendor": true, "third_party": true, "third-party": true,
	"testdata": true, "fixtures": true, "examples": true, "_examples": true, "example": true,
	".git": true,
}

// Ignored reports whether a manifest path lies in a directory whose
// manifests are not the repository's own.
func Ignored(rel string) bool {
	for _, seg := range strings.Split(path.Dir(rel), "/") {
		if ignoredDirs[seg] {
			return true
		}
	}
	return false
}

// Parse reads one manifest. rel (root-relative) says its kind and anchors
// the paths it names. An error means the file says nothing usable; a
// partial answer is never returned with one.
func Parse(rel string, data []byte) (Manifest, error) {
	m := Manifest{Path: rel}
	if len(data) > MaxSize {
		return m, fmt.Errorf("%s: %w (over %d bytes)", rel, safefile.ErrTooLarge, MaxSize)
	}
	var err error
	switch kindOf(rel) {
	case "go.mod":
		err = parseGoMod(&m, data)
	case "package.json":
		err = parsePackageJSON(&m, data)
	case "pyproject.toml":
		err = parsePyproject(&m, data)
	case "requirements":
		parseRequirements(&m, data)
	case "Cargo.toml":
		err = parseCargo(&m, data)
	case "pom.xml":
		err = parsePom(&m, data)
	case "build.gradle", "build.gradle.kts":
		parseGradle(&m, data)
	default:
		return m, fmt.Errorf("%s: not a package manifest", rel)
	}
	if err != nil {
		return Manifest{Path: rel}, fmt.Errorf("%s: %w", rel, err)
	}
	for i := range m.Deps {
		m.Deps[i].Manifest, m.Deps[i].Ecosystem = rel, m.Ecosystem
	}
	return m, nil
}

// Problem is a manifest that could not be read or parsed.
type Problem struct {
	Path string
	Err  error
	// Unread: the file could not be read (Err is the read's error);
	// otherwise it was read and refused.
	Unread bool
}

// Read reads and parses the manifests among rels (root-relative paths, as
// listed by the indexer), outside Ignored directories, the shallowest
// MaxManifests of them, each a regular file of at most min(maxSize,
// MaxSize) bytes not reached through a link. The result is in path order.
func Read(root string, rels []string, maxSize int64) ([]Manifest, []Problem) {
	var cands []string
	for _, r := range rels {
		if Is(r) && !Ignored(r) {
			cands = append(cands, r)
		}
	}
	var probs []Problem
	if len(cands) > MaxManifests {
		sort.SliceStable(cands, func(a, b int) bool {
			return strings.Count(cands[a], "/") < strings.Count(cands[b], "/")
		})
		probs = append(probs, Problem{Path: cands[MaxManifests], Err: fmt.Errorf("%d package manifests: only the %d shallowest are read", len(cands), MaxManifests)})
		cands = cands[:MaxManifests]
		sort.Strings(cands)
	}
	if maxSize <= 0 || maxSize > MaxSize {
		maxSize = MaxSize
	}
	var out []Manifest
	for _, r := range cands {
		data, err := safefile.ReadFileNoFollow(filepath.Join(root, filepath.FromSlash(r)), maxSize)
		if err != nil {
			probs = append(probs, Problem{Path: r, Err: err, Unread: true})
			continue
		}
		m, err := Parse(r, data)
		if err != nil {
			probs = append(probs, Problem{Path: r, Err: fmt.Errorf("not parsed: %w", errors.Unwrap(err))})
			continue
		}
		out = append(out, m)
	}
	return out, probs
}

// Dependencies merges the dependencies of every manifest: one per
// (ecosystem, name), in manifest order (root first, then by path; within
// a manifest as written, the code's before the others'). A package the
// code needs anywhere is the code's; it is ScopeDev (or test, build) only
// when every manifest naming it says so, and indirect only when every
// one does.
func Dependencies(ms []Manifest) []Dependency {
	order := make([]int, len(ms))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return strings.Count(ms[order[a]].Path, "/") < strings.Count(ms[order[b]].Path, "/")
	})
	type key struct{ eco, name string }
	at := map[key]int{}
	var out []Dependency
	for _, i := range order {
		deps := append([]Dependency(nil), ms[i].Deps...)
		sort.SliceStable(deps, func(a, b int) bool { return deps[a].Scope == "" && deps[b].Scope != "" })
		for _, d := range deps {
			k := key{d.Ecosystem, d.Name}
			j, ok := at[k]
			if !ok {
				at[k] = len(out)
				out = append(out, d)
				continue
			}
			if d.Scope == "" {
				out[j].Scope = ""
			}
			if !d.Indirect {
				out[j].Indirect = false
			}
		}
	}
	return out
}

// targetPath joins a path a manifest names to the manifest's directory:
// cleaned, root-relative, "" when it leaves the repository, is absolute
// or has a glob.
func targetPath(manifest, p string) string {
	p = strings.TrimSpace(p)
	if p == "" || strings.HasPrefix(p, "/") || strings.ContainsAny(p, "*?\x00\\") {
		return ""
	}
	j := path.Join(path.Dir(manifest), p)
	if j == ".." || strings.HasPrefix(j, "../") || j == "." {
		return ""
	}
	return j
}

// requirementName is the distribution name at the start of a PEP 508
// requirement ("httpx>=0.27", "rich[jupyter]; python_version>'3'"), ""
// when it does not start with one (a URL, an option).
func requirementName(s string) string {
	s = strings.TrimSpace(s)
	n := 0
	for n < len(s) {
		c := s[n]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || n > 0 && (c == '-' || c == '_' || c == '.') {
			n++
			continue
		}
		break
	}
	if n == 0 || n < len(s) && (s[n] == ':' || s[n] == '/' || s[n] == '+') {
		return "" // a URL or a path, not a name
	}
	return s[:n]
}

// devGroup reports whether an optional-dependency or requirements group
// name is a development one: one of its words (split at anything not a
// letter or digit) names tests, linters, docs, typing or tooling.
func devGroup(name string) bool {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
	for _, w := range words {
		switch w {
		case "dev", "devel", "develop", "development", "test", "tests", "testing", "lint", "linting", "linters",
			"doc", "docs", "typing", "types", "mypy", "check", "checks", "ci", "bench", "benchmark", "benchmarks",
			"style", "format", "qa", "tox", "coverage":
			return true
		}
	}
	return false
}
