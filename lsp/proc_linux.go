//go:build linux

package lsp

import (
	"errors"
	"syscall"

	"golang.org/x/sys/unix"
)

// waitExited blocks until process pid has exited, without reaping it:
// the zombie keeps its process group ID reserved, so the group can be
// killed afterwards without hitting a process that reused the number.
// It reports whether pid is now such a zombie.
func waitExited(pid int) bool {
	for {
		var info unix.Siginfo
		err := unix.Waitid(unix.P_PID, pid, &info, unix.WEXITED|unix.WNOWAIT, nil)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		return err == nil
	}
}
