// Rendering of the Soul Map in its three formats (md, xml, json). Each
// format explains its own notation: md and xml carry a legend in their
// own terms, json carries a version and is described field by field in
// docs/soulmap-json.md. Every format states its own size in tokens and
// the budget (mapCount); xml and json carry each field of the map's
// records as an attribute, element or field of its own, never inside a
// string.
package output

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// mapCount is what a map says of its own size: the tokens of its final
// bytes (WriteSoulMap renders until the figure it prints is the count
// of what it printed) and the budget they were held to.
type mapCount struct{ Tokens, Budget int }

// legend explains the Markdown notation every map uses; the parts below
// are added only when the map shows what they explain.
const legend = "path: (→N) = N files depend on it; +signature :line = definition, most used first; ... +K more = definitions left out; [regex] = outline from patterns, [partial parse] = syntax errors."

// legendDirDoc explains a directory line's package doc.
const legendDirDoc = " dir/ — text = the package's own doc."

// legendExports explains a public-API file's exports line.
const legendExports = " exports: = names a public-API file re-exports, most used first."

const (
	// legendLSP explains the caller badges of an enriched map.
	legendLSP = " [a, b, +N↑] = callers (language server)."
	// legendSummary explains a file line's summary.
	legendSummary = " — text = the file's own first sentence about itself."
	// legendFocus explains the mark of the files a map is ranked around.
	legendFocus   = " [focus] = a file the map is ranked around (--focus, --changed)."
	legendPartial = " [not in full] = a focus file the budget could not show whole."
	legendRank    = " N% = the file's share of the repository's rank."
	legendUsers   = " ← a, b, +N = files that use it, best-ranked first."
	legendNames   = " ... +K more: A:line, B:line = the best of them by name."
	// legendIndex explains the index's lines.
	legendIndex = " More files: path: A, B, +K more = a file by the names of its best definitions."
	legendGroup = " +line: A, B, +N = one line for a group of constants, members or fields."
)

// reasonText explains the reasons a file may be listed for besides its
// rank (mapFile.Reason), in md's legend and xml's.
var reasonText = map[string]string{
	"focus":         "it is a focus file",
	"used by focus": "a focus file uses it",
	"uses focus":    "it uses a focus file",
}

// xmlLegend explains the XML elements and attributes; the parts after it
// are added only when the map has what they explain, as in md.
const (
	xmlLegend = "soul_map: files = files indexed, shown = files listed, tokens = the map's size, of budget; " +
		"file: dependents = files that depend on it, more = definitions left out, quality = [regex] outline from patterns or [partial parse] syntax errors; " +
		"def: a definition, most used first: line = its first line, end_line = its last, exported = visible to other packages, in = the type it belongs to, sig = its line."
	xmlLegendDirs    = " dir: files = files under it."
	xmlLegendDeps    = " dep: files = files importing it."
	xmlLegendRank    = " rank = the file's share of the repository's rank, in percent."
	xmlLegendReason  = " reason = why the file is listed besides its rank:"
	xmlLegendUsers   = " user = a file that uses it, best-ranked first; more_users = how many others do."
	xmlLegendExports = " export = a name the file re-exports."
	xmlLegendNames   = " more_name = a definition left out, the best first, at its line."
	xmlLegendIndex   = " names_only = a file listed by the names of its best definitions alone."
	xmlLegendDefUse  = " def users = files that use the definition."
	xmlLegendMember  = " member = a name a group's line stands for."
	xmlLegendSummary = " summary = the file's own first sentence about itself."
	xmlLegendFocus   = " focus = a file the map is ranked around (--focus, --changed)."
	xmlLegendPartial = " partial = a focus file the budget could not show whole."
	xmlLegendLSP     = " caller = a caller, more_callers = how many others (language server); source = lsp when a language server gave the signature."
)

// jsonVersion is the version of the json map's shape (docs/soulmap-json.md);
// it changes when a field changes meaning or goes away. 2: head items are
// objects, files and definitions carry their data as fields, and the map
// states its tokens and budget.
const jsonVersion = 2

// jsonMap is the json map's top level.
type jsonMap struct {
	Version int `json:"version"`
	// Tokens is the map's own size (its final bytes, newline included);
	// Budget the limit it was held to.
	Tokens int `json:"tokens"`
	Budget int `json:"budget"`
	mapHead
	Files []mapFile `json:"ranked_files"`
}

