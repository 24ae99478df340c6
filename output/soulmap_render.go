// Rendering of the Soul Map in its three formats (md, xml, json).
package output

import (
	"encoding/json"
	"fmt"
	"strings"
)

const legend = "path: (→N) = N files depend on it; +signature :line = definition, most used first; ... +K more = definitions left out; [regex] = outline from patterns, [partial parse] = syntax errors."

// legendLSP explains the caller badges of an enriched map.
const legendLSP = " [a, b, +N↑] = callers (language server)."

func renderMD(h mapHead, files []mapFile, enriched bool) string {
	var b strings.Builder
	b.WriteString("<soul_map>\n")
	b.WriteString(legend)
	if enriched {
		b.WriteString(legendLSP)
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
	section("Directories", h.Directories, mdPath)
	section("Entry points", h.EntryPoints, mdPath)
	section("External dependencies", h.External, mdText)
	if len(files) > 0 {
		b.WriteString("## Files by rank\n")
	}
	for _, f := range files {
		fmt.Fprintf(&b, "%s: (→%d)", mdPath(f.Path), f.Dependents)
		if f.Quality != "" {
			b.WriteString(" " + f.Quality)
		}
		b.WriteByte('\n')
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
	fmt.Fprintf(&b, "<soul_map files=\"%d\" shown=\"%d\">\n<legend>%s</legend>\n", h.Files, h.Shown, esc(legend))
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
	list("directories", "dir", h.Directories)
	list("entry_points", "file", h.EntryPoints)
	list("external_dependencies", "dep", h.External)
	for _, f := range files {
		fmt.Fprintf(&b, "<file path=\"%s\" dependents=\"%d\"", esc(f.Path), f.Dependents)
		if f.Quality != "" {
			fmt.Fprintf(&b, " quality=\"%s\"", esc(f.Quality))
		}
		if f.More > 0 {
			fmt.Fprintf(&b, " more=\"%d\"", f.More)
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
		mapHead
		Legend    string    `json:"legend"`
		FileNodes []mapFile `json:"ranked_files"`
	}{h, legend, files})
	if err != nil {
		return "{}\n" // cannot happen: plain strings and numbers
	}
	return string(b) + "\n"
}
