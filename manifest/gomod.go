package manifest

import (
	"errors"
	"strconv"
	"strings"
)

// parseGoMod reads the module path, the go directive, the requirements
// and the replacements of a go.mod: a line-oriented format, so a small
// parser does (the module and go directives, require and replace lines
// and blocks; every other directive and block is skipped).
func parseGoMod(m *Manifest, data []byte) error {
	m.Ecosystem = Go
	block := "" // the directive of the open ( block
	for _, line := range strings.Split(string(data), "\n") {
		code, comment, _ := strings.Cut(line, "//")
		f := strings.Fields(code)
		if len(f) == 0 {
			continue
		}
		if block != "" {
			if f[0] == ")" {
				block = ""
				continue
			}
			switch block {
			case "require":
				m.addGoRequire(f, comment)
			case "replace":
				m.addGoReplace(f)
			}
			continue
		}
		switch {
		case len(f) == 2 && f[1] == "(":
			block = f[0]
		case f[0] == "module" && len(f) >= 2 && m.Name == "":
			m.Name = unquoteGo(f[1])
		case f[0] == "go" && len(f) == 2 && m.GoVersion == "":
			m.GoVersion = f[1]
		case f[0] == "require" && len(f) >= 3:
			m.addGoRequire(f[1:], comment)
		case f[0] == "replace" && len(f) >= 4:
			m.addGoReplace(f[1:])
		}
	}
	if m.Name == "" {
		return errors.New("no module directive")
	}
	// A module is importable unless it is only main packages: the caller
	// knows, from the outlines; the manifest alone says library.
	m.Library = true
	return nil
}

// addGoRequire adds one "path version" requirement.
func (m *Manifest) addGoRequire(f []string, comment string) {
	if len(f) < 2 {
		return
	}
	p := unquoteGo(f[0])
	if p == "" {
		return
	}
	m.Deps = append(m.Deps, Dependency{Name: p, Version: unquoteGo(f[1]), Indirect: strings.TrimSpace(comment) == "indirect" ||
		strings.HasPrefix(strings.TrimSpace(comment), "indirect;")})
}

// addGoReplace adds one "old [version] => new [version]" replacement;
// a malformed one is skipped.
func (m *Manifest) addGoReplace(f []string) {
	arrow := -1
	for i, w := range f {
		if w == "=>" {
			arrow = i
			break
		}
	}
	if arrow < 1 || arrow > 2 || len(f)-arrow-1 < 1 || len(f)-arrow-1 > 2 {
		return
	}
	r := Replace{Old: unquoteGo(f[0]), New: unquoteGo(f[arrow+1])}
	if arrow == 2 {
		r.OldVersion = unquoteGo(f[1])
	}
	if len(f) == arrow+3 {
		r.NewVersion = unquoteGo(f[arrow+2])
	}
	if r.Old == "" || r.New == "" {
		return
	}
	m.Replaces = append(m.Replaces, r)
}

// unquoteGo undoes the optional quoting of a go.mod token.
func unquoteGo(s string) string {
	if strings.HasPrefix(s, `"`) || strings.HasPrefix(s, "`") {
		u, err := strconv.Unquote(s)
		if err != nil {
			return ""
		}
		return u
	}
	return s
}

// IsGoStd reports whether a Go import path belongs to the standard
// library: its first element has no dot (no domain).
func IsGoStd(importPath string) bool {
	first, _, _ := strings.Cut(importPath, "/")
	return first != "" && !strings.Contains(first, ".")
}
