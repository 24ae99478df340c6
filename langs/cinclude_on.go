//go:build grammars_cinclude

package langs

import (
	"unsafe"

	tspowershell "github.com/airbus-cert/tree-sitter-powershell/bindings/go"
	tsgleam "github.com/gleam-lang/tree-sitter-gleam/bindings/go"
)

// cincludeGrammars are the grammars whose C scanner includes
// <tree_sitter/parser.h> from its own src directory, which cgo only finds
// with C_INCLUDE_PATH set (see scripts/build-all-grammars.sh). Without the
// build tag their languages are served by the regex tier.
func cincludeGrammars() map[string]func() unsafe.Pointer {
	return map[string]func() unsafe.Pointer{
		"gleam":      tsgleam.Language,
		"powershell": tspowershell.Language,
	}
}
