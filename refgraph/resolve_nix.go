package refgraph

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// resolveNix maps a path an expression imports (import ./x.nix,
// callPackage ./pkgs/tool {}, imports = [ ../common ]) to its file: the
// path relative to the importing file, and a directory to its
// default.nix, as Nix reads them. Search paths (<nixpkgs>), absolute
// paths and URLs name nothing of the repository.
func (ix *fileIndex) resolveNix(f *extract.File, src string) []int32 {
	if !strings.HasPrefix(src, "./") && !strings.HasPrefix(src, "../") && src != "." && src != ".." {
		return nil
	}
	p := path.Join(path.Dir(f.Path), src)
	if strings.HasPrefix(p, "../") || p == ".." {
		return nil // outside the repository
	}
	if i, ok := ix.lookup(p); ok {
		return []int32{i}
	}
	if i, ok := ix.lookup(path.Join(p, "default.nix")); ok {
		return []int32{i}
	}
	return nil
}
