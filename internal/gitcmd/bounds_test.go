package gitcmd_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// smallRepo is a repository with a.py committed, then modified.
func smallRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	gittest.Git(t, dir, "init", "-q")
	if err := os.WriteFile(filepath.Join(dir, "a.py"), []byte("a = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gittest.Git(t, dir, "add", "a.py")
	gittest.Git(t, dir, "commit", "-q", "-m", "a")
	if err := os.WriteFile(filepath.Join(dir, "a.py"), []byte("a = 2  # edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func appendConfig(t *testing.T, dir, text string) {
	t.Helper()
	f, err := os.OpenFile(filepath.Join(dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestAttributesFileNeutralised: a core.attributesFile git would read
// without end (a device, a link to one, a FIFO, a huge file) or from
// wherever it runs (a relative path) is replaced by an empty file; a
// regular one still applies. Plain git reads /dev/zero until memory runs
// out.
func TestAttributesFileNeutralised(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name  string
		value func(t *testing.T, dir string) string
		kept  bool // the file's attributes apply
	}{
		{"device", func(*testing.T, string) string { return "/dev/zero" }, false},
		{"link to a device", func(t *testing.T, dir string) string {
			link := filepath.Join(t.TempDir(), "attributes")
			if err := os.Symlink("/dev/zero", link); err != nil {
				t.Fatal(err)
			}
			return link
		}, false},
		{"fifo", func(t *testing.T, dir string) string {
			p := filepath.Join(t.TempDir(), "attributes")
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Fatal(err)
			}
			return p
		}, false},
		{"huge", func(t *testing.T, dir string) string {
			p := filepath.Join(t.TempDir(), "attributes")
			if err := os.WriteFile(p, []byte("*.py marked\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Truncate(p, 200<<20); err != nil { // sparse
				t.Fatal(err)
			}
			return p
		}, false},
		{"relative", func(*testing.T, string) string { return "attrs" }, false},
		{"regular", func(t *testing.T, dir string) string {
			p := filepath.Join(t.TempDir(), "attributes")
			if err := os.WriteFile(p, []byte("*.py marked\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			return p
		}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := smallRepo(t)
			if err := os.WriteFile(filepath.Join(dir, "attrs"), []byte("*.py marked\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			appendConfig(t, dir, fmt.Sprintf("[core]\n\tattributesFile = %q\n", tc.value(t, dir)))
			g, err := gitcmd.New(ctx, dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			out, err := g.Output(ctx, "diff", "--name-only", "HEAD", "--")
			if err != nil || string(out) != "a.py\n" {
				t.Fatalf("diff = %q, %v; want a.py", out, err)
			}
			out, err = g.Output(ctx, "check-attr", "marked", "--", "a.py")
			if err != nil {
				t.Fatal(err)
			}
			if kept := strings.Contains(string(out), "marked: set"); kept != tc.kept {
				t.Errorf("check-attr = %q: attributes applied %t, want %t", out, kept, tc.kept)
			}
		})
	}
}

// TestLimitsEndRunawayGit: a file git reads where no configuration can
// replace it ($GIT_DIR/info/attributes, here a link to a device) makes git
// grow without end (/dev/zero: one endless line) or read forever
// (/dev/urandom: endless warnings). The data and CPU limits end it with an
// error; the limits are lowered so that the test costs little.
func TestLimitsEndRunawayGit(t *testing.T) {
	ctx := context.Background()
	for _, dev := range []string{"/dev/zero", "/dev/urandom"} {
		t.Run(filepath.Base(dev), func(t *testing.T) {
			dir := smallRepo(t)
			if err := os.Symlink(dev, filepath.Join(dir, ".git", "info", "attributes")); err != nil {
				t.Fatal(err)
			}
			g, err := gitcmd.New(ctx, dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			gitcmd.SetLimits(g, 256<<20, 2)
			out, err := g.Output(ctx, "diff", "--name-only", "HEAD", "--")
			if err == nil {
				t.Fatalf("diff = %q, want an error", out)
			}
			if msg := err.Error(); len(msg) > 80<<10 {
				t.Errorf("error of %d bytes: git's standard error is not capped", len(msg))
			}
			t.Logf("error: %.300s", err)
		})
	}
}

// TestManyFilterDrivers: the overrides switching 20,000 filter drivers
// off do not grow the command line (one option per key made it 4.6 MB,
// which the kernel refuses), and the driver .gitattributes names still
// does not run.
func TestManyFilterDrivers(t *testing.T) {
	ctx := context.Background()
	dir := smallRepo(t)
	marker := filepath.Join(t.TempDir(), "ran")
	var cfg strings.Builder
	for i := range 20000 {
		fmt.Fprintf(&cfg, "[filter \"d%d\"]\n\tclean = touch %s; cat\n\trequired = true\n", i, marker)
	}
	appendConfig(t, dir, cfg.String())
	if err := os.WriteFile(filepath.Join(dir, ".gitattributes"), []byte("*.py filter=d19999\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := gitcmd.New(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	args, over, err := gitcmd.ArgsFor(ctx, g, "diff", "--name-only", "HEAD", "--")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(over, `[filter "d19999"]`) {
		t.Errorf("the overrides do not switch d19999 off")
	}
	if n := len(strings.Join(args, " ")); n > 4096 {
		t.Errorf("command line of %d bytes", n)
	}
	// Same size, so that git reads a.py again (through the clean filter).
	if err := os.WriteFile(filepath.Join(dir, "a.py"), []byte("a = 3  # edited\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := g.Output(ctx, "diff", "--name-only", "HEAD", "--")
	if err != nil || string(out) != "a.py\n" {
		t.Fatalf("diff = %q, %v; want a.py", out, err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("the filter driver ran")
	}
}
