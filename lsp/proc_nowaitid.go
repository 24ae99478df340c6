//go:build !linux

package lsp

// waitExited cannot wait without reaping here: the group is killed only
// while its leader is known to run (Close, cancel, garbage).
func waitExited(int) bool { return false }
