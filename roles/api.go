// Files' roles in their repository, read from paths, outlines and
// manifests: the public API of a library, entry points, whether the
// repository is a library at all. The Soul Map ranks by them and `unused`
// keeps what they say is used from outside.
package roles

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/manifest"
)

// GoPackage is a Go file's package name ("" for other files).
func GoPackage(f *extract.File) string {
	if f.Language != "go" {
		return ""
	}
	for _, s := range f.Symbols {
		if s.Parent < 0 && s.Kind == extract.KindModule {
			return s.Name
		}
	}
	return ""
}

// DefinesMain reports whether a file defines a top-level function main.
func DefinesMain(f *extract.File) bool {
	for _, s := range f.Symbols {
		if s.Parent < 0 && s.Kind == extract.KindFunction && s.Name == "main" {
			return true
		}
	}
	return false
}

// UnderCmd reports whether a path lies in a cmd/ directory.
func UnderCmd(p string) bool { return strings.HasPrefix(p, "cmd/") || strings.Contains(p, "/cmd/") }

// PublicAPI marks, per file, the public API a library's users start
// from: the files of a Go module's root package (not main), the
// __init__.py of top-level Python packages (their directory's parent has
// none), the index.* at a package.json's directory or its src/, the files
// a package.json's main, module, types or exports name (a dist/ path
// mapped back to its src/ source when only that is indexed), a crate's
// root (Cargo [lib], else src/lib.rs) and Rust mod.rs files that
// re-export (pub use). Demoted files and data formats are never public API.
func PublicAPI(res *indexer.Result) []bool {
	out := make([]bool, len(res.Files))
	byPath := make(map[string]int, len(res.Files))
	for i, f := range res.Files {
		byPath[f.Path] = i
	}
	goRoots, npmRoots := map[string]bool{}, map[string]bool{}
	for _, p := range res.Packages {
		switch p.Manager {
		case "gomod":
			goRoots[p.Dir] = true
		case "npm":
			npmRoots[p.Dir] = true
			npmRoots[path.Join(p.Dir, "src")] = true
		}
	}
	for _, m := range res.Manifests {
		for _, e := range m.Entries {
			switch e.Kind {
			case manifest.EntryMain, manifest.EntryModule, manifest.EntryTypes, manifest.EntryExports, manifest.EntryLib:
				if i, ok := SourceOf(e.Target, byPath); ok {
					out[i] = true
				}
			}
		}
	}
	for i, f := range res.Files {
		dir, base := path.Dir(f.Path), path.Base(f.Path)
		switch {
		case f.Language == "go":
			out[i] = out[i] || goRoots[dir] && GoPackage(f) != "main" && !strings.HasSuffix(base, "_test.go")
		case base == "__init__.py":
			_, parentPkg := byPath[path.Join(path.Dir(dir), "__init__.py")]
			out[i] = out[i] || !parentPkg && dir != "."
		case strings.HasPrefix(base, "index.") && IsJSLanguage(f.Language):
			out[i] = out[i] || npmRoots[dir]
		case base == "lib.rs":
			out[i] = out[i] || path.Base(dir) == "src"
		case base == "mod.rs":
			out[i] = out[i] || len(f.Exports) > 0
		}
		if out[i] && (Demoted(f.Path, f) != "" || dataFormats[f.Language]) {
			out[i] = false
		}
	}
	return out
}

// dataFormats are languages whose files are data or markup, never an
// API (package.json exports may name ./package.json itself).
var dataFormats = map[string]bool{
	"json": true, "yaml": true, "toml": true, "markdown": true, "css": true, "html": true, "hcl": true,
	"dockerfile": true, "make": true,
}

// SourceOf finds the indexed file a manifest's target names: itself, or
// for a build output (dist/, lib/, build/, out/; .js, .cjs, .mjs, .d.ts)
// the source it was built from under src/ (.ts, .tsx, .js).
func SourceOf(target string, byPath map[string]int) (int, bool) {
	if i, ok := byPath[target]; ok {
		return i, true
	}
	stem := target
	for _, ext := range []string{".d.ts", ".d.mts", ".d.cts", ".js", ".cjs", ".mjs"} {
		if strings.HasSuffix(stem, ext) {
			stem = strings.TrimSuffix(stem, ext)
			break
		}
	}
	dir, rest := "", stem
	for _, out := range []string{"dist/", "lib/", "build/", "out/"} {
		if j := strings.Index(stem, out); j == 0 || j > 0 && stem[j-1] == '/' {
			dir, rest = stem[:j], stem[j+len(out):]
			break
		}
	}
	for _, base := range []string{stem, dir + "src/" + rest} {
		for _, ext := range []string{".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"} {
			if i, ok := byPath[base+ext]; ok {
				return i, true
			}
		}
	}
	return 0, false
}

// IsLibrary says whether the repository is there to be imported: a
// manifest says so (package.json without bin or with main/module/types/
// exports, a pyproject project without scripts, Cargo [lib] or an
// existing src/lib.rs, a jar pom), or a Go module has an importable
// package (not main, outside cmd/, internal/ and demoted directories); a
// repository without manifests is one when it has public API files.
func IsLibrary(res *indexer.Result, api []bool) bool {
	byPath := map[string]bool{}
	for _, f := range res.Files {
		byPath[f.Path] = true
	}
	decided := false
	for _, m := range res.Manifests {
		if m.Ecosystem == manifest.Go {
			continue
		}
		decided = true
		if m.Library {
			return true
		}
		for _, e := range m.Entries {
			if e.Kind == manifest.EntryLib && byPath[e.Target] {
				return true
			}
		}
	}
	for _, p := range res.Packages {
		if p.Manager != "gomod" {
			continue
		}
		decided = true
		for _, f := range res.Files {
			if f.Language != "go" || !InDir(f.Path, p.Dir) || UnderCmd(f.Path) || Demoted(f.Path, f) != "" ||
				strings.Contains("/"+f.Path, "/internal/") {
				continue
			}
			if pkg := GoPackage(f); pkg != "" && pkg != "main" {
				return true
			}
		}
	}
	if decided {
		return false
	}
	for _, a := range api {
		if a {
			return true
		}
	}
	return false
}

// InDir reports whether p lies in dir ("." is the root).
func InDir(p, dir string) bool { return dir == "." || strings.HasPrefix(p, dir+"/") }

// IsModuleRoot reports whether dir holds a go.mod.
func IsModuleRoot(res *indexer.Result, dir string) bool {
	for _, p := range res.Packages {
		if p.Manager == "gomod" && p.Dir == dir {
			return true
		}
	}
	return false
}

// ScriptFile finds the module a console script names ("pkg.cli:main"),
// relative to its pyproject's directory or its src/.
func ScriptFile(manifestPath, ref string, byPath map[string]int) (int, bool) {
	mod, _ := manifest.ScriptModule(ref)
	if mod == "" {
		return 0, false
	}
	rel := strings.ReplaceAll(mod, ".", "/")
	dir := path.Dir(manifestPath)
	for _, c := range []string{rel + ".py", rel + "/__init__.py", "src/" + rel + ".py", "src/" + rel + "/__init__.py"} {
		if i, ok := byPath[path.Join(dir, c)]; ok {
			return i, true
		}
	}
	return 0, false
}

// IsJSLanguage: the languages of Node (index files, built-in modules).
func IsJSLanguage(lang string) bool {
	return lang == "javascript" || lang == "typescript" || lang == "tsx"
}

// DataFormat reports whether a language's files are data or markup.
func DataFormat(lang string) bool { return dataFormats[lang] }
