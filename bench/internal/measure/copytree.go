package measure

import (
	"io/fs"
	"os"
	"path/filepath"
)

// CopyTree copies the directories and regular files of src into dst,
// leaving out a .soulindex output directory below src (the copy is
// indexed, not the shared corpus). A symbolic link is made again as a
// link when keepLinks is set; otherwise a link to a file is copied as
// the file and any other link (dangling, to a directory) left out.
func CopyTree(src, dst string, keepLinks bool) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			if d.Name() == ".soulindex" && p != src {
				return filepath.SkipDir
			}
			return os.MkdirAll(to, 0o755)
		case d.Type()&fs.ModeSymlink != 0 && keepLinks:
			link, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(link, to)
		}
		if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
			return nil // dangling or not a file: nothing an index reads
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, b, 0o644)
	})
}
