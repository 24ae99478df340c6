package extract

import (
	"bytes"
	"regexp"
)

// dockerfileParseText works around forms of the Dockerfile grammar
// (forest dockerfile v1.9.1) that Docker accepts but the grammar does
// not, whose error recovery then swallows the rest of the file (every
// later stage of moby/buildkit's own Dockerfile was lost to one line):
//
//   - ARG with several names (ARG TARGETOS TARGETARCH): the grammar takes
//     one. When every name is bare, ARG is written ADD for parsing, whose
//     paths are the names (the query reads them as ARG's, by the source's
//     keyword); otherwise the names after the first are blanked.
//   - LABEL key value and ENV key value words (the legacy forms, a value
//     with spaces unquoted): the value is made one quoted string, with an
//     "=" after a LABEL key.
//   - a flag without a value (COPY --link): "--l=nk" for parsing.
//   - a continuation line of a shell command starting with "[" (the
//     grammar takes it for an exec-form array): the "[" is written "_".
//
// As with separateCallSignatures, only the parser reads the result: it
// has src's length, lines and columns, so the tree's positions are src's.
// It returns src itself when nothing matched.
func dockerfileParseText(src []byte) []byte {
	var out []byte
	put := func(i int, c byte) {
		if out == nil {
			out = bytes.Clone(src)
		}
		out[i] = c
	}
	escape := dockerEscape(src)
	var heredocs [][]byte // markers of the heredocs still open
	continued := false    // the previous line ends with the escape character
	for start := 0; start < len(src); {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		line := src[start:end]
		next := end + 1
		switch {
		case len(heredocs) > 0:
			body := bytes.TrimRight(line, "\r")
			if bytes.Equal(bytes.TrimLeft(body, "\t"), heredocs[0]) {
				heredocs = heredocs[1:]
			}
			start = next
			continue
		case continued:
			t := bytes.TrimLeft(line, " \t")
			if len(t) > 0 && t[0] == '#' {
				start = next // a comment inside an instruction
				continue
			}
			if len(t) > 0 && t[0] == '[' {
				put(start+len(line)-len(t), '_')
			}
		default:
			dockerFixInstruction(src, start, end, put)
		}
		body := bytes.TrimRight(line, " \t\r")
		continued = len(body) > 0 && body[len(body)-1] == escape && !bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte("#"))
		for _, m := range heredocMarker.FindAllSubmatch(line, -1) {
			heredocs = append(heredocs, m[1])
		}
		start = next
	}
	if out == nil {
		return src
	}
	return out
}

