package manifest

import (
	"errors"
	"fmt"

	"github.com/BurntSushi/toml"
)

// maxTOMLDepth bounds brackets and braces nested in a TOML manifest and
// the dots of one key: the decoder's work grows with the square of the
// nesting, and real manifests nest three or four levels.
const maxTOMLDepth = 16

// decodeTOML decodes a TOML manifest into v after checking its nesting.
func decodeTOML(data []byte, v any) error {
	if tooDeep(data, maxTOMLDepth) {
		return fmt.Errorf("nested deeper than %d levels", maxTOMLDepth)
	}
	if _, err := toml.Decode(string(data), v); err != nil {
		// The decoder's message may quote the file; its position is
		// enough.
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return fmt.Errorf("invalid TOML at line %d", pe.Position.Line)
		}
		return errors.New("invalid TOML: a value does not fit its key")
	}
	return nil
}

// tooDeep reports whether brackets and braces outside strings and
// comments nest deeper than limit, or a run of key characters holds more
// than limit dots. It errs on the side of refusing: a string it misreads
// can only add depth a real manifest does not come near.
func tooDeep(data []byte, limit int) bool {
	depth, dots := 0, 0
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case c == '#':
			for i < len(data) && data[i] != '\n' {
				i++
			}
			dots = 0
		case c == '"' || c == '\'':
			q := c
			multi := i+2 < len(data) && data[i+1] == q && data[i+2] == q
			if multi {
				i += 3
				for i+2 < len(data) && !(data[i] == q && data[i+1] == q && data[i+2] == q) {
					if data[i] == '\\' && q == '"' {
						i++
					}
					i++
				}
				i += 2
				continue
			}
			for i++; i < len(data) && data[i] != q && data[i] != '\n'; i++ {
				if data[i] == '\\' && q == '"' {
					i++
				}
			}
		case c == '[' || c == '{':
			if depth++; depth > limit {
				return true
			}
			dots = 0
		case c == ']' || c == '}':
			if depth > 0 {
				depth--
			}
			dots = 0
		case c == '.':
			if dots++; dots > limit {
				return true
			}
		case c == ' ' || c == '\t' || c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
		default:
			dots = 0
		}
	}
	return false
}
