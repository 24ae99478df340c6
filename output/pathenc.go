package output

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// EncodePath is how every output (SCIP relative paths and symbol
// namespaces, graph.json, the Soul Map, coverage.json, the SQLite export)
// writes a repository path. File names are bytes, but SCIP paths are
// protobuf strings (UTF-8) and the Soul Map is line-oriented text, so:
//
//   - a byte that is not part of valid UTF-8 becomes %XX (upper-case hex);
//   - a control character (U+0000–U+001F, U+007F–U+009F) or a line or
//     paragraph separator (U+2028, U+2029) becomes %XX per UTF-8 byte;
//   - a '%' that is followed by two hex digits becomes %25, so the
//     encoding stays unambiguous;
//   - every other byte is kept.
//
// Decoding is one rule (DecodePath: every %XX is the byte XX), different
// names never share an encoding, and the paths of ordinary files (valid
// UTF-8, printable, no "%XX" inside) are written unchanged.
func EncodePath(p string) string {
	i := 0
	for i < len(p) {
		if n := escapedLen(p, i); n > 0 {
			break
		}
		_, size := utf8.DecodeRuneInString(p[i:])
		i += size
	}
	if i == len(p) {
		return p
	}
	var b strings.Builder
	b.Grow(len(p) + 8)
	b.WriteString(p[:i])
	for i < len(p) {
		n := escapedLen(p, i)
		if n == 0 {
			_, size := utf8.DecodeRuneInString(p[i:])
			b.WriteString(p[i : i+size])
			i += size
			continue
		}
		for _, c := range []byte(p[i : i+n]) {
			b.WriteByte('%')
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		}
		i += n
	}
	return b.String()
}

const hexDigits = "0123456789ABCDEF"

// escapedLen is how many bytes at p[i:] EncodePath escapes: 0 for a rune
// it keeps, else the length of the invalid byte, control character,
// separator or '%' there.
func escapedLen(p string, i int) int {
	c := p[i]
	if c < utf8.RuneSelf {
		switch {
		case c < 0x20 || c == 0x7f:
			return 1
		case c == '%' && i+2 < len(p) && isHex(p[i+1]) && isHex(p[i+2]):
			return 1
		}
		return 0
	}
	r, size := utf8.DecodeRuneInString(p[i:])
	switch {
	case r == utf8.RuneError && size == 1:
		return 1
	case r >= 0x80 && r <= 0x9f, r == '\u2028', r == '\u2029':
		return size
	}
	return 0
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// DecodePath inverts EncodePath: every %XX becomes the byte XX.
func DecodePath(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b = append(b, byte(v))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// mdPath is an encoded path (EncodePath) as it starts a line of the
// Markdown Soul Map: a first space, '#' or '<' would read as a definition
// line, a heading or a tag, so it is escaped too (DecodePath still gives
// the path back).
func mdPath(p string) string {
	if p != "" && (p[0] == ' ' || p[0] == '#' || p[0] == '<') {
		return "%" + string(hexDigits[p[0]>>4]) + string(hexDigits[p[0]&15]) + p[1:]
	}
	return p
}

// mdText is safeText as it starts a line of the Markdown Soul Map: a
// first space, '#' or '<' is written as a Go escape (\x23), as mdPath
// does for paths.
func mdText(s string) string {
	s = safeText(s)
	if s != "" && (s[0] == ' ' || s[0] == '#' || s[0] == '<') {
		return `\x` + strings.ToLower(string(hexDigits[s[0]>>4])+string(hexDigits[s[0]&15])) + s[1:]
	}
	return s
}

// safeText makes free text (a signature, a name, an import source) safe
// on one line of a text format: invalid UTF-8 becomes U+FFFD and control
// characters and line separators become Go escapes (\n, \x1b, \u2028),
// so no definition can add a line, a heading or a fake file to the map.
func safeText(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || isControl(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		if !isControl(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r) // '\n', '\x1b', '\u2028'
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

func isControl(r rune) bool {
	return r < 0x20 || r >= 0x7f && r <= 0x9f || r == '\u2028' || r == '\u2029'
}
