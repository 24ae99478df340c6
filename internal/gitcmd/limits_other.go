//go:build !unix

package gitcmd

import (
	"context"
	"os/exec"
)

// command runs bin with args: there is no portable way to limit a child
// process's resources here.
func (l limits) command(ctx context.Context, bin string, args []string) *exec.Cmd {
	return exec.CommandContext(ctx, bin, args...)
}
