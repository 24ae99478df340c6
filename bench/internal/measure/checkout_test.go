package measure

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestCheckout finds the repository root from inside the bench module (a
// test runs in its package directory), where the root module's CLI lives.
func TestCheckout(t *testing.T) {
	got, err := Checkout(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("Checkout() = %s, want %s", got, want)
	}
	if _, err := os.Stat(filepath.Join(got, "cmd", "soulindex")); err != nil {
		t.Errorf("no cmd/soulindex in the checkout: %v", err)
	}
}

// TestCheckoutElsewhere refuses a module that is not soulindex's.
func TestCheckoutElsewhere(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/x\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if got, err := Checkout(context.Background()); err == nil {
		t.Errorf("Checkout() in another module = %s, want an error", got)
	}
}
