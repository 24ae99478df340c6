//go:build unix

package gitcmd

import (
	"context"
	"os/exec"
	"strconv"
	"syscall"
)

// command runs bin with args through /bin/sh, which sets the limits
// (ulimit: Go cannot set a child's resource limits between fork and exec)
// and then replaces itself with bin. The shell is the system's, by its
// absolute path, and runs nothing else. No core file is written where git
// runs, in the repository. The process starts a session of its own:
// without a controlling terminal, a /dev/tty the repository names where
// git reads a file fails to open instead of waiting for the user's typing.
func (l limits) command(ctx context.Context, bin string, args []string) *exec.Cmd {
	script := "ulimit -c 0"
	if l.data > 0 {
		script += " && ulimit -d " + strconv.FormatInt(capped(syscall.RLIMIT_DATA, l.data)/1024, 10)
	}
	if l.cpuSecs > 0 {
		script += " && ulimit -t " + strconv.FormatInt(capped(syscall.RLIMIT_CPU, l.cpuSecs), 10)
	}
	// $0 is git, "$@" its arguments: nothing is parsed by the shell.
	script += ` || exit 125; exec "$0" "$@"`
	cmd := exec.CommandContext(ctx, "/bin/sh", append([]string{"-c", script, bin}, args...)...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	return cmd
}

// capped is limit, or the current hard limit of resource when that is
// lower (a limit cannot be raised above it).
func capped(resource int, limit int64) int64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(resource, &r); err == nil && r.Max < uint64(limit) {
		return int64(r.Max)
	}
	return limit
}
