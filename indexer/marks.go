package indexer

import (
	"bytes"
	"go/build/constraint"
	"path"
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/manifest"
	"github.com/soulindex/soulindex/notice"
)

// Bits of the marks word the outline codec stores per file.
const (
	markGenerated = 1 << iota
	markMainGuard
	markBuildExcluded
	markAll = markGenerated | markMainGuard | markBuildExcluded
)

func fileMarks(f *extract.File) uint64 {
	var m uint64
	if f.Generated {
		m |= markGenerated
	}
	if f.MainGuard {
		m |= markMainGuard
	}
	if f.BuildExcluded {
		m |= markBuildExcluded
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
	f.Summary = extract.FileSummary(f, src)
	f.BuildExcluded = f.Language == "go" && !GoDefaultBuild(src)
}

// GoDefaultBuild reports whether a Go file's //go:build line (before its
// package clause) holds for the configuration the reference indexers and
// most users build: linux, amd64, gc with cgo, every go1.N release tag,
// no custom tags. A file without one, or with one that does not parse, is
// built.
func GoDefaultBuild(src []byte) bool {
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		t := strings.TrimSpace(string(line))
		if strings.HasPrefix(t, "package ") {
			return true
		}
		if !constraint.IsGoBuild(t) {
			continue
		}
		expr, err := constraint.Parse(t)
		if err != nil {
			return true
		}
		return expr.Eval(func(tag string) bool {
			switch tag {
			case "linux", "amd64", "unix", "gc", "cgo":
				return true
			}
			return strings.HasPrefix(tag, "go1.")
		})
	}
	return true
}

// readManifests reads the listed package manifests' dependencies and
// entry points; a manifest that cannot be read or parsed is a notice
// (an unreadable go.mod, package.json, Cargo.toml or pyproject.toml
// already has one from findPackages).
func readManifests(root string, files []entry, maxSize int64, notices []notice.Notice) ([]manifest.Manifest, []notice.Notice) {
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
			if manifest.PackageManager(path.Base(p.Path)) != "" {
				continue
			}
			msg = "package manifest not read: " + errText(p.Err)
		}
		notices = append(notices, notice.Notice{Reason: notice.Manifest, Subject: p.Path, Message: msg})
	}
	return ms, notices
}
