// Package ignore matches paths against gitignore patterns as git does
// (gitignore(5), git's wildmatch): a pattern without a slash matches a
// path's last component at any depth; one with a slash matches the path
// relative to its ignore file's directory, `*` and `?` not crossing a
// slash and `**` spanning directories; a trailing slash matches
// directories only; `!` re-includes; the last matching pattern decides.
//
// Most real patterns are a literal name or `*.ext`: those are compared
// directly, without the general matcher.
package ignore

import (
	"strings"
)

// Pattern is one parsed line of an ignore file.
type Pattern struct {
	base    string // the ignore file's directory, slash-separated ("" at the root)
	glob    string // without '!', the trailing '/' and, for path patterns, the leading '/'
	negate  bool
	dirOnly bool
	// name: no slash in the pattern, so it matches the last component.
	name bool
	// kind picks the fast comparison where the glob allows one.
	kind   kind
	suffix string // for suffixKind: glob without its leading '*'
	// prefix is the length of the glob's literal start. A path pattern's
	// literal start is compared apart, as git does, so that the rest is
	// matched as a pattern of its own: "a**/b" becomes "**/b" after "a"
	// and spans directories.
	prefix int
}

type kind uint8

const (
	general    kind = iota
	literal         // no wildcard: equal strings
	suffixKind      // '*' then a literal: a suffix
)

