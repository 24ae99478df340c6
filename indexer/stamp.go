package indexer

import (
	"io/fs"

	"github.com/soulindex/soulindex/internal/filestamp"
)

// stampOf reads size, mtime, ctime and inode (filestamp.Of).
func stampOf(fi fs.FileInfo) stamp {
	s := filestamp.Of(fi)
	return stamp{size: s.Size, mtime: s.Mtime, ctime: s.Ctime, ino: s.Ino}
}
