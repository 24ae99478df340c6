// Package filestamp reads what stat says about a file, to tell a changed
// file from an unchanged one without reading it (the outline cache, the
// outputs record).
package filestamp

// Stamp is a file's size, modification and change times (ns) and inode;
// Ctime and Ino are 0 where stat has no portable form of them.
type Stamp struct {
	Size  int64  `json:"size"`
	Mtime int64  `json:"mtime"`
	Ctime int64  `json:"ctime,omitempty"`
	Ino   uint64 `json:"ino,omitempty"`
}

// RacyWindow: a file whose mtime or ctime lies this close to (or after) a
// moment may have changed again within the file system's timestamp
// granularity without its stamp showing it.
const RacyWindow = int64(2e9)

// Before reports whether s vouches for the content as it was at time at
// (ns): both its times lie more than RacyWindow before it.
func (s Stamp) Before(at int64) bool {
	return s.Mtime < at-RacyWindow && s.Ctime < at-RacyWindow
}
