package main

import "runtime/debug"

// version reports the module version stamped by the Go toolchain.
func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}
