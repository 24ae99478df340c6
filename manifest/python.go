package manifest

import (
	"path"
	"sort"
	"strings"
)

// parsePyproject reads a pyproject.toml: [project] dependencies,
// optional-dependencies (dev-like groups are ScopeDev, others the
// code's) and scripts; [tool.poetry] dependencies, dev-dependencies,
// groups and scripts; [dependency-groups] (all ScopeDev: they are never
// installed with the package).
func parsePyproject(m *Manifest, data []byte) error {
	m.Ecosystem = PyPI
	var t struct {
		Project struct {
			Name         string              `toml:"name"`
			Dependencies []any               `toml:"dependencies"`
			Optional     map[string][]any    `toml:"optional-dependencies"`
			Scripts      map[string]any      `toml:"scripts"`
			GUIScripts   map[string]any      `toml:"gui-scripts"`
			EntryPoints  map[string]struct{} `toml:"entry-points"`
		} `toml:"project"`
		Tool struct {
			Poetry struct {
				Name         string         `toml:"name"`
				Dependencies map[string]any `toml:"dependencies"`
				DevDeps      map[string]any `toml:"dev-dependencies"`
				Group        map[string]struct {
					Dependencies map[string]any `toml:"dependencies"`
				} `toml:"group"`
				Scripts map[string]any `toml:"scripts"`
			} `toml:"poetry"`
		} `toml:"tool"`
		Groups map[string][]any `toml:"dependency-groups"`
	}
	if err := decodeTOML(data, &t); err != nil {
		return err
	}
	m.Name = t.Project.Name
	if m.Name == "" {
		m.Name = t.Tool.Poetry.Name
	}
	req := func(v any, scope string) {
		if s, ok := v.(string); ok {
			if n := requirementName(s); n != "" {
				m.Deps = append(m.Deps, Dependency{Name: n, Scope: scope})
			}
		}
	}
	for _, d := range t.Project.Dependencies {
		req(d, "")
	}
	for _, g := range sortedKeys(t.Project.Optional) {
		for _, d := range t.Project.Optional[g] {
			req(d, scopeOfGroup(g))
		}
	}
	poetry := func(deps map[string]any, scope string) {
		for _, n := range sortedKeys(deps) {
			if strings.EqualFold(n, "python") || requirementName(n) != n {
				continue // the interpreter, not a package
			}
			m.Deps = append(m.Deps, Dependency{Name: n, Scope: scope})
		}
	}
	poetry(t.Tool.Poetry.Dependencies, "")
	poetry(t.Tool.Poetry.DevDeps, ScopeDev)
	for _, g := range sortedKeys(t.Tool.Poetry.Group) {
		poetry(t.Tool.Poetry.Group[g].Dependencies, ScopeDev)
	}
	for _, g := range sortedKeys(t.Groups) {
		for _, d := range t.Groups[g] {
			req(d, ScopeDev)
		}
	}
	script := func(scripts map[string]any) {
		for _, n := range sortedKeys(scripts) {
			ref, _ := scripts[n].(string)
			if tab, ok := scripts[n].(map[string]any); ok {
				ref, _ = tab["reference"].(string) // poetry's table form
			}
			if ref = strings.TrimSpace(ref); ref != "" && n != "" {
				m.Entries = append(m.Entries, Entry{Kind: EntryScript, Name: n, Target: ref})
			}
		}
	}
	script(t.Project.Scripts)
	script(t.Project.GUIScripts)
	script(t.Tool.Poetry.Scripts)
	m.Program = len(m.Entries) > 0
	// A named project without commands is there to be imported.
	m.Library = m.Name != "" && !m.Program
	return nil
}

// scopeOfGroup is the scope of an optional-dependency group.
func scopeOfGroup(g string) string {
	if devGroup(g) {
		return ScopeDev
	}
	return ""
}

// parseRequirements reads a requirements file: one requirement a line;
// comments, options (-r, -e, --index-url) and URLs are skipped. A file
// named for development (requirements-dev.txt, requirements/test.txt)
// makes its requirements ScopeDev.
func parseRequirements(m *Manifest, data []byte) {
	m.Ecosystem = PyPI
	scope := ""
	base := strings.TrimSuffix(path.Base(m.Path), ".txt")
	if devGroup(strings.TrimPrefix(base, "requirements")) {
		scope = ScopeDev
	}
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "-") {
			continue
		}
		if n := requirementName(line); n != "" {
			m.Deps = append(m.Deps, Dependency{Name: n, Scope: scope})
		}
	}
}

// ScriptModule splits a console-script reference "pkg.mod:func [extra]"
// into its module and object ("" when it is not one).
func ScriptModule(ref string) (module, object string) {
	ref, _, _ = strings.Cut(ref, "[")
	module, object, _ = strings.Cut(strings.TrimSpace(ref), ":")
	return strings.TrimSpace(module), strings.TrimSpace(object)
}

// sortedKeys returns a map's keys in order: TOML tables decode into maps,
// so a fixed order stands in for the written one.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
