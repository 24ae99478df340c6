package measure

import (
	"math"
	"os"
	"os/exec"
	"strings"
	"testing"
)

func TestMedian(t *testing.T) {
	tests := []struct {
		name string
		in   []float64
		want float64
	}{
		{"empty", nil, 0},
		{"one", []float64{4.5}, 4.5},
		{"odd unsorted", []float64{9, 1, 5}, 5},
		{"even is mean of middle two", []float64{4, 1, 3, 2}, 2.5},
		{"outlier does not move it", []float64{1, 1.1, 1.2, 1000, 0.9}, 1.1},
		{"duplicates", []float64{2, 2, 7}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := append([]float64(nil), tt.in...)
			if got := Median(in); got != tt.want {
				t.Errorf("Median(%v) = %v, want %v", tt.in, got, tt.want)
			}
			for i := range in {
				if in[i] != tt.in[i] {
					t.Fatalf("median modified its input: %v, was %v", in, tt.in)
				}
			}
		})
	}
}

func TestRatioAndFormat(t *testing.T) {
	tests := []struct {
		a, b float64
		want string
	}{
		{7.5, 2.5, "3.00×"},
		{1, 3, "0.33×"},
		{9.994, 1, "9.99×"},
		{42.26, 1, "42.3×"},
		{1234, 1, "1234×"},
		{1, 0, "n/a"},  // division by zero
		{0, 1, "n/a"},  // missing measurement
		{-1, 1, "n/a"}, // nonsense
		{math.NaN(), 1, "n/a"},
		{math.Inf(1), 1, "n/a"},
	}
	for _, tt := range tests {
		if got := FormatRatio(Ratio(tt.a, tt.b)); got != tt.want {
			t.Errorf("FormatRatio(Ratio(%v, %v)) = %q, want %q", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestFormatCount(t *testing.T) {
	tests := map[int64]string{
		0: "0", 7: "7", 999: "999", 1000: "1,000", 386530: "386,530",
		1234567: "1,234,567", -4200: "-4,200",
	}
	for in, want := range tests {
		if got := FormatCount(in); got != want {
			t.Errorf("FormatCount(%d) = %q, want %q", in, got, want)
		}
	}
}

func TestMBPerSec(t *testing.T) {
	tests := []struct {
		bytes int64
		sec   float64
		want  float64
	}{
		{84_517_269, 20, 4.22586345},
		{1e6, 0.5, 2},
		{1e6, 0, 0},
		{0, 3, 0},
	}
	for _, tt := range tests {
		if got := MBPerSec(tt.bytes, tt.sec); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("MBPerSec(%d, %v) = %v, want %v", tt.bytes, tt.sec, got, tt.want)
		}
	}
}

func TestTimed(t *testing.T) {
	// Long enough (~0.2 s) for CPU time to show in GNU time's 10 ms
	// steps on a quiet machine: 20,000 rounds ran in 20 ms and read 0.
	r, err := Timed(exec.Command("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done"))
	if err != nil {
		t.Fatal(err)
	}
	if r.WallSec <= 0 || r.CPUSec <= 0 || r.MaxRSSKiB <= 0 {
		t.Errorf("implausible run: %+v", r)
	}
	_, err = Timed(exec.Command("sh", "-c", "echo boom >&2; exit 3"))
	if err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("failure lost its stderr: %v", err)
	}
}

// TestTimedRSSIsTheChildsOwn: a big benchmark process must not lend its
// RSS to a small child (Go's fork shares the parent's memory map until
// exec). Without GNU time the figure is known to be inflated, so the test
// says so instead of asserting it.
func TestTimedRSSIsTheChildsOwn(t *testing.T) {
	if _, err := os.Stat(gnuTime); err != nil {
		t.Skip("GNU time (/usr/bin/time, Debian package time) is not installed; rusage from Go over-reports RSS")
	}
	ballast := make([]byte, 200<<20)
	for i := range ballast {
		ballast[i] = 1
	}
	r, err := Timed(exec.Command("true"))
	if err != nil {
		t.Fatal(err)
	}
	if r.MaxRSSKiB > 50<<10 {
		t.Errorf("true used %d KiB: the benchmark's own memory leaked into the figure", r.MaxRSSKiB)
	}
	_ = ballast[len(ballast)-1]
}

func TestMedianRun(t *testing.T) {
	m := MedianRun([]Run{{WallSec: 3, MaxRSSKiB: 10}, {WallSec: 1, MaxRSSKiB: 30}, {WallSec: 2, MaxRSSKiB: 20}})
	if m.WallSec != 2 || m.MaxRSSKiB != 20 {
		t.Errorf("MedianRun = %+v", m)
	}
}
