package atomicfile

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/soulindex/soulindex/internal/outdir"
)

// TestWriteDiskFull sends a real ENOSPC (from /dev/full) through
// the writer path: the error names the output and what to do, keeps
// ENOSPC in its chain, and the previous file and directory are unchanged.
// cmd/soulindex's TestFullAndReadOnlyFilesystem fills a real tmpfs.
func TestWriteDiskFull(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer full.Close()
	dir := t.TempDir()
	name := filepath.Join(dir, "index.scip")
	os.WriteFile(name, []byte("old"), 0o644)
	err = Write(context.Background(), name, func(w io.Writer) error {
		w.Write([]byte("new, partly written"))
		_, err := full.Write(make([]byte, 4096))
		return err
	})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("got %v, want ENOSPC in the chain", err)
	}
	for _, w := range []string{"write " + name, "no space left on device", "free space", "--out DIR", "previous index.scip is kept"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q lacks %q", err, w)
		}
	}
	assertOnly(t, dir, "index.scip", "old")
}

// TestWriteCancelled: an interrupt during the write or before
// the rename keeps the previous file.
func TestWriteCancelled(t *testing.T) {
	for _, at := range []string{"before", "during", "after writing"} {
		t.Run(at, func(t *testing.T) {
			dir := t.TempDir()
			name := filepath.Join(dir, "graph.json")
			os.WriteFile(name, []byte("old"), 0o644)
			ctx, cancel := context.WithCancel(context.Background())
			if at == "before" {
				cancel()
			}
			err := Write(ctx, name, func(w io.Writer) error {
				if at == "during" {
					w.Write([]byte("half"))
					cancel()
					if _, err := w.Write([]byte("rest")); err == nil {
						t.Error("a write after the interrupt succeeded")
					}
					return nil // the writer may drop the error: the rename must still not happen
				}
				_, err := w.Write([]byte("complete"))
				cancel()
				return err
			})
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("got %v, want context.Canceled", err)
			}
			assertOnly(t, dir, "graph.json", "old")
		})
	}
}

// TestCommitAll: prepared files replace theirs together, in one or
// several directories, nil ones skipped; a done context renames nothing.
func TestCommitAll(t *testing.T) {
	for _, cancelled := range []bool{false, true} {
		dir, other := t.TempDir(), t.TempDir()
		names := []string{filepath.Join(dir, "index.scip"), filepath.Join(dir, "soulmap.md"), filepath.Join(other, "graph.json")}
		var ps []*Pending
		for _, n := range names {
			os.WriteFile(n, []byte("old"), 0o644)
			p, err := Prepare(context.Background(), n, func(w io.Writer) error {
				_, err := w.Write([]byte("new"))
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
		ctx, cancel := context.WithCancel(context.Background())
		if cancelled {
			cancel()
		}
		err := CommitAll(ctx, ps[0], nil, ps[1], ps[2])
		cancel()
		want := "new"
		if cancelled {
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("cancelled: got %v, want context.Canceled", err)
			}
			want = "old"
			for _, p := range ps {
				p.Discard()
			}
		} else if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			if b, _ := os.ReadFile(n); string(b) != want {
				t.Errorf("cancelled=%v: %s holds %q, want %q", cancelled, n, b, want)
			}
		}
		assertOnly(t, other, "graph.json", want)
	}
}

// assertOnly fails unless dir holds exactly name, with content want.
func assertOnly(t *testing.T, dir, name, want string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != 1 || ents[0].Name() != name {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %v, want only %s", names, name)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(b, []byte(want)) {
		t.Errorf("%s = %q, want %q", name, b, want)
	}
}

// TestSpecialFilesNeverReplaced (issue 34): a device, a FIFO, a socket or
// a directory at the name is refused by every way of writing, before
// anything is written and again at the rename, and is still there after.
// The device is made with mknod, which needs root.
func TestSpecialFilesNeverReplaced(t *testing.T) {
	makers := []struct {
		kind string
		make func(t *testing.T, p string)
	}{
		{"FIFO", func(t *testing.T, p string) {
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Fatal(err)
			}
		}},
		{"socket", func(t *testing.T, p string) {
			l, err := net.Listen("unix", p)
			if err != nil {
				t.Skipf("no unix socket here: %v", err)
			}
			t.Cleanup(func() { l.Close() })
		}},
		{"directory", func(t *testing.T, p string) {
			if err := os.Mkdir(p, 0o755); err != nil {
				t.Fatal(err)
			}
		}},
		{"character device", func(t *testing.T, p string) {
			if os.Geteuid() != 0 {
				t.Skip("mknod of a character device needs root; not root here")
			}
			// 1,3 (/dev/null's numbers) in Linux's encoding of small ones.
			if err := syscall.Mknod(p, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
				t.Skipf("mknod refused here: %v", err)
			}
		}},
	}
	write := func(w io.Writer) error { _, err := w.Write([]byte("new")); return err }
	ways := []struct {
		name string
		// late: the special file appears after the content was written.
		run func(name string, late func()) error
	}{
		{"Write", func(name string, late func()) error { late(); return Write(context.Background(), name, write) }},
		{"WriteUnsynced", func(name string, late func()) error { late(); return WriteUnsynced(name, write) }},
		{"Prepare then Commit", func(name string, late func()) error {
			p, err := Prepare(context.Background(), name, write)
			if err != nil {
				return err
			}
			defer p.Discard()
			late()
			return p.Commit(context.Background())
		}},
		{"CommitAll", func(name string, late func()) error {
			p, err := Prepare(context.Background(), name, write)
			if err != nil {
				return err
			}
			defer p.Discard()
			late()
			return CommitAll(context.Background(), p)
		}},
		{"Replace", func(name string, late func()) error {
			tmp := filepath.Join(filepath.Dir(name), ".db.tmp")
			if err := os.WriteFile(tmp, []byte("new"), 0o600); err != nil {
				return err
			}
			defer os.Remove(tmp)
			late()
			return Replace(context.Background(), tmp, name)
		}},
	}
	for _, mk := range makers {
		for _, way := range ways {
			t.Run(mk.kind+"/"+way.name, func(t *testing.T) {
				name := filepath.Join(t.TempDir(), "out.db")
				err := way.run(name, func() { mk.make(t, name) })
				if !errors.Is(err, outdir.ErrNotRegular) || !strings.Contains(err.Error(), name) || !strings.Contains(err.Error(), mk.kind) {
					t.Fatalf("got %v, want ErrNotRegular naming %s and the %s", err, name, mk.kind)
				}
				fi, err := os.Lstat(name)
				if err != nil || fi.Mode().IsRegular() {
					t.Fatalf("the %s was replaced: %v, %v", mk.kind, fi.Mode(), err)
				}
				ents, _ := os.ReadDir(filepath.Dir(name))
				for _, e := range ents {
					if strings.Contains(e.Name(), "soulindex-tmp") {
						t.Errorf("temporary file left: %s", e.Name())
					}
				}
			})
		}
	}
}
