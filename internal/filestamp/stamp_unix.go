//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package filestamp

import (
	"io/fs"
	"syscall"
)

// Of reads size, mtime, ctime and inode: ctime and inode also change
// when a file is replaced or its metadata set back (touch -d, tar -x).
func Of(fi fs.FileInfo) Stamp {
	s := Stamp{Size: fi.Size(), Mtime: fi.ModTime().UnixNano()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		s.Ctime = ctimeOf(st)
		s.Ino = uint64(st.Ino)
	}
	return s
}
