// Package usersecret keeps the secret that authenticates soulindex's
// caches and shards: random bytes in a file of the user's own, outside
// every repository. A cache or shard carries a MAC under it, so one that
// a repository committed, or anyone else copied or forged, fails the check
// and is rebuilt from source instead of being believed.
package usersecret

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// EnvFile names the environment variable that points at the secret file
// instead of the default. Machines that must accept each other's shards
// (the tasks of one sharded index and its merge) share one file through it.
const EnvFile = "SOULINDEX_SECRET_FILE"

// Size is the length of a secret this package creates.
const Size = 32

// minSize and maxSize bound a secret file someone else wrote.
const (
	minSize = 16
	maxSize = 4096
)

// Path is where the secret lives: $SOULINDEX_SECRET_FILE, else
// soulindex/secret under the user's configuration directory
// ($XDG_CONFIG_HOME, else ~/.config).
func Path() (string, error) {
	if p := os.Getenv(EnvFile); p != "" {
		return filepath.Abs(p)
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no place for the cache secret (%w); set %s", err, EnvFile)
	}
	return filepath.Join(dir, "soulindex", "secret"), nil
}

// Load returns the secret at Path, creating it (and its directory, mode
// 0700) with Size random bytes when it does not exist. A file that is a
// link, not a regular file, not the user's own, readable by others or of
// an implausible size is refused rather than used: a secret others can
// read or replace authenticates nothing.
func Load() ([]byte, error) {
	p, err := Path()
	if err != nil {
		return nil, err
	}
	return LoadFile(p)
}

// LoadFile is Load for a given path.
func LoadFile(p string) ([]byte, error) {
	b, err := read(p)
	if errors.Is(err, fs.ErrNotExist) {
		if err := create(p); err != nil {
			return nil, err
		}
		b, err = read(p)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// read opens p without following a link and checks what it opened.
func read(p string) ([]byte, error) {
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		if errors.Is(err, syscall.ELOOP) {
			return nil, fmt.Errorf("cache secret %s is a symbolic link; remove it to have a new one made", p)
		}
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, fmt.Errorf("cache secret: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("cache secret: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("cache secret %s is not a regular file", p)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("cache secret %s is readable or writable by others (mode %04o); chmod 600 it", p, fi.Mode().Perm())
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Geteuid() {
		return nil, fmt.Errorf("cache secret %s belongs to uid %d, not to this user", p, st.Uid)
	}
	if fi.Size() < minSize || fi.Size() > maxSize {
		return nil, fmt.Errorf("cache secret %s holds %d bytes; want %d to %d", p, fi.Size(), minSize, maxSize)
	}
	b := make([]byte, fi.Size())
	n, err := f.ReadAt(b, 0)
	if err != nil || n != len(b) {
		return nil, fmt.Errorf("cache secret %s: short read: %v", p, err)
	}
	return b, nil
}

// create writes a new secret to p. It is linked into place, so that two
// runs creating it at once agree on the one that won.
func create(p string) error {
	dir := filepath.Dir(p)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("create the cache secret's directory: %w", err)
	}
	b := make([]byte, Size)
	if _, err := rand.Read(b); err != nil {
		return fmt.Errorf("cache secret: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".secret-*")
	if err != nil {
		return fmt.Errorf("create the cache secret: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return fmt.Errorf("create the cache secret: %w", err)
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return fmt.Errorf("create the cache secret: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("create the cache secret: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("create the cache secret: %w", err)
	}
	// Link, not rename: a secret another run made meanwhile is kept.
	if err := os.Link(tmp.Name(), p); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("create the cache secret: %w", err)
	}
	return nil
}
