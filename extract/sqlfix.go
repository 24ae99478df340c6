package extract

import "bytes"

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
