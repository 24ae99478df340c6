package manifest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strings"
)

// maxJSONDepth bounds how deep package.json values are walked (exports
// conditions nest a few levels).
const maxJSONDepth = 8

// parsePackageJSON reads a package.json: its name, dependency maps in the
// order written, bin, main, module, types and exports.
func parsePackageJSON(m *Manifest, data []byte) error {
	m.Ecosystem = NPM
	var p struct {
		Name    string          `json:"name"`
		Bin     json.RawMessage `json:"bin"`
		Main    string          `json:"main"`
		Module  string          `json:"module"`
		Types   string          `json:"types"`
		Typings string          `json:"typings"`
		Exports json.RawMessage `json:"exports"`
	}
	// Fields of an unexpected type leave their own zero value; the
	// rest is still read, as a package manager would.
	if err := json.Unmarshal(data, &p); err != nil {
		var ute *json.UnmarshalTypeError
		if !errors.As(err, &ute) {
			return fmt.Errorf("invalid JSON: %w", err)
		}
	}
	m.Name = p.Name
	for _, sec := range []struct{ key, scope string }{
		{"dependencies", ""}, {"peerDependencies", ""}, {"optionalDependencies", ""}, {"devDependencies", ScopeDev},
	} {
		keys, err := objectKeys(data, sec.key)
		if err != nil {
			return err
		}
		for _, k := range keys {
			if k != "" {
				m.Deps = append(m.Deps, Dependency{Name: k, Scope: sec.scope})
			}
		}
	}
	// bin: a string (one command named after the package) or an object.
	if len(p.Bin) > 0 {
		var one string
		var many map[string]string
		switch {
		case json.Unmarshal(p.Bin, &one) == nil:
			name := p.Name[strings.LastIndexByte(p.Name, '/')+1:]
			m.addEntry(EntryBin, name, one)
		case json.Unmarshal(p.Bin, &many) == nil:
			keys, _ := objectKeys(data, "bin")
			for _, k := range keys {
				m.addEntry(EntryBin, k, many[k])
			}
		}
	}
	m.addEntry(EntryMain, "", p.Main)
	m.addEntry(EntryModule, "", p.Module)
	m.addEntry(EntryTypes, "", p.Types)
	m.addEntry(EntryTypes, "", p.Typings)
	if len(p.Exports) > 0 {
		var v any
		if json.Unmarshal(p.Exports, &v) == nil {
			m.addExports(".", v, 0)
		}
	}
	// Without bin, a package is there to be imported; with one, only if
	// it also names what importers get.
	lib := true
	for _, e := range m.Entries {
		if e.Kind == EntryBin {
			m.Program, lib = true, false
			break
		}
	}
	for _, e := range m.Entries {
		lib = lib || e.Kind != EntryBin
	}
	m.Library = lib
	return nil
}

// addEntry adds an entry naming a file relative to the manifest, unless
// the path is empty or leaves the repository.
func (m *Manifest) addEntry(kind, name, target string) {
	t := targetPath(m.Path, target)
	if t == "" {
		return
	}
	for _, e := range m.Entries {
		if e.Target == t { // named once is enough: the first name wins
			return
		}
	}
	m.Entries = append(m.Entries, Entry{Kind: kind, Name: name, Target: t})
}

// addExports walks an exports value: a path, an array of fallbacks, an
// object of subpaths ("./x") or of conditions ("import", "types", …),
// nested. Subpath patterns ("./*") and null (blocked) name no file.
func (m *Manifest) addExports(subpath string, v any, depth int) {
	if depth > maxJSONDepth {
		return
	}
	switch v := v.(type) {
	case string:
		if strings.HasPrefix(v, "./") && !strings.Contains(subpath, "*") {
			m.addEntry(EntryExports, subpath, v)
		}
	case []any:
		for _, x := range v {
			m.addExports(subpath, x, depth+1)
		}
	case map[string]any:
		// Conditions are visited in a fixed order (the map lost the
		// written one): subpaths sorted, then the usual conditions.
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sortExportKeys(keys)
		for _, k := range keys {
			sp := subpath
			if strings.HasPrefix(k, ".") {
				sp = path.Clean(k)
				if k == "." || k == "./" {
					sp = "."
				} else {
					sp = "./" + strings.TrimPrefix(sp, "./")
				}
			}
			m.addExports(sp, v[k], depth+1)
		}
	}
}

// sortExportKeys puts "." first, then other subpaths, then conditions in
// the order resolvers prefer them (types, import, require, default), then
// the rest by name.
func sortExportKeys(keys []string) {
	rank := func(k string) int {
		switch {
		case k == ".":
			return 0
		case strings.HasPrefix(k, "."):
			return 1
		case k == "types":
			return 2
		case k == "import":
			return 3
		case k == "require":
			return 4
		case k == "default":
			return 5
		}
		return 6
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0; j-- {
			a, b := keys[j-1], keys[j]
			if ra, rb := rank(a), rank(b); ra < rb || ra == rb && a <= b {
				break
			}
			keys[j-1], keys[j] = b, a
		}
	}
}

// objectKeys returns the keys of the top-level object member key, in the
// order written (a Go map would lose it); nil when absent or not an
// object.
func objectKeys(data []byte, key string) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, errors.New("invalid JSON: not an object")
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("invalid JSON: %w", err)
		}
		k, _ := t.(string)
		if k != key {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, fmt.Errorf("invalid JSON: %w", err)
			}
			continue
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("invalid JSON: %w", err)
		}
		inner := json.NewDecoder(bytes.NewReader(raw))
		if t, err := inner.Token(); err != nil || t != json.Delim('{') {
			return nil, nil
		}
		var keys []string
		for inner.More() {
			t, err := inner.Token()
			if err != nil {
				return nil, fmt.Errorf("invalid JSON: %w", err)
			}
			var skip json.RawMessage
			if err := inner.Decode(&skip); err != nil {
				return nil, fmt.Errorf("invalid JSON: %w", err)
			}
			if s, ok := t.(string); ok {
				keys = append(keys, s)
			}
		}
		return keys, nil
	}
	return nil, nil
}
