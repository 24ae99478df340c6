//go:build unix

package lsp

import (
	"errors"
	"os/exec"
	"syscall"
)

// ownGroup makes the server lead its own process group, so that killing
// the group also ends what it spawned (tsserver under
// typescript-language-server, pyright's workers).
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup sends SIGKILL to every process of the group. A group that is
// already gone is not an error.
func killGroup(pgid int) error {
	if pgid <= 0 {
		return nil
	}
	err := syscall.Kill(-pgid, syscall.SIGKILL)
	if errors.Is(err, syscall.ESRCH) {
		return nil
	}
	return err
}
