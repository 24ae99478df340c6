package refgraph

import (
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/safefile"
)

// solRemap is one Solidity import remapping ([context:]prefix=target, as
// solc, Foundry and Hardhat read them): an import under prefix, written in
// a file under context, names target + the rest. dir is the directory of
// the project that declares it, which target is relative to.
type solRemap struct {
	context, prefix, target string
}

// solRemapQuoted matches the strings of a foundry.toml remappings array.
var solRemapQuoted = regexp.MustCompile(`["']([^"'\n]+=[^"'\n]*)["']`)

// readSolRemappings reads the remappings of the repository: those of a
// remappings.txt at the root, and the `remappings = [...]` of every
// indexed foundry.toml (relative to its directory). Longest prefix first.
func readSolRemappings(root string, files []*extract.File) []solRemap {
	var out []solRemap
	add := func(dir, spec string) {
		spec = strings.TrimSpace(spec)
		if spec == "" || strings.HasPrefix(spec, "#") {
			return
		}
		lhs, target, ok := strings.Cut(spec, "=")
		if !ok || lhs == "" {
			return
		}
		r := solRemap{prefix: lhs, target: path.Join(dir, strings.TrimSpace(target))}
		if c, p, ok := strings.Cut(lhs, ":"); ok {
			r.context, r.prefix = path.Join(dir, c), p
		}
		if strings.HasSuffix(lhs, "/") && !strings.HasSuffix(r.target, "/") {
			r.target += "/" // path.Join dropped it: prefix and target stay alike
		}
		out = append(out, r)
	}
	hasSol := false
	for _, f := range files {
		if f.Language == "solidity" {
			hasSol = true
		}
		if path.Base(f.Path) != "foundry.toml" {
			continue
		}
		data, err := readConfig(root, f)
		if err != nil {
			continue
		}
		text := string(data)
		k := strings.Index(text, "remappings")
		if k < 0 {
			continue
		}
		open := strings.IndexByte(text[k:], '[')
		close := strings.IndexByte(text[k:], ']')
		if open < 0 || close < open {
			continue
		}
		for _, m := range solRemapQuoted.FindAllStringSubmatch(text[k+open:k+close], -1) {
			add(path.Dir(f.Path), m[1])
		}
	}
	if hasSol && root != "" {
		// remappings.txt has no language, so it is not indexed: read it as
		// sources are read (a regular file, not through a link, capped).
		if data, err := safefile.ReadFileNoFollow(filepath.Join(root, "remappings.txt"), extract.DefaultMaxFileSize); err == nil {
			for _, l := range strings.Split(string(data), "\n") {
				add(".", l)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].prefix) > len(out[j].prefix) })
	return out
}

// resolveSolidity maps a Solidity import path to the file it names, as
// solc resolves it: "./x.sol" and "../x.sol" relative to the importing
// file; any other path through the remappings, else from the project
// root, from the node_modules directories of the file's directory and its
// parents (Hardhat, Truffle), or from lib/ (Foundry's dependencies).
// Failing those, a dependency vendored elsewhere in the repository is the
// one file whose path ends with the import's path less its package name
// ("@openzeppelin/contracts/token/ERC20/ERC20.sol" as
// lib/openzeppelin-contracts/contracts/token/ERC20/ERC20.sol), at least
// a directory and the file name, when exactly one does under a directory
// of dependencies (lib, node_modules, dependencies, vendor): the
// repository's own sources are not where a package import points.
func (ix *fileIndex) resolveSolidity(f *extract.File, src string) []int32 {
	if strings.HasPrefix(src, "./") || strings.HasPrefix(src, "../") {
		if i, ok := ix.lookup(path.Join(path.Dir(f.Path), src)); ok {
			return []int32{i}
		}
		return nil
	}
	for _, r := range ix.solRemaps {
		if strings.HasPrefix(src, r.prefix) && (r.context == "" || strings.HasPrefix(f.Path, r.context+"/")) {
			if i, ok := ix.lookup(r.target + strings.TrimPrefix(src, r.prefix)); ok {
				return []int32{i}
			}
		}
	}
	if i, ok := ix.lookup(src); ok {
		return []int32{i}
	}
	for d := path.Dir(f.Path); ; d = path.Dir(d) {
		if i, ok := ix.lookup(path.Join(d, "node_modules", src)); ok {
			return []int32{i}
		}
		if d == "." || d == "/" {
			break
		}
	}
	if i, ok := ix.lookup(path.Join("lib", src)); ok {
		return []int32{i}
	}
	// The longest tail of the path (package name dropped) that one file
	// alone ends with.
	parts := strings.Split(path.Clean(src), "/")
	for k := 1; k <= len(parts)-2; k++ {
		tail := strings.Join(parts[k:], "/")
		var found []int32
		for _, i := range ix.bySuffix[lastTwo(tail)] {
			if p := ix.files[i].Path; strings.HasSuffix(p, "/"+tail) && vendored(strings.TrimSuffix(p, tail)) {
				found = append(found, i)
			}
		}
		if len(found) == 1 {
			return found
		}
		if len(found) > 1 {
			return nil // a longer tail was ambiguous: a shorter one is more so
		}
	}
	return nil
}

// vendored reports whether a directory path holds a directory of
// dependencies: Foundry's lib, npm's node_modules, Soldeer's dependencies,
// a vendor directory.
func vendored(dir string) bool {
	for _, d := range strings.Split(strings.Trim(dir, "/"), "/") {
		switch d {
		case "lib", "node_modules", "dependencies", "vendor":
			return true
		}
	}
	return false
}
