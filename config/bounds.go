package config

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Upper bounds of the values that size a run's work and memory: an
// untrusted repository's configuration (jobs = 100000000 took 23.8 GB)
// or a typo must not exhaust the machine. Workers: more than four per
// CPU only add memory; the budget is far beyond any map worth reading;
// files over 64 MiB are generated, not worth a parse tree many times
// their size per worker; a parse deadline of an hour is no deadline.
// The LSP request limit sizes a channel per server; a day is longer than
// any run.
const (
	MaxJobsPerCPU     = 4
	MaxJobsCap        = 256
	MaxBudget         = 10_000_000
	MaxFileSize       = 64 << 20
	MaxParseTimeout   = time.Hour
	MaxLSPBudget      = 100_000
	MaxLSPConcurrency = 64
	MaxLSPTimeout     = 24 * time.Hour
)

// MaxJobs is the most workers a run uses: four per CPU, at most 256.
func MaxJobs() int { return min(MaxJobsPerCPU*runtime.NumCPU(), MaxJobsCap) }

// Clamp lowers *v to limit when it is over and returns the notice saying
// so ("" when it was within). The notice holds no value: it may come from
// a file that is a symlink to a secret.
func Clamp[T int | time.Duration](v *T, limit T, what string) string {
	if *v <= limit {
		return ""
	}
	*v = limit
	return fmt.Sprintf("%s is over its maximum: using %v", what, limit)
}

// ClampSize is Clamp for a size in bytes, whose limit reads in MiB.
func ClampSize(v *int64, limit int64, what string) string {
	if *v <= limit {
		return ""
	}
	*v = limit
	return fmt.Sprintf("%s is over its maximum: using %d MiB", what, limit>>20)
}

// ByteSize is a size in bytes read from a flag or the file: 1048576,
// 512K, 1M, 1MiB, 2G.
type ByteSize int64

func (b *ByteSize) String() string { return strconv.FormatInt(int64(*b), 10) }

// Set parses a flag's value.
func (b *ByteSize) Set(s string) error {
	t := strings.TrimSuffix(strings.TrimSuffix(strings.ToUpper(strings.TrimSpace(s)), "B"), "I")
	mult := int64(1)
	switch {
	case strings.HasSuffix(t, "K"):
		mult, t = 1<<10, strings.TrimSuffix(t, "K")
	case strings.HasSuffix(t, "M"):
		mult, t = 1<<20, strings.TrimSuffix(t, "M")
	case strings.HasSuffix(t, "G"):
		mult, t = 1<<30, strings.TrimSuffix(t, "G")
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 || n > math.MaxInt64/mult {
		return fmt.Errorf("invalid size %q (want e.g. 1048576, 512K, 1M)", s)
	}
	*b = ByteSize(n * mult)
	return nil
}

// UnmarshalTOML accepts a byte count (1048576) or a size string ("1M").
// Its messages hold no value (see duration).
func (b *ByteSize) UnmarshalTOML(v any) error {
	bad := errors.New("invalid size (want a positive number of bytes, or a string like \"512K\" or \"1M\")")
	switch v := v.(type) {
	case int64:
		if v <= 0 {
			return bad
		}
		*b = ByteSize(v)
		return nil
	case string:
		if b.Set(v) != nil {
			return bad
		}
		return nil
	}
	return bad
}
