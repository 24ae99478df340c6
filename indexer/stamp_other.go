//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package indexer

import "io/fs"

// stampOf reads size and mtime where stat has no portable ctime/inode.
func stampOf(fi fs.FileInfo) stamp {
	return stamp{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}
