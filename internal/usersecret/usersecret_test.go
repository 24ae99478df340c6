package usersecret

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestLoadCreatesOnceAndKeeps: the first Load makes a private secret;
// later ones, and concurrent first ones, read that same secret.
func TestLoadCreatesOnceAndKeeps(t *testing.T) {
	p := filepath.Join(t.TempDir(), "conf", "soulindex", "secret")
	var wg sync.WaitGroup
	got := make([][]byte, 8)
	errs := make([]error, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = LoadFile(p)
		}()
	}
	wg.Wait()
	for i := range got {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if len(got[i]) != Size || !bytes.Equal(got[i], got[0]) {
			t.Fatalf("load %d: %d bytes, different from the first's", i, len(got[i]))
		}
	}
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("secret mode %04o, want 0600", fi.Mode().Perm())
	}
	if di, err := os.Stat(filepath.Dir(p)); err != nil || di.Mode().Perm() != 0o700 {
		t.Errorf("secret directory: %v, %v", di.Mode().Perm(), err)
	}
	again, err := LoadFile(p)
	if err != nil || !bytes.Equal(again, got[0]) {
		t.Errorf("second load: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(p), ".secret-*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestLoadRefusesUnsafeFiles: a secret others can read, a link, a
// directory or a file of implausible size authenticates nothing.
func TestLoadRefusesUnsafeFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good", bytes.Repeat([]byte{7}, 32), 0o600)
	link := filepath.Join(dir, "link")
	if err := os.Symlink(good, link); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, path, says string }{
		{"readable by others", write("open", bytes.Repeat([]byte{1}, 32), 0o644), "readable or writable by others"},
		{"link", link, "symbolic link"},
		{"directory", sub, "not a regular file"},
		{"too short", write("short", []byte("abc"), 0o600), "holds 3 bytes"},
		{"too long", write("long", make([]byte, 5000), 0o600), "holds 5000 bytes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := LoadFile(c.path); err == nil || !strings.Contains(err.Error(), c.says) {
				t.Errorf("LoadFile(%s) = %v, want an error saying %q", c.name, err, c.says)
			}
		})
	}
	if b, err := LoadFile(good); err != nil || len(b) != 32 {
		t.Errorf("a good secret: %v", err)
	}
}

// TestPathFromEnvironment: SOULINDEX_SECRET_FILE names the file; without
// it the secret lives under the user's configuration directory.
func TestPathFromEnvironment(t *testing.T) {
	t.Setenv(EnvFile, "/some/where/key")
	if p, err := Path(); err != nil || p != "/some/where/key" {
		t.Errorf("Path() = %q, %v", p, err)
	}
	t.Setenv(EnvFile, "")
	t.Setenv("XDG_CONFIG_HOME", "/cfg")
	if p, err := Path(); err != nil || p != "/cfg/soulindex/secret" {
		t.Errorf("Path() = %q, %v", p, err)
	}
}
