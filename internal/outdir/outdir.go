// Package outdir holds the rules for writing into an output directory
// that a repository or another user may have filled first: temporary
// files carry the writer's pid in their name, so only ours whose writer
// is gone are ever removed, and a directory we write into must not be a
// symbolic link, so nothing lands outside it.
package outdir

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/soulindex/soulindex/internal/safefile"
)

// tempMarker sits between the output's name and the writer's pid in every
// temporary file name: ".NAME.soulindex-tmp-PID-RANDOM".
const tempMarker = ".soulindex-tmp-"

// StaleAge is how long a temporary file may go unmodified before it counts
// as left behind even when a process with its pid is alive: a pid is
// reused in time, and every writer writes its temporary file without
// pause until it renames it.
const StaleAge = 24 * time.Hour

// ErrSymlink is returned for a directory we would write into that is a
// symbolic link.
var ErrSymlink = errors.New("is a symbolic link")

// ErrNotDir is returned when something other than a directory is where
// one is needed.
var ErrNotDir = errors.New("is not a directory")

// ErrNotRegular is returned for a file we would replace that is neither a
// regular file nor a symbolic link: a device, a FIFO, a socket, a
// directory. Renaming over it would take its name from whatever it is
// (a container's /dev/null, another program's pipe).
var ErrNotRegular = errors.New("is not a regular file")

// CheckTarget fails when name holds something we never replace: anything
// but a regular file or a symbolic link (a link is replaced, never
// followed). A missing name is no error.
func CheckTarget(name string) error {
	fi, err := os.Lstat(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case fi.Mode().IsRegular() || fi.Mode()&fs.ModeSymlink != 0:
		return nil
	}
	return fmt.Errorf("%s %w but %s, which soulindex never replaces; remove it, or write elsewhere", name, ErrNotRegular, safefile.Kind(fi.Mode()))
}

// CreateTemp creates a new temporary file beside name, for name's next
// content: ".NAME.soulindex-tmp-PID-RANDOM", created with O_EXCL (so never
// through a link).
func CreateTemp(name string) (*os.File, error) {
	return os.CreateTemp(filepath.Dir(name), TempPrefix(filepath.Base(name))+strconv.Itoa(os.Getpid())+"-*")
}

// TempPrefix is what the temporary files of an output named base start
// with.
func TempPrefix(base string) string { return "." + base + tempMarker }

// ParseTemp reports whether name is exactly of CreateTemp's form and
// returns the output's name and the writer's pid.
func ParseTemp(name string) (base string, pid int, ok bool) {
	i := strings.LastIndex(name, tempMarker)
	if !strings.HasPrefix(name, ".") || i <= 1 {
		return "", 0, false
	}
	p, r, found := strings.Cut(name[i+len(tempMarker):], "-")
	if !found || !digits(p) || !digits(r) || len(p) > 10 {
		return "", 0, false
	}
	pid, err := strconv.Atoi(p)
	if err != nil || pid <= 0 {
		return "", 0, false
	}
	return name[1:i], pid, true
}

func digits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// alive reports whether a process with this pid exists. Our own pid counts
// as alive: this process may be writing that file right now.
func alive(pid int) bool {
	if pid == os.Getpid() {
		return true
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// RemoveStaleTemps removes, from dir itself (never below it), the
// temporary files CreateTemp made whose writer is gone: its pid names no
// live process, or the file has not been modified for StaleAge. Only
// names of CreateTemp's exact form are candidates, and with base != ""
// only those of that output. Anything else, however it is named, stays:
// dir may be a shared directory the user passed as --out. It returns how
// many it removed.
func RemoveStaleTemps(dir, base string) int {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return 0 // an unreadable directory is left as it is
	}
	now := time.Now()
	n := 0
	for _, e := range ents {
		b, pid, ok := ParseTemp(e.Name())
		if !ok || (base != "" && b != base) || e.IsDir() {
			continue
		}
		p := filepath.Join(dir, e.Name())
		fi, err := os.Lstat(p)
		if err != nil || fi.IsDir() {
			continue
		}
		if alive(pid) && now.Sub(fi.ModTime()) < StaleAge {
			continue
		}
		if os.Remove(p) == nil {
			n++
		}
	}
	return n
}

// Check fails when dir is a symbolic link or not a directory; a missing
// dir is no error.
func Check(dir string) error {
	fi, err := os.Lstat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case fi.Mode()&fs.ModeSymlink != 0:
		to, _ := os.Readlink(dir)
		return fmt.Errorf("%s %w (to %s)", dir, ErrSymlink, to)
	case !fi.IsDir():
		return fmt.Errorf("%s %w", dir, ErrNotDir)
	}
	return nil
}

// Ensure creates dir (with its parents) when missing and fails, writing
// nothing, when dir is a symbolic link or not a directory: writing
// through a link a repository committed would put our files wherever it
// points.
func Ensure(dir string) error {
	if err := Check(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// MkdirAll accepts a link to a directory: look again.
	return Check(dir)
}

// Marker is the file soulindex writes in an output directory passed as
// --out, to recognise it as its own on later runs whatever else is put
// there. A user may create it to let soulindex write into a directory
// that holds other files.
const Marker = ".soulindex-out"

// ErrForeign is returned for an output directory that holds files
// soulindex did not write and no Marker.
var ErrForeign = errors.New("holds files soulindex did not write")

// Claim reports whether dir may be written into as an output directory:
// it is missing or empty, holds a Marker (a regular file), or holds only
// entries ours accepts (the names soulindex writes, as directories made
// before the Marker existed do) and temporary files of CreateTemp's form.
// Anything else is ErrForeign, naming a few of the other entries: --out
// may name a directory whose graph.json or lock belongs to someone else.
func Claim(dir string, ours func(name string) bool) error {
	if fi, err := os.Lstat(filepath.Join(dir, Marker)); err == nil && fi.Mode().IsRegular() {
		return nil
	}
	// O_DIRECTORY: a FIFO named as --out fails here instead of blocking.
	d, err := os.OpenFile(dir, os.O_RDONLY|syscall.O_DIRECTORY, 0)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case errors.Is(err, syscall.ENOTDIR):
		return fmt.Errorf("%s %w", dir, ErrNotDir)
	case err != nil:
		return err
	}
	defer d.Close()
	// Read in batches, stopping at a few foreign names: --out may name
	// a directory of millions of entries.
	var foreign []string
	more := false
	for len(foreign) <= 3 {
		ents, err := d.ReadDir(256)
		for _, e := range ents {
			if _, _, tmp := ParseTemp(e.Name()); !ours(e.Name()) && !tmp {
				foreign = append(foreign, e.Name())
			}
		}
		if errors.Is(err, io.EOF) || len(ents) == 0 {
			break
		}
		if err != nil {
			return err
		}
	}
	if len(foreign) == 0 {
		return nil
	}
	slices.Sort(foreign) // what the directory's order gave first, sorted
	if len(foreign) > 3 {
		foreign, more = foreign[:3], true
	}
	shown := strings.Join(foreign, ", ")
	if more {
		shown += ", …"
	}
	return fmt.Errorf("%s %w (%s) and no %s; pass --out with a new or empty directory, or create %s if soulindex may write there",
		dir, ErrForeign, shown, Marker, filepath.Join(dir, Marker))
}