// Parse parses one line of the ignore file in directory base (relative to
// the root, slash-separated, "" or "." for the root). Blank lines and
// comments give no pattern. Trailing spaces are dropped unless escaped
// with a backslash, and a carriage return before the line's end is not
// part of it.
func Parse(line, base string) (Pattern, bool) {
	line = strings.TrimSuffix(line, "\n")
	line = strings.TrimSuffix(line, "\r")
	if line == "" || line[0] == '#' {
		return Pattern{}, false
	}
	line = trimTrailingSpaces(line)
	if line == "" {
		return Pattern{}, false
	}
	if base == "." {
		base = ""
	}
	p := Pattern{base: base}
	if line[0] == '!' {
		p.negate = true
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") {
		p.dirOnly = true
		line = line[:len(line)-1]
	}
	if line == "" {
		return Pattern{}, false
	}
	p.name = !strings.Contains(line, "/")
	if !p.name {
		line = strings.TrimPrefix(line, "/")
	}
	p.glob = line
	p.prefix = len(line)
	if i := strings.IndexAny(line, `*?[\`); i >= 0 {
		p.prefix = i
	}
	switch {
	case p.prefix == len(line):
		p.kind = literal
	case line[0] == '*' && !strings.ContainsAny(line[1:], `*?[\`):
		p.kind, p.suffix = suffixKind, line[1:]
	}
	return p, true
}

// trimTrailingSpaces drops trailing spaces not escaped by a backslash.
func trimTrailingSpaces(s string) string {
	end := len(s)
	for end > 0 && s[end-1] == ' ' {
		// A space preceded by an odd run of backslashes is escaped.
		bs := 0
		for i := end - 2; i >= 0 && s[i] == '\\'; i-- {
			bs++
		}
		if bs%2 == 1 {
			break
		}
		end--
	}
	return s[:end]
}

// Matches reports whether the pattern matches rel (slash-separated,
// relative to the root), a directory when isDir. It does not check that
// rel lies under the pattern's directory for name patterns: callers
// consult a directory's patterns only for paths inside it.
func (p Pattern) Matches(rel string, isDir bool) bool {
	if p.dirOnly && !isDir {
		return false
	}
	if p.name {
		name := rel
		if i := strings.LastIndexByte(rel, '/'); i >= 0 {
			name = rel[i+1:]
		}
		switch p.kind {
		case literal:
			return name == p.glob
		case suffixKind:
			return strings.HasSuffix(name, p.suffix)
		}
		return wildmatch(p.glob, name, false) == matched
	}
	if p.base != "" {
		if !strings.HasPrefix(rel, p.base) || len(rel) <= len(p.base) || rel[len(p.base)] != '/' {
			return false
		}
		rel = rel[len(p.base)+1:]
	}
	if p.kind == literal {
		return rel == p.glob
	}
	if len(rel) < p.prefix || rel[:p.prefix] != p.glob[:p.prefix] {
		return false
	}
	return wildmatch(p.glob[p.prefix:], rel[p.prefix:], true) == matched
}

// List is the patterns that apply in one directory: those inherited from
// the directories above, then its own, in file order.
type List []Pattern

// Ignored reports whether rel is ignored: the last pattern matching it
// decides, and none means not ignored. A path inside an ignored directory
// is the caller's to exclude (git never looks inside one).
func (l List) Ignored(rel string, isDir bool) bool {
	for i := len(l) - 1; i >= 0; i-- {
		if l[i].Matches(rel, isDir) {
			return !l[i].negate
		}
	}
	return false
}

// wildmatch results: aborts prune the search for an outer '*' that can
// no longer succeed (text exhausted; a single '*' reaching a slash).
type result int8

const (
	matched result = iota
	noMatch
	abortAll
	abortToDoubleStar
)

// wildmatch matches text against glob. With pathname, '*', '?' and
// brackets do not match '/', and '**' between slashes (or at either end)
// matches any number of directories; without it, '*' matches anything.
func wildmatch(glob, text string, pathname bool) result {
	p, t := 0, 0
	for ; p < len(glob); p++ {
		pc := glob[p]
		if t >= len(text) && pc != '*' {
			return abortAll
		}
		switch pc {
		case '\\':
			// A trailing backslash matches nothing; otherwise the next
			// byte is literal.
			p++
			if p >= len(glob) || glob[p] != text[t] {
				return noMatch
			}
			t++
		case '?':
			if pathname && text[t] == '/' {
				return noMatch
			}
			t++
		case '*':
			p++
			matchSlash := !pathname
			if p < len(glob) && glob[p] == '*' {
				start := p - 1 // the first '*'
				for p < len(glob) && glob[p] == '*' {
					p++
				}
				if !pathname {
					matchSlash = true
				} else if (start == 0 || glob[start-1] == '/') &&
					(p == len(glob) || glob[p] == '/' || (glob[p] == '\\' && p+1 < len(glob) && glob[p+1] == '/')) {
					// "**/" matches no directory at all, too.
					if p < len(glob) && glob[p] == '/' && wildmatch(glob[p+1:], text[t:], pathname) == matched {
						return matched
					}
					matchSlash = true
				} else {
					matchSlash = false // a '**' inside a name is a '*'
				}
			}
			if p == len(glob) {
				// A trailing '**' matches everything; a trailing '*'
				// only what has no more slashes.
				if !matchSlash && strings.IndexByte(text[t:], '/') >= 0 {
					return noMatch
				}
				return matched
			}
			if !matchSlash && glob[p] == '/' {
				// A single '*' then a slash: the rest of this component.
				i := strings.IndexByte(text[t:], '/')
				if i < 0 {
					return noMatch
				}
				t += i
				// The slash itself is matched by the loop.
				p--
				continue
			}
			for ; t < len(text); t++ {
				r := wildmatch(glob[p:], text[t:], pathname)
				if r != noMatch {
					if !matchSlash || r != abortToDoubleStar {
						return r
					}
				} else if !matchSlash && text[t] == '/' {
					return abortToDoubleStar
				}
			}
			return abortAll
		case '[':
			np, ok, valid := matchClass(glob, p+1, text[t])
			if !valid {
				return abortAll
			}
			if !ok || (pathname && text[t] == '/') {
				return noMatch
			}
			p = np
			t++
		default:
			if pc != text[t] {
				return noMatch
			}
			t++
		}
	}
	if t < len(text) {
		return noMatch
	}
	return matched
}

// matchClass matches c against the bracket expression starting at glob[i]
// (after '['). It returns the index of the closing ']', whether c is in
// the class, and whether the expression is well formed.
func matchClass(glob string, i int, c byte) (end int, ok, valid bool) {
	negate := false
	if i < len(glob) && (glob[i] == '!' || glob[i] == '^') {
		negate = true
		i++
	}
	in := false
	var prev int = -1 // the previous literal, for ranges
	first := true
	for ; i < len(glob); i++ {
		pc := glob[i]
		switch {
		case pc == ']' && !first:
			return i, in != negate, true
		case pc == '\\':
			i++
			if i >= len(glob) {
				return 0, false, false
			}
			if glob[i] == c {
				in = true
			}
			prev = int(glob[i])
		case pc == '-' && prev >= 0 && i+1 < len(glob) && glob[i+1] != ']':
			i++
			hi := glob[i]
			if hi == '\\' {
				i++
				if i >= len(glob) {
					return 0, false, false
				}
				hi = glob[i]
			}
			if int(c) >= prev && c <= hi {
				in = true
			}
			prev = -1
		case pc == '[' && i+1 < len(glob) && glob[i+1] == ':':
			// A class name runs to the first ']', which ':' must precede.
			j := strings.IndexByte(glob[i+2:], ']')
			if j < 0 {
				return 0, false, false
			}
			j += i + 2
			if j-1 < i+2 || glob[j-1] != ':' {
				// Not a class name: '[' is a literal, and the ':' after it
				// is read next.
				if c == '[' {
					in = true
				}
				prev = '['
				break
			}
			cls, known := posixClass(glob[i+2:j-1], c)
			if !known {
				return 0, false, false
			}
			if cls {
				in = true
			}
			i = j
			prev = -1
		default:
			if pc == c {
				in = true
			}
			prev = int(pc)
		}
		first = false
	}
	return 0, false, false
}

// posixClass reports whether c is in the named [:class:] and whether the
// name is one git knows.
func posixClass(name string, c byte) (in, known bool) {
	switch name {
	case "alnum":
		return isAlpha(c) || isDigit(c), true
	case "alpha":
		return isAlpha(c), true
	case "blank":
		return c == ' ' || c == '\t', true
	case "cntrl":
		return c < 0x20 || c == 0x7f, true
	case "digit":
		return isDigit(c), true
	case "graph":
		return c > 0x20 && c < 0x7f, true
	case "lower":
		return c >= 'a' && c <= 'z', true
	case "print":
		return c >= 0x20 && c < 0x7f, true
	case "punct":
		return c > 0x20 && c < 0x7f && !isAlpha(c) && !isDigit(c), true
	case "space":
		return c == ' ' || (c >= '\t' && c <= '\r'), true
	case "upper":
		return c >= 'A' && c <= 'Z', true
	case "xdigit":
		return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'), true
	}
	return false, false
}

func isAlpha(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
