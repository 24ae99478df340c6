package langs

import (
	"bytes"
	"fmt"
)

// Limits of external scanners that a parse cannot catch.
//
// Most scanner limits show while parsing: a scanner whose state outgrows
// tree-sitter's 1024 bytes is refused by extract's serialize hook before
// the library asserts. The checks here cover the scanners that instead
// write a state they cannot read back, which aborts the process in their
// deserialize, on input a cheap scan of the bytes finds first.

// rubyHeredocWordMax is the longest heredoc word tree-sitter-ruby
// round-trips: its serialize writes the word's length as one byte
// (tree-sitter-ruby src/scanner.c:116) and its deserialize, reading a
// shorter word back, asserts that it consumed the whole state
// (src/scanner.c:160).
const rubyHeredocWordMax = 255

// checkRubyHeredocs refuses a heredoc (<<WORD, <<~WORD, <<-"WORD") whose
// word may be longer than rubyHeredocWordMax characters. The word is read
// as the scanner does (src/scanner.c:597): up to the closing quote (or
// the end of the file), or a run of letters, digits and underscores; any
// non-ASCII byte counts as a letter, and bytes are counted, not
// characters, so the check errs on the side of refusing.
func checkRubyHeredocs(src []byte) error {
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("<<"))
		if j < 0 {
			return nil
		}
		k := i + j + 2
		if k < len(src) && (src[k] == '-' || src[k] == '~') {
			k++
		}
		// Only the first rubyHeredocWordMax+1 bytes are looked at, so
		// the scan stays linear however many heredocs start.
		long := false
		if k < len(src) && (src[k] == '\'' || src[k] == '"' || src[k] == '`') {
			word := src[k+1 : min(len(src), k+2+rubyHeredocWordMax)]
			long = bytes.IndexByte(word, src[k]) < 0 && len(word) > rubyHeredocWordMax
		} else {
			n := 0
			for k+n < len(src) && n <= rubyHeredocWordMax && isWordByte(src[k+n]) {
				n++
			}
			long = n > rubyHeredocWordMax
		}
		if long {
			return fmt.Errorf("a heredoc word over %d bytes at byte %d, longer than the ruby scanner can record", rubyHeredocWordMax, i+j)
		}
		i += j + 1
	}
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
