package manifest

import (
	"errors"
	"strconv"
	"strings"
)

// parseGoMod reads the module path and the requirements of a go.mod: a
// line-oriented format, so a small parser does (the module directive,
// require lines and blocks; every other directive and block is skipped).
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
			if block == "require" {
				m.addGoRequire(f, comment)
			}
			continue
		}
		switch {
		case len(f) == 2 && f[1] == "(":
			block = f[0]
		case f[0] == "module" && len(f) >= 2 && m.Name == "":
			m.Name = unquoteGo(f[1])
		case f[0] == "require" && len(f) >= 3:
			m.addGoRequire(f[1:], comment)
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
	m.Deps = append(m.Deps, Dependency{Name: p, Indirect: strings.TrimSpace(comment) == "indirect" ||
		strings.HasPrefix(strings.TrimSpace(comment), "indirect;")})
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
