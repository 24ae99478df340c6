package measure

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Module paths of the soulindex checkout: the root module and the bench
// module nested in it (bench is a module of its own so that `go install
// ./...` at the root, which pre-commit runs, builds the CLI only).
const (
	rootModule  = "github.com/soulindex/soulindex"
	benchModule = rootModule + "/bench"
)

// Checkout finds the root of the soulindex checkout the benchmark runs in,
// from the module of the working directory: the root module itself, or the
// bench module beside it. The benchmark tools build ./cmd/soulindex there
// and write their reports under its bench/out, whichever of the two
// directories they are started from.
func Checkout(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("not inside the soulindex checkout (no go.mod here): run from the repository or its bench directory")
	}
	mod, err := modulePath(gomod)
	if err != nil {
		return "", err
	}
	switch dir := filepath.Dir(gomod); mod {
	case rootModule:
		return dir, nil
	case benchModule:
		return filepath.Dir(dir), nil
	default:
		return "", fmt.Errorf("%s is module %s, not soulindex's: run from the repository or its bench directory", gomod, mod)
	}
}

// BuildSoulindex builds the checkout's CLI into out.
func BuildSoulindex(ctx context.Context, checkout, out string) error {
	cmd := exec.CommandContext(ctx, "go", "build", "-o", out, "./cmd/soulindex")
	cmd.Dir = checkout
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("build soulindex in %s: %w\n%s", checkout, err, b)
	}
	return nil
}

// modulePath reads the module line of a go.mod file.
func modulePath(gomod string) (string, error) {
	f, err := os.Open(gomod)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`), nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("read %s: %w", gomod, err)
	}
	return "", fmt.Errorf("%s has no module line", gomod)
}

// Cache is the benchmark cache: $SOULINDEX_BENCH_CACHE, else
// ~/.cache/soulindex-bench (tools, corpora, truths).
func Cache() string {
	if c := os.Getenv("SOULINDEX_BENCH_CACHE"); c != "" {
		return c
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return filepath.Join(os.TempDir(), "soulindex-bench")
	}
	return filepath.Join(home, ".cache", "soulindex-bench")
}

// Soulindex returns bin, or when it is "" builds the checkout's CLI into
// dir and returns its path.
func Soulindex(ctx context.Context, bin, dir string) (string, error) {
	if bin != "" {
		return bin, nil
	}
	checkout, err := Checkout(ctx)
	if err != nil {
		return "", err
	}
	out := filepath.Join(dir, "soulindex")
	return out, BuildSoulindex(ctx, checkout, out)
}
