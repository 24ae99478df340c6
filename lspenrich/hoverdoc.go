package lspenrich

import (
	"regexp"
	"strings"
	"unicode"
)

// Hover documentation that only points elsewhere says nothing about the
// definition: gopls's "[`shop.Bare` on pkg.go.dev](…)" for an
// undocumented function, tsserver's "*@see* — https://…" or a lone
// {@link Other} (rendered "[Other](file:///…)"), a comment that is a
// URL. Nor do the facts a server lists in every hover: clangd's
// "### function `f`", "→ `int`", "Parameters:", "Size: 4 bytes";
// gopls's "- Package path: …" of a package. Such a hover is no
// documentation: it is neither counted nor shown, and the outline's own
// documentation stays. One that documents too is kept whole.
var (
	// [text](target) and ![alt](target): the text names the link only.
	mdLink = regexp.MustCompile(`!?\[[^\]\n]*\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+"[^"\n]*")?\)`)
	// [id]: target, a reference definition, and [text][id] or [id], a
	// reference (a link when id is defined).
	mdLinkDef = regexp.MustCompile(`(?m)^[ \t]*\[([^\]\n]+)\]:[ \t]*\S+.*$`)
	mdLinkRef = regexp.MustCompile(`\[([^\]\n]*)\](?:\[([^\]\n]*)\])?`)
	// <scheme:…>, an autolink, and a bare URL.
	autoLink = regexp.MustCompile(`<[A-Za-z][A-Za-z0-9+.-]*:[^\s>]*>`)
	bareURL  = regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9+.-]*://\S+`)
	// {@link X}, {@linkcode X}, {@linkplain X}: a JSDoc inline link.
	inlineLink = regexp.MustCompile(`\{@link(?:code|plain)?\b[^}]*\}`)
	// A @see or @link tag line, with the emphasis servers put around the
	// tag ("*@see* — target", "_@see_ target"): a pointer, whatever its
	// target.
	seeLine = regexp.MustCompile(`(?m)^[ \t>*_-]*@(?:see|link)\b.*$`)
	// clangd 14's facts: the kind heading, the result, the parameters,
	// a field's or type's layout, a constant's value.
	clangdFacts = regexp.MustCompile("(?m)^(?:#{1,6} [a-z][a-z -]* `[^`\n]*`|→ `[^`\n]*`|Parameters:|- `[^`\n]*`|(?:Type|Size|Offset|Padding|Alignment): [^\n]*|Value = [^\n]*|Passed (?:by|as) [^\n]*)[ \t]*$")
	// gopls v0.23's facts of a package.
	goplsFacts = regexp.MustCompile(`(?m)^[ \t]*- (?:Package path|Module|Language version): [^\n]*$`)
)

// hoverDoc is a hover's documentation as the outputs take it: "" when it
// holds nothing but links, URLs, @see tags and a server's facts.
func hoverDoc(doc string) string {
	if strings.TrimSpace(doc) == "" {
		return ""
	}
	rest := seeLine.ReplaceAllString(doc, "")
	rest = clangdFacts.ReplaceAllString(rest, "")
	rest = goplsFacts.ReplaceAllString(rest, "")
	defined := map[string]bool{}
	for _, m := range mdLinkDef.FindAllStringSubmatch(rest, -1) {
		defined[strings.ToLower(m[1])] = true
	}
	rest = mdLinkDef.ReplaceAllString(rest, "")
	rest = inlineLink.ReplaceAllString(rest, "")
	rest = mdLink.ReplaceAllString(rest, "")
	if len(defined) > 0 {
		rest = mdLinkRef.ReplaceAllStringFunc(rest, func(ref string) string {
			m := mdLinkRef.FindStringSubmatch(ref)
			id := m[2]
			if id == "" {
				id = m[1]
			}
			if defined[strings.ToLower(id)] {
				return ""
			}
			return ref
		})
	}
	rest = autoLink.ReplaceAllString(rest, "")
	rest = bareURL.ReplaceAllString(rest, "")
	for _, r := range rest {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return doc
		}
	}
	return ""
}
