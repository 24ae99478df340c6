// Package safefile reads files that come from an untrusted repository or
// output directory: only regular files, never more than a stated number of
// bytes, and never blocking on a FIFO or a device put where a file was
// expected.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular is returned for a FIFO, device, socket or directory found
// where a regular file was expected.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is returned when a file exceeds the limit its reader set.
var ErrTooLarge = errors.New("file too large")

// ErrSymlink is returned by the NoFollow variants when the last path
// element is a symbolic link.
var ErrSymlink = errors.New("is a symbolic link")

// Open opens path for reading when it is a regular file. O_NONBLOCK keeps
// the open itself from hanging on a FIFO with no writer; fstat on the open
// descriptor (not a stat before it) decides, so a file swapped for a FIFO
// between the two cannot slip through.
func Open(path string) (*os.File, fs.FileInfo, error) {
	return open(path, 0)
}

// OpenNoFollow is Open that refuses a symbolic link as the last element.
func OpenNoFollow(path string) (*os.File, fs.FileInfo, error) {
	return open(path, syscall.O_NOFOLLOW)
}

func open(path string, extra int) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC|extra, 0)
	if err != nil {
		if extra&syscall.O_NOFOLLOW != 0 && errors.Is(err, syscall.ELOOP) {
			return nil, nil, &fs.PathError{Op: "open", Path: path, Err: ErrSymlink}
		}
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, &fs.PathError{Op: "open", Path: path, Err: fmt.Errorf("%w (%s)", ErrNotRegular, Kind(fi.Mode()))}
	}
	return f, fi, nil
}

// ReadFile reads path whole when it is a regular file of at most limit
// bytes (limit < 0: no limit). A file that grows past limit while being
// read is refused too.
func ReadFile(path string, limit int64) ([]byte, error) {
	return read(path, limit, 0)
}

// ReadFileNoFollow is ReadFile that refuses a symbolic link as the last
// path element.
func ReadFileNoFollow(path string, limit int64) ([]byte, error) {
	return read(path, limit, syscall.O_NOFOLLOW)
}

func read(path string, limit int64, extra int) ([]byte, error) {
	f, fi, err := open(path, extra)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if limit >= 0 && fi.Size() > limit {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, fi.Size(), limit)}
	}
	return ReadAll(f, fi.Size(), limit, path)
}

// ReadAll reads r to its end, with size as a hint for the buffer, and
// fails with ErrTooLarge past limit bytes (limit < 0: no limit).
func ReadAll(r io.Reader, size, limit int64, name string) ([]byte, error) {
	if limit >= 0 {
		r = io.LimitReader(r, limit+1)
	}
	if size < 0 || (limit >= 0 && size > limit) {
		size = 0
	}
	buf := make([]byte, 0, size+1)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, &fs.PathError{Op: "read", Path: name, Err: err}
		}
	}
	if limit >= 0 && int64(len(buf)) > limit {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fmt.Errorf("%w: over %d bytes", ErrTooLarge, limit)}
	}
	return buf, nil
}

// Kind names a file type for messages: "a FIFO", "a character device", …
func Kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "mode " + m.String()
}
