// Package execpath finds the programs soulindex runs by name without ever
// picking one the indexed repository holds.
//
// exec.LookPath searches every $PATH entry; a relative one ("bin",
// "./bin", "node_modules/.bin", or an empty entry, which means ".") names
// a directory under the current one, which is often the repository, and
// an absolute one may still point into it (a direnv-style PATH). Go
// refuses the relative hits only with ErrDot, after stopping the search,
// and lets absolute ones inside the repository through. LookPath here
// searches the absolute entries only and refuses a program that, symlinks
// resolved, lies inside a directory the caller names as untrusted.
package execpath

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrNotFound: no absolute search directory holds an executable of that
// name (outside the untrusted directories).
var ErrNotFound = errors.New("executable not found")

// ErrUntrusted: the only executables of that name lie inside an untrusted
// directory (the repository).
var ErrUntrusted = errors.New("executable lies inside the repository")

// SplitPath splits a $PATH-style list into its absolute entries and the
// others: empty entries (the current directory) and relative ones, which
// are never searched.
func SplitPath(list string) (abs, skipped []string) {
	for _, d := range filepath.SplitList(list) {
		if filepath.IsAbs(d) {
			abs = append(abs, d)
		} else {
			skipped = append(skipped, d)
		}
	}
	return abs, skipped
}

// IsExecutable reports whether p (symlinks followed) is a regular file
// with an execute bit.
func IsExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}

// Inside reports whether p lies in one of dirs or below it, each side
// with its symlinks resolved. A path that cannot be resolved counts as
// inside: the caller then refuses it rather than run what it cannot place.
func Inside(p string, dirs ...string) bool {
	rp, err := resolve(p)
	if err != nil {
		return true
	}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		rd, err := resolve(d)
		if err != nil {
			// An untrusted directory that does not exist holds nothing.
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			return true
		}
		if within(rd, rp) {
			return true
		}
	}
	return false
}

func resolve(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(abs)
}

// within reports whether p is root or below it (both clean and absolute).
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// LookPath finds name along the absolute entries of the $PATH-style list,
// skipping executables that lie inside one of untrusted. A name with a
// separator is never searched for: it must be absolute (and is checked
// the same way). The path returned is absolute; the error wraps
// ErrUntrusted when only untrusted hits were found, else ErrNotFound.
func LookPath(name, list string, untrusted ...string) (string, error) {
	if strings.ContainsRune(name, filepath.Separator) {
		if !filepath.IsAbs(name) {
			return "", fmt.Errorf("%s: %w (a relative path names a file under the current directory)", name, ErrNotFound)
		}
		return check(name, name, untrusted)
	}
	dirs, _ := SplitPath(list)
	refused := ""
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if !IsExecutable(p) {
			continue
		}
		if Inside(p, untrusted...) {
			if refused == "" {
				refused = p
			}
			continue
		}
		return p, nil
	}
	if refused != "" {
		return "", fmt.Errorf("%s: %w (%s)", name, ErrUntrusted, refused)
	}
	return "", fmt.Errorf("%s: %w in the absolute $PATH entries", name, ErrNotFound)
}

func check(name, p string, untrusted []string) (string, error) {
	if !IsExecutable(p) {
		return "", fmt.Errorf("%s: %w", name, ErrNotFound)
	}
	if Inside(p, untrusted...) {
		return "", fmt.Errorf("%s: %w", name, ErrUntrusted)
	}
	return p, nil
}

// RepoRoot is the directory whose files are the repository's when dir is
// indexed: the nearest directory at or above dir (symlinks resolved)
// holding a .git entry (a directory, or a file for worktrees and
// submodules), as git would find it, else dir itself. It runs no git: a
// repository's configuration could make git run its programs.
func RepoRoot(dir string) (string, error) {
	d, err := resolve(dir)
	if err != nil {
		return "", fmt.Errorf("repository root of %s: %w", dir, err)
	}
	for p := d; ; {
		if _, err := os.Lstat(filepath.Join(p, ".git")); err == nil {
			return p, nil
		}
		parent := filepath.Dir(p)
		if parent == p {
			return d, nil
		}
		p = parent
	}
}
