package extract

import "bytes"

// prepareSQL is the SQL source as the grammar parses it: psql lines
// blanked (blankPsqlLines), T-SQL's GO batch separators blanked and its
// bracketed names written as quoted ones (tsqlBrackets). Byte offsets,
// lines and columns stay as they were; src itself when nothing changed.
func prepareSQL(src []byte) []byte {
	out := blankPsqlLines(src)
	return tsqlBrackets(out, len(src) == 0 || &out[0] == &src[0])
}

// tsqlBrackets rewrites T-SQL's bracketed names ([dbo].[Users], [int])
// as quoted identifiers ("dbo"."Users"), which the grammar reads, and
// blanks its GO lines: the grammar knows neither, and SQL Server scripts
// (CREATE TABLE [dbo].[cache] ... GO) became a table named dbo with
// columns named GO and CONSTRAINT. A [ opens a name only where no name
// or value ends right before it, so array subscripts and types (a[1],
// ARRAY[x], int[]) stay. shared tells whether buf is still src (then it is
// copied before the first change).
func tsqlBrackets(buf []byte, shared bool) []byte {
	write := func(i int, c byte) {
		if shared {
			buf = bytes.Clone(buf)
			shared = false
		}
		buf[i] = c
	}
	lineStart := true
	for i := 0; i < len(buf); i++ {
		c := buf[i]
		switch {
		case c == '\n':
			lineStart = true
			continue
		case lineStart && (c == 'G' || c == 'g'):
			// A line that is GO [count] alone.
			end := bytes.IndexByte(buf[i:], '\n')
			if end < 0 {
				end = len(buf)
			} else {
				end += i
			}
			if goLine(bytes.TrimRight(buf[i:end], " \t\r")) {
				for k := i; k < end; k++ {
					if buf[k] != '\r' {
						write(k, ' ')
					}
				}
				i = end - 1
				continue
			}
		case c == '-' && i+1 < len(buf) && buf[i+1] == '-', c == '\'':
			// A comment or a string: skip it.
			stop := byte('\n')
			if c == '\'' {
				stop = '\''
			}
			for i++; i < len(buf) && buf[i] != stop; i++ {
			}
			if stop == '\n' {
				i--
			}
		case c == '[' && bracketName(buf, i):
			end := i + 1 + bytes.IndexByte(buf[i+1:], ']')
			write(i, '"')
			write(end, '"')
			i = end
		}
		if c != ' ' && c != '\t' && c != '\r' {
			lineStart = false
		}
	}
	return buf
}

// goLine reports T-SQL's batch separator: GO, or GO and a count.
func goLine(t []byte) bool {
	if len(t) < 2 || !bytes.EqualFold(t[:2], []byte("go")) {
		return false
	}
	for _, c := range bytes.TrimLeft(t[2:], " \t") {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(t) == 2 || t[2] == ' ' || t[2] == '\t'
}

// bracketName reports a [name] at i: a name of letters, digits, _ , $
// and spaces closed on the same line, after no name, number, ] or ).
func bracketName(buf []byte, i int) bool {
	if i > 0 {
		if p := buf[i-1]; isIdentByte(p) || p == ']' || p == ')' || p == '"' {
			return false
		}
	}
	j := i + 1
	if j >= len(buf) || !(buf[j] == '_' || buf[j] >= 'A' && buf[j] <= 'Z' || buf[j] >= 'a' && buf[j] <= 'z' || buf[j] >= 0x80) {
		return false
	}
	for ; j < len(buf) && buf[j] != ']'; j++ {
		if c := buf[j]; !(isIdentByte(c) || c == ' ' || c == '$' || c == '-') {
			return false
		}
	}
	return j < len(buf)
}

// blankPsqlLines works around the SQL grammar (DerekStride's) knowing
// nothing of psql: a meta-command line (\echo ... \quit, \set, \connect,
// \i file, the \. that ends COPY data) is an error its recovery never
// leaves, so one such line at the top of a PostgreSQL extension script
// or dump turned the whole file into one ERROR. The rows of a
// `COPY ... FROM stdin;` are data, not SQL. For parsing only, both are
// written over with spaces: byte offsets, lines and columns stay as they
// were. It returns src itself when there is nothing to blank.
func blankPsqlLines(src []byte) []byte {
	var out []byte
	blank := func(start, end int) {
		if out == nil {
			out = bytes.Clone(src)
		}
		for k := start; k < end; k++ {
			if out[k] != '\n' && out[k] != '\r' {
				out[k] = ' '
			}
		}
	}
	copying := false
	for start := 0; start < len(src); {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		line := src[start:end]
		body := bytes.TrimLeft(line, " \t")
		switch {
		case copying:
			// Data rows up to the "\." line, which is blanked too.
			blank(start, end)
			if t := bytes.TrimRight(body, " \t\r"); len(t) == 2 && t[0] == '\\' && t[1] == '.' {
				copying = false
			}
		case len(body) > 0 && body[0] == '\\':
			blank(start, end)
		case copyFromStdin(body):
			copying = true
		}
		start = end + 1
	}
	if out == nil {
		return src
	}
	return out
}

// copyFromStdin reports a line holding a whole COPY statement whose data
// follows it (COPY t (a, b) FROM stdin;), as pg_dump writes them.
func copyFromStdin(line []byte) bool {
	if len(line) < 5 || !bytes.EqualFold(line[:5], []byte("copy ")) {
		return false
	}
	t := bytes.TrimRight(line, " \t\r")
	if len(t) == 0 || t[len(t)-1] != ';' {
		return false
	}
	t = bytes.ToLower(t)
	return bytes.Contains(t, []byte(" from stdin"))
}
