package indexer

import (
	"bytes"
	"path"
	"regexp"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/manifest"
)

// Bits of the marks word the outline codec stores per file.
const (
	markGenerated = 1 << iota
	markMainGuard
	markAll = markGenerated | markMainGuard
)

func fileMarks(f *extract.File) uint64 {
	var m uint64
	if f.Generated {
		m |= markGenerated
	}
	if f.MainGuard {
		m |= markMainGuard
	}
	return m
}

// generatedHead is how much of a file is searched for a generator's
// marker: generators write it in the first comment, above the code.
const generatedHead = 4 << 10

var (
	// generatedLine: Go's convention ("^// Code generated .* DO NOT
	// EDIT\.$", the same words after other comment markers) and the
	// "@generated" tag, in a comment line.
	generatedLine = regexp.MustCompile(`(?m)^\s*(?://|#|/?\*|--|;)\s*(?:Code generated .* DO NOT EDIT\.?\s*$|.*@generated\b)`)
	// mainGuard: a top-level `if __name__ == "__main__":`, either way
	// round.
	mainGuard = regexp.MustCompile(`(?m)^if\s+(?:__name__\s*==\s*['"]__main__['"]|['"]__main__['"]\s*==\s*__name__)\s*:`)
)

// markFile sets the marks the Soul Map demotes and promotes files by,
// from the source: cheap checks (a prefix, a substring first).
func markFile(f *extract.File, src []byte) {
	f.Generated = generatedLine.Match(src[:min(len(src), generatedHead)])
	f.MainGuard = f.Language == "python" && bytes.Contains(src, []byte("__main__")) && mainGuard.Match(src)
	f.Summary = extract.Summary(f.Language, src)
}

// readManifests reads the listed package manifests' dependencies and
// entry points; a manifest that cannot be read or parsed is a notice
// (an unreadable go.mod, package.json, Cargo.toml or pyproject.toml
// already has one from findPackages).
func readManifests(root string, files []entry, maxSize int64, notices []Notice) ([]manifest.Manifest, []Notice) {
	var rels []string
	for _, e := range files {
		if manifest.Is(e.rel) {
			rels = append(rels, e.rel)
		}
	}
	ms, probs := manifest.Read(root, rels, maxSize)
	for _, p := range probs {
		msg := "package manifest " + p.Err.Error()
		if p.Unread {
			if _, named := manifests[path.Base(p.Path)]; named {
				continue
			}
			msg = "package manifest not read: " + errText(p.Err)
		}
		notices = append(notices, Notice{Path: p.Path, Message: msg})
	}
	return ms, notices
}
