package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	reg := filepath.Join(dir, "reg")
	if err := os.WriteFile(reg, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(reg, link); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		path     string
		limit    int64
		noFollow bool
		want     string
		err      error
	}{
		{"regular", reg, 100, false, "hello", nil},
		{"exact limit", reg, 5, false, "hello", nil},
		{"no limit", reg, -1, false, "hello", nil},
		{"over limit", reg, 4, false, "", ErrTooLarge},
		{"fifo does not block", fifo, 100, false, "", ErrNotRegular},
		{"device through a link", zero, 100, false, "", ErrNotRegular},
		{"device, no limit", "/dev/zero", -1, false, "", ErrNotRegular},
		{"symlink followed", link, 100, false, "hello", nil},
		{"symlink refused", link, 100, true, "", ErrSymlink},
		{"directory", dir, 100, false, "", ErrNotRegular},
		{"missing", filepath.Join(dir, "nope"), 100, false, "", os.ErrNotExist},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []byte
			var err error
			if tt.noFollow {
				got, err = ReadFileNoFollow(tt.path, tt.limit)
			} else {
				got, err = ReadFile(tt.path, tt.limit)
			}
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				if !strings.Contains(err.Error(), tt.path) {
					t.Errorf("error %q does not name the path", err)
				}
				return
			}
			if err != nil || string(got) != tt.want {
				t.Fatalf("got %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestReadAllLimit(t *testing.T) {
	_, err := ReadAll(strings.NewReader(strings.Repeat("x", 10)), -1, 9, "r")
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
	b, err := ReadAll(strings.NewReader(strings.Repeat("x", 10)), 3, 10, "r")
	if err != nil || len(b) != 10 {
		t.Fatalf("got %d bytes, %v", len(b), err)
	}
}
