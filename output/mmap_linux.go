package output

import (
	"fmt"
	"syscall"

	"github.com/soulindex/soulindex/internal/safefile"
)

// maxIndexRead bounds reading the previous index into memory when it
// cannot be mapped (mapping costs no heap, so it has no bound of its own).
const maxIndexRead = 1 << 30

// mapIndexFile maps a file read-only, its pages loaded up front: the previous
// index is read once to check it and once to copy its documents, and a
// mapping spares a copy of it in memory. The previous index lies in the
// output directory, which a repository can fill: only a regular file, not
// reached through a link, is mapped (a device or a FIFO would give an
// endless read or a hang).
func mapIndexFile(path string) ([]byte, func(), error) {
	f, st, err := safefile.OpenNoFollow(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if st.Size() == 0 {
		return []byte{}, func() {}, nil
	}
	if int64(int(st.Size())) == st.Size() {
		m, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED|syscall.MAP_POPULATE)
		if err == nil {
			return m, func() { syscall.Munmap(m) }, nil
		}
	}
	b, err := safefile.ReadAll(f, st.Size(), maxIndexRead, path)
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", path, err)
	}
	return b, func() {}, nil
}
