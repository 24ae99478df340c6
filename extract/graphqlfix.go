package extract

import (
	"bytes"
	"strings"
)

// blankSchemaExtensions works around the GraphQL grammar (bkegley's)
// requiring a { ... } after `extend schema`: a schema extension made of
// directives alone, as every Apollo Federation 2 subgraph starts with
// (extend schema @link(url: "...", import: ["@key"])), is an error whose
// recovery swallowed the definitions after it. Such an extension defines
// nothing the outline shows, so for parsing only it is written over with
// spaces (newlines kept): byte offsets, lines and columns stay as they
// were. It returns src itself when there is none.
func blankSchemaExtensions(src []byte) []byte {
	var out []byte
	for i := 0; i < len(src); {
		k := bytes.Index(src[i:], []byte("extend"))
		if k < 0 {
			break
		}
		start := i + k
		i = start + len("extend")
		if start > 0 && !lineStartBefore(src, start) {
			continue
		}
		j := skipGraphQLSpace(src, i)
		if !bytes.HasPrefix(src[j:], []byte("schema")) || j+6 < len(src) && isIdentByte(src[j+6]) {
			continue
		}
		end, ok := directivesEnd(src, j+len("schema"))
		if !ok {
			continue
		}
		if out == nil {
			out = bytes.Clone(src)
		}
		for p := start; p < end; p++ {
			if out[p] != '\n' && out[p] != '\r' {
				out[p] = ' '
			}
		}
		i = end
	}
	if out == nil {
		return src
	}
	return out
}

// lineStartBefore reports whether only blanks stand between the start of
// the line and i.
func lineStartBefore(src []byte, i int) bool {
	for p := i - 1; p >= 0; p-- {
		switch src[p] {
		case ' ', '\t', ',':
			continue
		case '\n', '\r':
			return true
		}
		return false
	}
	return true
}

// directivesEnd reads the directives after `extend schema`, each @name
// with an optional parenthesised argument list (strings and comments
// skipped), and returns where they end; ok is false when there is none
// or when a { follows them (an extension the grammar parses).
func directivesEnd(src []byte, i int) (int, bool) {
	n := 0
	for {
		j := skipGraphQLSpace(src, i)
		if j >= len(src) || src[j] != '@' {
			if n == 0 || j < len(src) && src[j] == '{' {
				return 0, false
			}
			return i, true
		}
		j++
		for j < len(src) && isIdentByte(src[j]) {
			j++
		}
		k := skipGraphQLSpace(src, j)
		if k < len(src) && src[k] == '(' {
			end, ok := closeParen(src, k)
			if !ok {
				return 0, false
			}
			j = end
		}
		i, n = j, n+1
	}
}

// closeParen returns the index after the ) closing the ( at i.
func closeParen(src []byte, i int) (int, bool) {
	depth := 0
	for p := i; p < len(src); p++ {
		switch c := src[p]; c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return p + 1, true
			}
		case '#':
			for p < len(src) && src[p] != '\n' {
				p++
			}
		case '"':
			if bytes.HasPrefix(src[p:], []byte(`"""`)) {
				e := bytes.Index(src[p+3:], []byte(`"""`))
				if e < 0 {
					return 0, false
				}
				p += 3 + e + 2
				continue
			}
			for p++; p < len(src) && src[p] != '"' && src[p] != '\n'; p++ {
				if src[p] == '\\' {
					p++
				}
			}
		}
	}
	return 0, false
}

// skipGraphQLSpace skips blanks, commas (insignificant in GraphQL) and
// # comments.
func skipGraphQLSpace(src []byte, i int) int {
	for i < len(src) {
		switch src[i] {
		case ' ', '\t', '\n', '\r', ',':
			i++
		case '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		default:
			return i
		}
	}
	return i
}

// graphQLImport reads an import comment: `#import "./x.graphql"` (the
// webpack loader's and Apollo's form) or `# import A, B from "x.graphql"`
// and `# import * from "x.graphql"` (graphql-import's); names are the
// names imported, none for a whole file or *.
func graphQLImport(c string) (source string, names []string) {
	c = strings.TrimSpace(strings.TrimPrefix(c, "#"))
	c = strings.TrimSpace(strings.TrimPrefix(c, "import"))
	q := strings.IndexAny(c, `"'`)
	if q < 0 {
		return "", nil
	}
	end := strings.IndexByte(c[q+1:], c[q])
	if end < 0 {
		return "", nil
	}
	source = c[q+1 : q+1+end]
	if head, ok := strings.CutSuffix(strings.TrimSpace(c[:q]), "from"); ok {
		for _, n := range strings.Split(head, ",") {
			if n = strings.TrimSpace(n); n != "" && n != "*" {
				names = append(names, n)
			}
		}
	}
	return source, names
}
