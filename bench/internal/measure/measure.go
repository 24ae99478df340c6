// Package measure times child processes (wall, CPU, peak RSS) and holds
// the small statistics every benchmark table shares.
package measure

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Run is one timed process.
type Run struct {
	WallSec   float64 `json:"wall_seconds"`
	UserSec   float64 `json:"user_seconds"`
	SysSec    float64 `json:"sys_seconds"`
	CPUSec    float64 `json:"cpu_seconds"`
	MaxRSSKiB int64   `json:"max_rss_kib"`
}

// gnuTime is GNU time, which measures peak RSS correctly: a child that Go
// starts inherits the parent's RSS high-water mark (os/exec forks with
// CLONE_VM, and exec records the shared mm's peak), so rusage from Go
// over-reports small tools by the size of the benchmark process itself.
const gnuTime = "/usr/bin/time"

// Timed runs cmd and records wall time, CPU time and peak RSS. With GNU
// time installed (Debian package "time") CPU and RSS come from it, which
// is exact; otherwise from the child's rusage, whose RSS can be inflated.
// A failure carries the tail of the child's stderr.
func Timed(cmd *exec.Cmd) (Run, error) {
	var stderr bytes.Buffer
	if cmd.Stderr == nil {
		cmd.Stderr = &stderr
	}
	var report string
	if _, err := os.Stat(gnuTime); err == nil {
		f, err := os.CreateTemp("", "measure-*.time")
		if err != nil {
			return Run{}, err
		}
		f.Close()
		report = f.Name()
		defer os.Remove(report)
		path := cmd.Path
		cmd.Path = gnuTime
		cmd.Args = append([]string{gnuTime, "-f", "%M %U %S", "-o", report, path}, cmd.Args[1:]...)
	}
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if len(msg) > 2000 {
			msg = "..." + msg[len(msg)-2000:]
		}
		name := filepath.Base(cmd.Path)
		if report != "" && len(cmd.Args) > 5 {
			name = filepath.Base(cmd.Args[5])
		}
		if msg != "" {
			return Run{}, fmt.Errorf("%s: %w\n%s", name, err, msg)
		}
		return Run{}, fmt.Errorf("%s: %w", name, err)
	}
	ps := cmd.ProcessState
	r := Run{
		WallSec:   wall.Seconds(),
		UserSec:   ps.UserTime().Seconds(),
		SysSec:    ps.SystemTime().Seconds(),
		MaxRSSKiB: maxRSSKiB(ps),
	}
	if report != "" {
		if b, err := os.ReadFile(report); err == nil {
			var rss int64
			var user, sys float64
			if _, err := fmt.Sscanf(lastLine(string(b)), "%d %f %f", &rss, &user, &sys); err == nil {
				r.MaxRSSKiB, r.UserSec, r.SysSec = rss, user, sys
			}
		}
	}
	r.CPUSec = r.UserSec + r.SysSec
	return r, nil
}

// lastLine skips GNU time's "Command exited with non-zero status" line.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// Median of xs (the mean of the middle two for an even count); 0 when
// empty. xs is not modified.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// MedianRun is the field-wise median of runs.
func MedianRun(runs []Run) Run {
	pick := func(f func(Run) float64) float64 {
		xs := make([]float64, len(runs))
		for i, r := range runs {
			xs[i] = f(r)
		}
		return Median(xs)
	}
	return Run{
		WallSec:   pick(func(r Run) float64 { return r.WallSec }),
		UserSec:   pick(func(r Run) float64 { return r.UserSec }),
		SysSec:    pick(func(r Run) float64 { return r.SysSec }),
		CPUSec:    pick(func(r Run) float64 { return r.CPUSec }),
		MaxRSSKiB: int64(math.Round(pick(func(r Run) float64 { return float64(r.MaxRSSKiB) }))),
	}
}

// Ratio is a/b, or 0 (rendered "n/a") when either side is not positive.
func Ratio(a, b float64) float64 {
	if a <= 0 || b <= 0 || math.IsNaN(a) || math.IsNaN(b) || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return 0
	}
	return a / b
}

// FormatRatio renders a ratio as "3.42×" (two decimals under 10, one under
// 100, none above), or "n/a" for 0.
func FormatRatio(r float64) string {
	switch {
	case r <= 0 || math.IsNaN(r) || math.IsInf(r, 0):
		return "n/a"
	case r < 10:
		return fmt.Sprintf("%.2f×", r)
	case r < 100:
		return fmt.Sprintf("%.1f×", r)
	default:
		return fmt.Sprintf("%.0f×", r)
	}
}

// MBPerSec is b bytes over sec seconds in MB/s, or 0.
func MBPerSec(b int64, sec float64) float64 {
	if sec <= 0 || b <= 0 {
		return 0
	}
	return float64(b) / 1e6 / sec
}

// FormatCount renders 1234567 as "1,234,567".
func FormatCount(n int64) string {
	neg := n < 0
	if neg {
		n = -n
	}
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