// groupShown is how many of a group's names the Markdown line shows; the
// others are counted.
const groupShown = 8

// markFocus marks the files of the map that are among focus (indexed
// paths; the map's paths are encoded).
func markFocus(files []mapFile, focus []string) {
	if len(focus) == 0 {
		return
	}
	set := make(map[string]bool, len(focus))
	for _, p := range focus {
		set[EncodePath(p)] = true
	}
	for i := range files {
		files[i].Focus = set[files[i].Path]
	}
}

// anyFile reports whether a shown file satisfies has: a legend explains
// only the marks the map shows.
func anyFile(files []mapFile, has func(*mapFile) bool) bool {
	for i := range files {
		if has(&files[i]) {
			return true
		}
	}
	return false
}

// anySymbol reports whether a shown definition satisfies has.
func anySymbol(files []mapFile, has func(*mapSymbol) bool) bool {
	return anyFile(files, func(f *mapFile) bool {
		return slices.ContainsFunc(f.Symbols, func(s mapSymbol) bool { return has(&s) })
	})
}

func enrichedFile(f *mapFile) bool {
	for _, s := range f.Symbols {
		if s.Source != "" || len(s.Callers) > 0 {
			return true
		}
	}
	return false
}

// reasonMark is the reason a file line shows in brackets: none when it is
// its rank alone, or the focus the [focus] mark already says.
func reasonMark(f *mapFile) string {
	if f.Reason == "focus" && f.Focus {
		return ""
	}
	return f.Reason
}