var (
	heredocMarker = regexp.MustCompile(`<<-?["']?([A-Za-z_][A-Za-z0-9_]*)["']?`)
	dockerWord    = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// dockerEscape is the escape character a "# escape=`" parser directive
// at the top of the file sets, else "\".
func dockerEscape(src []byte) byte {
	for _, l := range bytes.Split(src, []byte("\n")) {
		t := bytes.TrimSpace(l)
		if len(t) == 0 || t[0] != '#' {
			break
		}
		d := bytes.ToLower(bytes.ReplaceAll(t[1:], []byte(" "), nil))
		if bytes.HasPrefix(d, []byte("escape=")) && len(d) > len("escape=") {
			return d[len("escape=")]
		}
	}
	return '\\'
}

// dockerFixInstruction rewrites one instruction line [start, end) of src
// through put, when it is a form the grammar does not take (see
// dockerfileParseText). Only a single-line instruction is rewritten.
func dockerFixInstruction(src []byte, start, end int, put func(int, byte)) {
	line := bytes.TrimRight(src[start:end], " \t\r")
	lead := len(line) - len(bytes.TrimLeft(line, " \t"))
	kw, rest := cutWord(line[lead:])
	if len(rest) == 0 || bytes.HasSuffix(line, []byte(`\`)) || bytes.HasSuffix(line, []byte("`")) {
		return
	}
	at := start + lead + len(kw) // rest starts after the keyword's blanks
	at += len(line[lead+len(kw):]) - len(rest)
	switch string(bytes.ToUpper(kw)) {
	case "COPY", "ADD", "RUN":
		// A flag without a value (COPY --link --from=x): --l=nk.
		for i := at; i+3 < start+len(line) && src[i] == '-' && src[i+1] == '-'; {
			j := i + 2
			for j < start+len(line) && src[j] != ' ' && src[j] != '\t' && src[j] != '=' {
				j++
			}
			if j < start+len(line) && src[j] == '=' {
				for j < start+len(line) && src[j] != ' ' && src[j] != '\t' {
					j++ // its value (no blanks: a quoted one stops the scan below)
				}
			} else if j-i >= 4 {
				put(i+3, '=')
			}
			for j < start+len(line) && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			i = j
		}
	case "ARG":
		words := bytes.Fields(rest)
		if len(words) < 2 || bytes.HasPrefix(words[1], []byte("#")) {
			return
		}
		bare := true
		for _, w := range words {
			bare = bare && dockerWord.Match(w)
		}
		if bare {
			k := start + lead
			put(k, 'A')
			put(k+1, 'D')
			put(k+2, 'D')
			return
		}
		// ARG a=1 b: keep the first name, blank the others.
		first, _ := cutWord(rest)
		if bytes.ContainsAny(first, `"'`) {
			return // a quoted default may hold blanks: leave it
		}
		for i := at + len(first); i < start+len(line); i++ {
			put(i, ' ')
		}
	case "LABEL", "ENV":
		key, value := cutWord(rest)
		if bytes.ContainsRune(key, '=') || len(value) == 0 {
			return // key=value pairs
		}
		isLabel := bytes.EqualFold(kw, []byte("LABEL"))
		quoted := value[0] == '"' && bytes.Count(value, []byte(`"`)) == 2 && value[len(value)-1] == '"'
		if !isLabel && (len(bytes.Fields(value)) < 2 || quoted) {
			return // ENV name value, ENV name "a b": the grammar takes them
		}
		k := at + len(key)               // the blanks after the key
		v := at + len(rest) - len(value) // the value
		e := start + len(line)           // its end
		open := v                        // where the quote goes
		if isLabel {
			put(k, '=')
			if v-k > 1 {
				open = k + 1
			}
		} else if v-k > 1 {
			open = v - 1
		}
		if e-open < 2 {
			return
		}
		put(open, '"')
		for i := open + 1; i < e-1; i++ {
			if c := src[i]; c == '"' || c == '\\' {
				put(i, '_')
			}
		}
		put(e-1, '"')
	}
}

// cutWord splits t at its first blank: the word, and the rest after the
// blanks that follow it.
func cutWord(t []byte) (word, rest []byte) {
	i := bytes.IndexAny(t, " \t")
	if i < 0 {
		return t, nil
	}
	return t[:i], bytes.TrimLeft(t[i:], " \t")
}

// maxDockerRepairs bounds the parses dockerfileRepair adds to one file.
const maxDockerRepairs = 8

// dockerfileRepair blanks, for a new parse, the first instruction whose
// erroneous node (a child of the root, by its byte span) runs past the
// instruction's own lines: the grammar's error recovery swallowed the
// instructions after it (an exec-form array left open, a HEALTHCHECK
// without arguments after it). Blanks keep text's length and lines. It
// returns nil when no error is such, or blanking changes nothing.
func dockerfileRepair(text []byte, errs [][2]uint32) []byte {
	escape := dockerEscape(text)
	for _, e := range errs {
		start := int(e[0])
		if start > len(text) {
			continue
		}
		start = bytes.LastIndexByte(text[:start], '\n') + 1
		end := dockerInstructionEnd(text, start, escape)
		if int(e[1]) <= end {
			continue // a local error: the rest parsed
		}
		out := bytes.Clone(text)
		changed := false
		for i := start; i < end; i++ {
			if c := out[i]; c != '\n' && c != '\r' && c != ' ' {
				out[i] = ' '
				changed = true
			}
		}
		if changed {
			return out
		}
	}
	return nil
}

// dockerInstructionEnd is the end of the instruction starting at the line
// start: its continuation lines and the bodies of its heredocs included.
func dockerInstructionEnd(text []byte, start int, escape byte) int {
	var heredocs [][]byte
	continued := true
	i := start
	for i < len(text) && (continued || len(heredocs) > 0) {
		end := bytes.IndexByte(text[i:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += i
		}
		line := text[i:end]
		if len(heredocs) > 0 {
			if bytes.Equal(bytes.TrimLeft(bytes.TrimRight(line, "\r"), "\t"), heredocs[0]) {
				heredocs = heredocs[1:]
			}
		} else {
			body := bytes.TrimRight(line, " \t\r")
			continued = len(body) > 0 && body[len(body)-1] == escape
			for _, m := range heredocMarker.FindAllSubmatch(line, -1) {
				heredocs = append(heredocs, m[1])
			}
		}
		i = end
		if i < len(text) {
			i++
		}
	}
	return min(i, len(text))
}
