//go:build unix

package diag

import (
	"errors"
	"syscall"
)

// processAlive reports whether pid names a live process (signal 0 probes
// without sending; EPERM means it exists under another user).
func processAlive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
