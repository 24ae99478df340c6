package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/internal/usersecret"
)

// TestMain gives the runs of these tests a secret of their own for the
// caches, not the user's.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "soulindex-pipeline-secret-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if os.Getenv(usersecret.EnvFile) == "" {
		os.Setenv(usersecret.EnvFile, filepath.Join(dir, "key"))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// userAuth is what the runs of these tests authenticate their caches with.
func userAuth(t *testing.T) *cachefile.Auth {
	t.Helper()
	secret, err := usersecret.Load()
	if err != nil {
		t.Fatal(err)
	}
	return cachefile.NewAuth(secret)
}
