package output

import (
	"fmt"
	"os"
	"syscall"
)

// mapIndexFile maps a file read-only, its pages loaded up front: the previous
// index is read once to check it and once to copy its documents, and a
// mapping spares a copy of it in memory.
func mapIndexFile(path string) ([]byte, func(), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	if st.Size() == 0 || int64(int(st.Size())) != st.Size() {
		return readFile(path)
	}
	m, err := syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_SHARED|syscall.MAP_POPULATE)
	if err != nil {
		return readFile(path)
	}
	return m, func() { syscall.Munmap(m) }, nil
}

func readFile(path string) ([]byte, func(), error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", path, err)
	}
	return b, func() {}, nil
}
