package extract

// blankUsingLists works around the Solidity grammar (v1.9.3 of the
// forest module) failing on two forms of `using` that Solidity 0.8.13+
// allows, whose ERROR node can close the contract body early and leave
// the rest of the contract outside it:
//
//	using {add, sub as -} for Shares global;   // at file level
//	using {add, sub} for Shares;               // in a contract
//
// The grammar knows `using L for T;` inside a contract only. For parsing
// only, a file-level `using` directive is blanked (spaces, newlines kept:
// byte offsets, lines and columns stay as they were), and in a contract a
// braced list keeps its first function (`using  add       for Shares;`),
// so the library or function it names stays a reference. It returns src
// itself when nothing matched.
func blankUsingLists(src []byte) []byte {
	var out []byte
	blank := func(from, to int) {
		if out == nil {
			out = append([]byte(nil), src...)
		}
		for k := from; k < to; k++ {
			if out[k] != '\n' && out[k] != '\r' {
				out[k] = ' '
			}
		}
	}
	depth := 0
	prev := byte(';') // the last significant byte before the current one
	for i := 0; i < len(src); {
		if j := skipTrivia(src, i); j > i {
			i = j
			continue
		}
		c := src[i]
		switch {
		case c == '"' || c == '\'':
			i = skipQuoted(src, i)
			prev = c
			continue
		case c == '{':
			depth++
		case c == '}':
			depth--
		case isIdentStart(c) && (prev == ';' || prev == '{' || prev == '}') && wordAt(src, i, "using"):
			end := statementEnd(src, i)
			if end < 0 {
				return orSrc(out, src)
			}
			if depth <= 0 {
				blank(i, end+1)
			} else if open := skipTriviaAll(src, i+len("using")); open < end && src[open] == '{' {
				if close := indexByteFrom(src, open, '}', end); close > 0 {
					blank(open, open+1)
					first := skipTriviaAll(src, open+1)
					k := first
					for k < close && (isIdentStart(src[k]) || src[k] >= '0' && src[k] <= '9' || src[k] == '.') {
						k++
					}
					blank(k, close+1)
				}
			}
			i, prev = end+1, ';'
			continue
		}
		prev = c
		i++
	}
	return orSrc(out, src)
}

func orSrc(out, src []byte) []byte {
	if out == nil {
		return src
	}
	return out
}

// wordAt reports whether the identifier at src[i:] is word.
func wordAt(src []byte, i int, word string) bool {
	if len(src)-i < len(word) || string(src[i:i+len(word)]) != word {
		return false
	}
	j := i + len(word)
	return j == len(src) || !isIdentByte(src[j])
}

// skipTrivia returns the index after the comment or white space at
// src[i], or i when there is none there. A C-family line or block comment.
func skipTrivia(src []byte, i int) int {
	switch c := src[i]; {
	case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
		return i + 1
	case c == '/' && i+1 < len(src) && src[i+1] == '/':
		for i < len(src) && src[i] != '\n' {
			i++
		}
		return i
	case c == '/' && i+1 < len(src) && src[i+1] == '*':
		for i += 2; i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/'); i++ {
		}
		return min(i+2, len(src))
	}
	return i
}

// skipTriviaAll skips every comment and white space from src[i].
func skipTriviaAll(src []byte, i int) int {
	for i < len(src) {
		j := skipTrivia(src, i)
		if j == i {
			break
		}
		i = j
	}
	return i
}

// skipQuoted returns the index after the string or character literal
// opening at src[i]; an unterminated one ends at its line's end.
func skipQuoted(src []byte, i int) int {
	q := src[i]
	for i++; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case q:
			return i + 1
		case '\n':
			return i
		}
	}
	return i
}

// statementEnd returns the index of the ';' ending the `using`
// directive at src[i] (outside strings and comments), or -1 when a brace
// other than those of the list right after the keyword comes first, or no
// ';' does.
func statementEnd(src []byte, i int) int {
	list := skipTriviaAll(src, i+len("using"))
	for i < len(src) {
		if j := skipTrivia(src, i); j > i {
			i = j
			continue
		}
		switch src[i] {
		case ';':
			return i
		case '"', '\'':
			i = skipQuoted(src, i)
			continue
		case '{':
			if i != list {
				return -1
			}
			for i < len(src) && src[i] != '}' {
				if src[i] == '{' && i != list || src[i] == ';' {
					return -1
				}
				i++
			}
		case '}':
			return -1
		}
		i++
	}
	return -1
}

// indexByteFrom returns the index of c in src[from:to], or -1.
func indexByteFrom(src []byte, from int, c byte, to int) int {
	for k := from; k < to && k < len(src); k++ {
		if src[k] == c {
			return k
		}
	}
	return -1
}
