//go:build unix

package measure

import (
	"os"
	"runtime"
	"syscall"
)

// maxRSSKiB is the child's peak resident set size in KiB, from the rusage
// wait4 returned. Linux and the BSDs report ru_maxrss in KiB, macOS in bytes.
func maxRSSKiB(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok || ru == nil {
		return 0
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return int64(ru.Maxrss) / 1024
	}
	return int64(ru.Maxrss)
}