// reasonsShown lists the reasons the map shows, sorted: md's marks
// (reasonMark), or with all every reason (xml's attribute).
func reasonsShown(files []mapFile, all bool) []string {
	var out []string
	for i := range files {
		r := files[i].Reason
		if !all {
			r = reasonMark(&files[i])
		}
		if r != "" && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	slices.Sort(out)
	return out
}

// reasonsLegend explains the reasons shown, each as mark(reason).
func reasonsLegend(reasons []string, mark func(string) string) string {
	var parts []string
	for _, r := range reasons {
		text, ok := reasonText[r]
		if !ok {
			text = "why the file is listed besides its rank"
		}
		parts = append(parts, mark(r)+" = "+text)
	}
	return strings.Join(parts, "; ")
}

// roundRank rounds a rank share (percent) to what the map shows of it:
// two significant digits, one decimal from 1% up ("3.1", "12", "0.42",
// "0.042"), so the json figure and the md text agree and stay short.
func roundRank(r float64) float64 {
	if r <= 0 || math.IsNaN(r) || math.IsInf(r, 0) {
		return 0
	}
	v, err := strconv.ParseFloat(rankText(r), 64)
	if err != nil {
		return 0
	}
	return v
}

// rankText writes a rank share without an exponent: "3.1", "12", "0.042".
func rankText(r float64) string {
	decimals := 1
	if r < 1 {
		decimals = 1 - int(math.Floor(math.Log10(r)))
	}
	s := strconv.FormatFloat(r, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// thousands writes n with a comma every three digits: "3,981".
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// namesMore is a list of names with the count of those left out:
// "a, b, +N" (the notation of users and groups).
func namesMore(names []string, more int) string {
	s := strings.Join(names, ", ")
	if more > 0 {
		s += fmt.Sprintf(", +%d", more)
	}
	return s
}

// mdFileLine is a file's line: "path: (→N) 3.1% [focus] [regex] ← a.go,
// b.go, +4 — summary", each part only when the file has it.
func mdFileLine(f *mapFile) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: (→%d)", mdPath(f.Path), f.Dependents)
	if r := roundRank(f.Rank); r > 0 {
		b.WriteString(" " + rankText(r) + "%")
	}
	if f.Focus {
		b.WriteString(" [focus]")
	}
	if f.Partial {
		b.WriteString(" [not in full]")
	}
	if r := reasonMark(f); r != "" {
		b.WriteString(" [" + safeText(r) + "]")
	}
	if f.Quality != "" {
		b.WriteString(" " + f.Quality)
	}
	if len(f.Users) > 0 {
		b.WriteString(" ← " + safeText(namesMore(f.Users, f.MoreUsers)))
	}
	if f.Summary != "" {
		b.WriteString(" — " + f.Summary)
	}
	return b.String()
}

// mdSymbolLine is a definition's line: "  +signature (in X) :line
// [callers]"; a group's signature is followed by the names it stands
// for, the first groupShown of them and a count of the others.
func mdSymbolLine(s *mapSymbol) string {
	sig := s.Signature
	if len(s.Names) > 0 {
		shown := s.Names[:min(groupShown, len(s.Names))]
		sig += ": " + safeText(namesMore(shown, len(s.Names)-len(shown)))
	}
	if s.In != "" {
		sig += " (in " + s.In + ")"
	}
	return fmt.Sprintf("  +%s :%d%s", sig, s.Line, badgeText(s.Callers, s.MoreCallers))
}

// mdMoreLine is the line of the definitions left out: "  ... +K more",
// naming the best of them when the map has their names.
func mdMoreLine(f *mapFile) string {
	s := fmt.Sprintf("  ... +%d more", f.More)
	if len(f.MoreNames) > 0 {
		named := make([]string, len(f.MoreNames))
		for k, n := range f.MoreNames {
			named[k] = safeText(n)
			if k < len(f.MoreLines) && f.MoreLines[k] > 0 {
				named[k] += ":" + strconv.Itoa(f.MoreLines[k])
			}
		}
		s += ": " + strings.Join(named, ", ")
		if len(f.MoreNames) < f.More {
			s += ", …"
		}
	}
	return s
}

// mdIndexLine is a names-only file's line: "path: A, B, +K more", its
// quality mark after the path when it has one. The names go without
// their lines (xml and json carry them): the index says where things are
// in the fewest tokens, and a name is found in its file in one search
// (bench/cmd/tasks at 4,000 tokens: 60 of 70 tasks hit without the
// lines, 54 with them).
func mdIndexLine(f *mapFile) string {
	var b strings.Builder
	b.WriteString(mdPath(f.Path) + ":")
	if f.Quality != "" {
		b.WriteString(" " + f.Quality)
	}
	for k, n := range f.MoreNames {
		if k > 0 {
			b.WriteByte(',')
		}
		b.WriteString(" " + safeText(n))
	}
	if left := f.More - len(f.MoreNames); left > 0 {
		fmt.Fprintf(&b, ", +%d more", left)
	}
	return b.String()
}

func renderMD(h mapHead, files []mapFile, enriched bool, c mapCount) string {
	var b strings.Builder
	b.WriteString("<soul_map>\n")
	b.WriteString(legend)
	if enriched {
		b.WriteString(legendLSP)
	}
	if anyFile(files, func(f *mapFile) bool { return f.Focus }) {
		b.WriteString(legendFocus)
	}
	if anyFile(files, func(f *mapFile) bool { return f.Partial }) {
		b.WriteString(legendPartial)
	}
	if rs := reasonsShown(files, false); len(rs) > 0 {
		b.WriteString(" " + reasonsLegend(rs, func(r string) string { return "[" + safeText(r) + "]" }) + ".")
	}
	if anyFile(files, func(f *mapFile) bool { return roundRank(f.Rank) > 0 }) {
		b.WriteString(legendRank)
	}
	if anyFile(files, func(f *mapFile) bool { return len(f.Users) > 0 }) {
		b.WriteString(legendUsers)
	}
	if anyFile(files, func(f *mapFile) bool { return f.More > 0 && len(f.MoreNames) > 0 && !f.NamesOnly }) {
		b.WriteString(legendNames)
	}
	if h.Named > 0 {
		b.WriteString(legendIndex)
	}
	if anySymbol(files, func(s *mapSymbol) bool { return len(s.Names) > 0 }) {
		b.WriteString(legendGroup)
	}
	if anyFile(files, func(f *mapFile) bool { return f.Summary != "" }) {
		b.WriteString(legendSummary)
	}
	if slices.ContainsFunc(h.Directories, func(d mapDir) bool { return d.Doc != "" }) {
		b.WriteString(legendDirDoc)
	}
	if anyFile(files, func(f *mapFile) bool { return len(f.Exports) > 0 }) {
		b.WriteString(legendExports)
	}
	b.WriteByte('\n')
	named := ""
	if h.Named > 0 {
		named = fmt.Sprintf(", %d more named", h.Named)
	}
	fmt.Fprintf(&b, "%d files indexed; the %d best-ranked shown%s; %s of %s tokens.\n", h.Files, h.Shown, named, thousands(c.Tokens), thousands(c.Budget))
	section := func(title string, lines []string, lead func(string) string) {
		if len(lines) == 0 {
			return
		}
		b.WriteString("## " + title + "\n")
		for _, l := range lines {
			b.WriteString(lead(l) + "\n")
		}
	}
	section("Directories", texts(h.Directories), mdPath)
	section("Entry points", texts(h.EntryPoints), mdPath)
	section("External dependencies", texts(h.External), mdText)
	if h.Shown > 0 {
		b.WriteString("## Files by rank\n")
	}
	for i := range files {
		f := &files[i]
		if f.NamesOnly {
			continue
		}
		b.WriteString(mdFileLine(f) + "\n")
		if len(f.Exports) > 0 {
			b.WriteString("  exports: " + safeText(namesMore(f.Exports, f.MoreExports)) + "\n")
		}
		for k := range f.Symbols {
			b.WriteString(mdSymbolLine(&f.Symbols[k]) + "\n")
		}
		if f.More > 0 {
			b.WriteString(mdMoreLine(f) + "\n")
		}
	}
	if h.Named > 0 {
		b.WriteString("## More files\n")
	}
	for i := range files {
		if f := &files[i]; f.NamesOnly {
			b.WriteString(mdIndexLine(f) + "\n")
		}
	}
	b.WriteString("</soul_map>\n")
	return b.String()
}

// xmlWriter writes elements whose attributes and text are escaped.
type xmlWriter struct{ b strings.Builder }

// xmlEscaper escapes attribute values and text; safeText first, as XML
// 1.0 cannot carry control characters at all.
var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

func xmlEsc(s string) string { return xmlEscaper.Replace(safeText(s)) }

// attr writes ` name="value"`.
func (x *xmlWriter) attr(name, value string) {
	x.b.WriteString(" " + name + `="` + xmlEsc(value) + `"`)
}

// attrIf writes the attribute when value is not empty (json's omitempty).
func (x *xmlWriter) attrIf(name, value string) {
	if value != "" {
		x.attr(name, value)
	}
}

// count writes a number attribute, omitted when 0 unless always.
func (x *xmlWriter) count(name string, n int, always bool) {
	if n != 0 || always {
		x.attr(name, strconv.Itoa(n))
	}
}

// flag writes a boolean attribute, omitted when false unless always.
func (x *xmlWriter) flag(name string, v, always bool) {
	if v || always {
		x.attr(name, strconv.FormatBool(v))
	}
}

// items writes one <tag>text</tag> line per item.
func (x *xmlWriter) items(tag string, xs []string) {
	for _, s := range xs {
		x.b.WriteString("<" + tag + ">" + xmlEsc(s) + "</" + tag + ">\n")
	}
}

func renderXML(h mapHead, files []mapFile, c mapCount) string {
	var x xmlWriter
	lg := xmlLegend
	if len(h.Directories) > 0 {
		lg += xmlLegendDirs
	}
	if slices.ContainsFunc(h.External, func(d mapDep) bool { return d.Files > 0 }) {
		lg += xmlLegendDeps
	}
	if anyFile(files, func(f *mapFile) bool { return roundRank(f.Rank) > 0 }) {
		lg += xmlLegendRank
	}
	if rs := reasonsShown(files, true); len(rs) > 0 {
		lg += xmlLegendReason + " " + reasonsLegend(rs, func(r string) string { return r }) + "."
	}
	if anyFile(files, func(f *mapFile) bool { return len(f.Users) > 0 }) {
		lg += xmlLegendUsers
	}
	if anyFile(files, func(f *mapFile) bool { return len(f.Exports) > 0 }) {
		lg += xmlLegendExports
	}
	if anyFile(files, func(f *mapFile) bool { return len(f.MoreNames) > 0 }) {
		lg += xmlLegendNames
	}
	if h.Named > 0 {
		lg += xmlLegendIndex
	}
	if anySymbol(files, func(s *mapSymbol) bool { return s.Users > 0 }) {
		lg += xmlLegendDefUse
	}
	if anySymbol(files, func(s *mapSymbol) bool { return len(s.Names) > 0 }) {
		lg += xmlLegendMember
	}
	if anyFile(files, func(f *mapFile) bool { return f.Focus }) {
		lg += xmlLegendFocus
	}
	if anyFile(files, func(f *mapFile) bool { return f.Partial }) {
		lg += xmlLegendPartial
	}
	if anyFile(files, func(f *mapFile) bool { return f.Summary != "" }) {
		lg += xmlLegendSummary
	}
	if anyFile(files, enrichedFile) {
		lg += xmlLegendLSP
	}
	b := &x.b
	b.WriteString("<soul_map")
	x.count("files", h.Files, true)
	x.count("shown", h.Shown, true)
	x.count("named", h.Named, false)
	x.count("tokens", c.Tokens, true)
	x.count("budget", c.Budget, true)
	b.WriteString(">\n<legend>" + xmlEsc(lg) + "</legend>\n")
	if len(h.Directories) > 0 {
		b.WriteString("<directories>\n")
		for _, d := range h.Directories {
			b.WriteString("<dir")
			x.attr("path", d.Path)
			x.count("files", d.Files, true)
			x.attrIf("doc", d.Doc)
			b.WriteString("/>\n")
		}
		b.WriteString("</directories>\n")
	}
	if len(h.EntryPoints) > 0 {
		b.WriteString("<entry_points>\n")
		for _, e := range h.EntryPoints {
			b.WriteString("<entry")
			x.attrIf("path", e.Path)
			x.attrIf("object", e.Object)
			x.attr("role", e.Role)
			b.WriteString("/>\n")
		}
		b.WriteString("</entry_points>\n")
	}
	if len(h.External) > 0 {
		b.WriteString("<external_dependencies>\n")
		for _, d := range h.External {
			b.WriteString("<dep")
			x.attr("name", d.Name)
			x.attrIf("scope", d.Scope)
			x.count("files", d.Files, false)
			x.flag("test_only", d.TestOnly, false)
			b.WriteString("/>\n")
		}
		b.WriteString("</external_dependencies>\n")
	}
	for i := range files {
		f := &files[i]
		b.WriteString("<file")
		x.attr("path", f.Path)
		x.count("dependents", f.Dependents, true)
		if r := roundRank(f.Rank); r > 0 {
			x.attr("rank", rankText(r))
		}
		x.attrIf("reason", f.Reason)
		x.flag("focus", f.Focus, false)
		x.flag("partial", f.Partial, false)
		x.flag("names_only", f.NamesOnly, false)
		x.attrIf("quality", f.Quality)
		x.count("more", f.More, false)
		x.count("more_users", f.MoreUsers, false)
		x.count("more_exports", f.MoreExports, false)
		x.attrIf("summary", f.Summary)
		b.WriteString(">\n")
		x.items("user", f.Users)
		x.items("export", f.Exports)
		for k := range f.Symbols {
			s := &f.Symbols[k]
			b.WriteString("<def")
			x.attr("name", s.Name)
			x.attr("kind", s.Kind)
			x.flag("exported", s.Exported, true)
			x.count("line", s.Line, true)
			x.count("end_line", s.EndLine, true)
			x.attrIf("in", s.In)
			x.count("users", s.Users, false)
			x.attrIf("source", s.Source)
			x.count("more_callers", s.MoreCallers, false)
			x.attr("sig", s.Signature)
			if len(s.Names) == 0 && len(s.Callers) == 0 {
				b.WriteString("/>\n")
				continue
			}
			b.WriteString(">\n")
			x.items("member", s.Names)
			x.items("caller", s.Callers)
			b.WriteString("</def>\n")
		}
		for k, n := range f.MoreNames {
			x.b.WriteString("<more_name")
			if k < len(f.MoreLines) {
				x.count("line", f.MoreLines[k], false)
			}
			x.b.WriteString(">" + xmlEsc(n) + "</more_name>\n")
		}
		b.WriteString("</file>\n")
	}
	b.WriteString("</soul_map>\n")
	return b.String()
}

func renderJSON(h mapHead, files []mapFile, c mapCount) string {
	out := make([]mapFile, len(files))
	for i, f := range files {
		f.Rank = roundRank(f.Rank)
		out[i] = f
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	// <, > and & as themselves: the map is read, not embedded in HTML,
	// and \u003c costs tokens.
	enc.SetEscapeHTML(false)
	if err := enc.Encode(jsonMap{Version: jsonVersion, Tokens: c.Tokens, Budget: c.Budget, mapHead: h, Files: out}); err != nil {
		return "{}\n" // cannot happen: plain strings, numbers and finite floats
	}
	return b.String() // Encode ends it with a newline
}
