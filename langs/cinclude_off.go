//go:build !grammars_cinclude

package langs

import "unsafe"

// cincludeGrammars: built without the grammars_cinclude tag, Gleam and
// PowerShell are served by the regex tier (see cinclude_on.go).
func cincludeGrammars() map[string]func() unsafe.Pointer { return nil }
