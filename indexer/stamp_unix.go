//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package indexer

import (
	"io/fs"
	"syscall"
)

// stampOf reads size, mtime, ctime and inode: ctime and inode also change
// when a file is replaced or its metadata set back (touch -d, tar -x).
func stampOf(fi fs.FileInfo) stamp {
	s := stamp{size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		s.ctime = ctimeOf(st)
		s.ino = uint64(st.Ino)
	}
	return s
}
