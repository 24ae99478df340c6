// Rendering of the Soul Map in its three formats (md, xml, json). Each
// format explains its own notation: md and xml carry a legend in their
// own terms, json carries a version and is described in the README.
package output

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// legend explains the Markdown notation.
const legend = "path: (→N) = N files depend on it; +signature :line = definition, most used first; ... +K more = definitions left out; [regex] = outline from patterns, [partial parse] = syntax errors."

// legendLSP explains the caller badges of an enriched map.
const legendLSP = " [a, b, +N↑] = callers (language server)."

// legendSummary explains a file line's summary.
const legendSummary = " — text = the file's own first sentence about itself."

// legendDirDoc explains a directory line's package doc.
const legendDirDoc = " dir/ — text = the package's own doc."

// legendExports explains a public-API file's exports line.
const legendExports = " exports: = names a public-API file re-exports, most used first."

// legendFocus explains the mark of the files a map is ranked around.
const legendFocus = " [focus] = a file the map is ranked around (--focus, --changed)."

// xmlLegend explains the XML elements and attributes; the parts for focus
// and enrichment are added only when the map has them, as in md.
const (
	xmlLegend        = "soul_map: files = files indexed, shown = files listed; file: dependents = files that depend on it, more = definitions left out, quality = [regex] outline from patterns or [partial parse] syntax errors; def: a definition, most used first, line = its line, in = the type it belongs to."
	xmlLegendSummary = " summary = the file's own first sentence about itself."
	xmlLegendFocus   = " focus = a file the map is ranked around (--focus, --changed)."
	xmlLegendLSP     = " callers = its callers (language server, +N↑ = N more), source = lsp when a language server gave the signature."
)

// jsonVersion is the version of the json map's shape (README, "Soul Map
// formats"); it changes when a field changes meaning or goes away.
const jsonVersion = 1

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

func enrichedFile(f *mapFile) bool {
	for _, s := range f.Symbols {
		if s.Source != "" || len(s.Callers) > 0 {
			return true
		}
	}
	return false
}

func renderMD(h mapHead, files []mapFile, enriched bool) string {
	var b strings.Builder
	b.WriteString("<soul_map>\n")
	b.WriteString(legend)
	if enriched {
		b.WriteString(legendLSP)
	}
	if anyFile(files, func(f *mapFile) bool { return f.Focus }) {
		b.WriteString(legendFocus)
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
	fmt.Fprintf(&b, "%d files indexed; the %d best-ranked shown.\n", h.Files, h.Shown)
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
	if len(files) > 0 {
		b.WriteString("## Files by rank\n")
	}
	for _, f := range files {
		fmt.Fprintf(&b, "%s: (→%d)", mdPath(f.Path), f.Dependents)
		if f.Focus {
			b.WriteString(" [focus]")
		}
		if f.Quality != "" {
			b.WriteString(" " + f.Quality)
		}
		if f.Summary != "" {
			b.WriteString(" — " + f.Summary)
		}
		b.WriteByte('\n')
		if len(f.Exports) > 0 {
			b.WriteString("  exports: " + strings.Join(f.Exports, ", "))
			if f.MoreExports > 0 {
				fmt.Fprintf(&b, ", +%d", f.MoreExports)
			}
			b.WriteByte('\n')
		}
		for _, s := range f.Symbols {
			badge := badgeText(s.Callers, s.MoreCallers)
			if s.In != "" {
				fmt.Fprintf(&b, "  +%s (in %s) :%d%s\n", s.Signature, s.In, s.Line, badge)
			} else {
				fmt.Fprintf(&b, "  +%s :%d%s\n", s.Signature, s.Line, badge)
			}
		}
		if f.More > 0 {
			fmt.Fprintf(&b, "  ... +%d more\n", f.More)
		}
	}
	b.WriteString("</soul_map>\n")
	return b.String()
}

func renderXML(h mapHead, files []mapFile) string {
	var b strings.Builder
	// safeText first: XML 1.0 cannot carry control characters at all.
	esc := func(s string) string {
		return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(safeText(s))
	}
	lg := xmlLegend
	if anyFile(files, func(f *mapFile) bool { return f.Focus }) {
		lg += xmlLegendFocus
	}
	if anyFile(files, func(f *mapFile) bool { return f.Summary != "" }) {
		lg += xmlLegendSummary
	}
	if anyFile(files, enrichedFile) {
		lg += xmlLegendLSP
	}
	fmt.Fprintf(&b, "<soul_map files=\"%d\" shown=\"%d\">\n<legend>%s</legend>\n", h.Files, h.Shown, esc(lg))
	list := func(tag, item string, xs []string) {
		if len(xs) == 0 {
			return
		}
		b.WriteString("<" + tag + ">\n")
		for _, x := range xs {
			b.WriteString("<" + item + ">" + esc(x) + "</" + item + ">\n")
		}
		b.WriteString("</" + tag + ">\n")
	}
	list("directories", "dir", texts(h.Directories))
	list("entry_points", "file", texts(h.EntryPoints))
	list("external_dependencies", "dep", texts(h.External))
	for _, f := range files {
		fmt.Fprintf(&b, "<file path=\"%s\" dependents=\"%d\"", esc(f.Path), f.Dependents)
		if f.Focus {
			b.WriteString(` focus="true"`)
		}
		if f.Quality != "" {
			fmt.Fprintf(&b, " quality=\"%s\"", esc(f.Quality))
		}
		if f.More > 0 {
			fmt.Fprintf(&b, " more=\"%d\"", f.More)
		}
		if f.Summary != "" {
			fmt.Fprintf(&b, " summary=\"%s\"", esc(f.Summary))
		}
		b.WriteString(">\n")
		for _, s := range f.Symbols {
			in := ""
			if s.In != "" {
				in = fmt.Sprintf(" in=\"%s\"", esc(s.In))
			}
			if len(s.Callers) > 0 {
				in += fmt.Sprintf(" callers=\"%s\"", esc(strings.TrimSpace(badgeText(s.Callers, s.MoreCallers))))
			}
			if s.Source != "" {
				in += fmt.Sprintf(" source=\"%s\"", esc(s.Source))
			}
			fmt.Fprintf(&b, "<def line=\"%d\"%s>%s</def>\n", s.Line, in, esc(s.Signature))
		}
		b.WriteString("</file>\n")
	}
	b.WriteString("</soul_map>\n")
	return b.String()
}

func renderJSON(h mapHead, files []mapFile) string {
	b, err := json.Marshal(struct {
		Version int `json:"version"`
		mapHead
		FileNodes []mapFile `json:"ranked_files"`
	}{jsonVersion, h, files})
	if err != nil {
		return "{}\n" // cannot happen: plain strings and numbers
	}
	return string(b) + "\n"
}
