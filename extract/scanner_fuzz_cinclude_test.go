//go:build grammars_cinclude

package extract

import "testing"

// The grammars whose scanners need C_INCLUDE_PATH (see
// scripts/build-all-grammars.sh), fuzzed like the others.

func FuzzScannerGleam(f *testing.F)      { fuzzScanner(f, "gleam") }
func FuzzScannerPowerShell(f *testing.F) { fuzzScanner(f, "powershell") }
