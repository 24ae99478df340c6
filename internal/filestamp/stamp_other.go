//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package filestamp

import "io/fs"

// Of reads size and mtime where stat has no portable ctime/inode.
func Of(fi fs.FileInfo) Stamp {
	return Stamp{Size: fi.Size(), Mtime: fi.ModTime().UnixNano()}
}
