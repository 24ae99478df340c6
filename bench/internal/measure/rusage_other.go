//go:build !unix

package measure

import "os"

// maxRSSKiB is not available without rusage; 0 renders as "n/a" in ratios.
func maxRSSKiB(*os.ProcessState) int64 { return 0 }
