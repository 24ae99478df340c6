package manifest

import (
	"errors"
	"path"
	"strings"
)

// parseCargo reads a Cargo.toml: [dependencies] (and per-target ones),
// [dev-dependencies], [build-dependencies], [lib], [[bin]], and the
// implied src/lib.rs and src/main.rs of a package (entries marked
// Implied: they count only if the files exist). A workspace root without
// [package] declares nothing itself; its members are read from their own
// manifests.
func parseCargo(m *Manifest, data []byte) error {
	m.Ecosystem = Cargo
	var t struct {
		Package struct {
			Name string `toml:"name"`
		} `toml:"package"`
		Lib *struct {
			Name string `toml:"name"`
			Path string `toml:"path"`
		} `toml:"lib"`
		Bin []struct {
			Name string `toml:"name"`
			Path string `toml:"path"`
		} `toml:"bin"`
		Dependencies      map[string]any `toml:"dependencies"`
		DevDependencies   map[string]any `toml:"dev-dependencies"`
		BuildDependencies map[string]any `toml:"build-dependencies"`
		Target            map[string]struct {
			Dependencies      map[string]any `toml:"dependencies"`
			DevDependencies   map[string]any `toml:"dev-dependencies"`
			BuildDependencies map[string]any `toml:"build-dependencies"`
		} `toml:"target"`
		Workspace *struct {
			Members []string `toml:"members"`
		} `toml:"workspace"`
	}
	if err := decodeTOML(data, &t); err != nil {
		return err
	}
	m.Name = t.Package.Name
	if m.Name == "" && t.Workspace == nil {
		return errors.New("neither [package] nor [workspace]")
	}
	add := func(deps map[string]any, scope string) {
		for _, n := range sortedKeys(deps) {
			if n != "" {
				m.Deps = append(m.Deps, Dependency{Name: n, Scope: scope})
			}
		}
	}
	add(t.Dependencies, "")
	for _, tg := range sortedKeys(t.Target) {
		add(t.Target[tg].Dependencies, "")
	}
	add(t.DevDependencies, ScopeDev)
	add(t.BuildDependencies, ScopeBuild)
	for _, tg := range sortedKeys(t.Target) {
		add(t.Target[tg].DevDependencies, ScopeDev)
		add(t.Target[tg].BuildDependencies, ScopeBuild)
	}
	if m.Name == "" {
		return nil // a virtual workspace
	}
	if t.Lib != nil {
		m.Library = true
		p := t.Lib.Path
		if p == "" {
			p = "src/lib.rs"
		}
		m.addEntry(EntryLib, t.Lib.Name, p)
	} else {
		m.addImplied(EntryLib, "", "src/lib.rs")
	}
	for _, b := range t.Bin {
		p := b.Path
		if p == "" && b.Name != "" {
			p = "src/bin/" + b.Name + ".rs"
		}
		if b.Name != "" {
			m.addEntry(EntryBin, b.Name, p)
			m.Program = true
		}
	}
	m.addImplied(EntryBin, m.Name, "src/main.rs")
	return nil
}

// addImplied adds an entry the ecosystem implies, when the manifest does
// not already name that file.
func (m *Manifest) addImplied(kind, name, rel string) {
	t := targetPath(m.Path, rel)
	for _, e := range m.Entries {
		if e.Target == t {
			return
		}
	}
	m.Entries = append(m.Entries, Entry{Kind: kind, Name: name, Target: t, Implied: true})
}

// CrateName is how Rust code names a crate: hyphens become underscores.
func CrateName(dep string) string { return strings.ReplaceAll(path.Base(dep), "-", "_") }
