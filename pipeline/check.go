package pipeline

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/output"
)

// checkSoulMap implements "index --check": it renders the Soul Map in
// memory and compares it with the one in outDir, writing nothing. Only the
// Soul Map is compared: it is the artifact repositories commit; the
// others (index.scip, graph.json, coverage.json) are large derived files
// that CI regenerates rather than checks. A stale or missing map is an
// error whose message says what changed and what to run; a current one
// returns the map file compared.
func (ix *Indexed) checkSoulMap(ctx context.Context) (string, error) {
	dir, outDir, res := ix.dir, ix.outDir, ix.Result
	file := filepath.Join(outDir, "soulmap."+ix.opts.Map.Format)
	ix.opts.Graph.CoChangeRev = mapHistory(ctx, res.Root, file)
	g, err := ix.Graph(ctx)
	if err != nil {
		return "", err
	}
	mo, err := ix.mapOptions(ctx, g)
	if err != nil {
		return "", err
	}
	var fresh bytes.Buffer
	if _, err := output.WriteSoulMap(&fresh, res, g, mo); err != nil {
		return "", err
	}
	// The hint names what locates the map; other flags come from the
	// user's own command line or .soulindex.toml. Under a hook the
	// command to run is the hook's (soulindex may not be on PATH there).
	hint := "run `soulindex index"
	if outDir != filepath.Join(dir, ".soulindex") {
		hint += " --out " + outDir
	}
	if dir != "." {
		hint += " " + dir
	}
	hint += "`"
	if ix.opts.FixCommand != "" {
		hint = "run `" + ix.opts.FixCommand + "` (or " + strings.TrimPrefix(hint, "run ") + " where soulindex is installed)"
	}
	// The committed map comes with the repository: read it only when it is
	// a regular file (a FIFO would hang the gate, a device never end) and
	// not a link (index replaces a link, so it is never a map index wrote),
	// and no further than shows it differs from the fresh one.
	old, err := safefile.ReadFileNoFollow(file, int64(fresh.Len())+maxMapSlack)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", fmt.Errorf("%s does not exist; %s and commit it", file, hint)
	case errors.Is(err, safefile.ErrTooLarge):
		return "", fmt.Errorf("%s is stale: it is larger than the map this run renders; %s", file, hint)
	case err != nil:
		return "", fmt.Errorf("read the Soul Map to check: %w; %s", err, hint)
	}
	if !bytes.Equal(old, fresh.Bytes()) {
		if shallowClone(ctx, res.Root) {
			// The ranking reads co-change from history a shallow clone
			// lacks: the difference may be the clone's, and a map
			// regenerated here would be wrong for everyone else.
			hint = "this clone is shallow and the ranking reads git history: fetch the whole history (actions/checkout: fetch-depth: 0; git fetch --unshallow) before checking or regenerating the map"
		}
		return "", fmt.Errorf("%s is stale: %s since it was written; %s", file, staleReason(mo.Format, old, fresh.Bytes()), hint)
	}
	return file, nil
}

// shallowClone reports whether root is in a shallow git clone.
func shallowClone(ctx context.Context, root string) bool {
	g, err := gitcmd.New(ctx, root, nil)
	if err != nil {
		return false
	}
	out, err := g.Output(ctx, "rev-parse", "--is-shallow-repository")
	return err == nil && strings.TrimSpace(string(out)) == "true"
}

// maxMapSlack is how much larger than a fresh map a committed one may be
// and still be read to say what changed.
const maxMapSlack = 16 << 20

// mapHistory returns the revision whose history the committed Soul Map
// was ranked with. Co-change edges come from git history, and the commit
// that adds a map is not in the history it was written from: checked
// against HEAD, every commit would make its own map stale. When the map
// file is committed and unchanged, its history is the parent of the last
// commit that changed it (what HEAD was when the map was regenerated for
// that commit); otherwise, as for a map just written, it is HEAD ("").
func mapHistory(ctx context.Context, root, file string) string {
	abs, err := filepath.Abs(file)
	if err != nil {
		return ""
	}
	g, err := gitcmd.New(ctx, root, nil)
	if err != nil {
		return ""
	}
	git := func(args ...string) (string, error) {
		out, err := g.Output(ctx, args...)
		return strings.TrimSpace(string(out)), err
	}
	if _, err := git("ls-files", "--error-unmatch", "--", abs); err != nil {
		return "" // untracked, or not in a git repository
	}
	if _, err := git("diff", "--quiet", "HEAD", "--", abs); err != nil {
		return "" // changed since HEAD (staged or not): written from HEAD
	}
	last, err := git("log", "-1", "--format=%H", "--", abs)
	if err != nil || last == "" {
		return ""
	}
	// With no parent (the first commit) the revision does not resolve and
	// co-change adds nothing, as when the map was written.
	return last + "^"
}

// staleReason says how two renderings of a Soul Map differ, in the words
// of a one-line message: how many files' entries changed, naming the
// first three in map order, and in how many of them only the definitions'
// line numbers moved (an edit above them, a comment added: cheap to fix,
// but the map would send its reader to the wrong lines); else whether
// only the order or the summary at the top did.
func staleReason(format string, old, fresh []byte) string {
	was, ok := mapEntries(format, old)
	now, _ := mapEntries(format, fresh)
	if !ok {
		return "it is not a " + format + " Soul Map any more (edited by hand?)"
	}
	before := map[string]string{}
	for _, e := range was {
		before[e.path] = e.text
	}
	var changed []string
	lineOnly := 0
	seen := map[string]bool{}
	for _, e := range now {
		seen[e.path] = true
		if t, ok := before[e.path]; !ok || t != e.text {
			changed = append(changed, e.path)
			if ok && withoutLines(format, t) == withoutLines(format, e.text) {
				lineOnly++
			}
		}
	}
	for _, e := range was {
		if !seen[e.path] {
			changed = append(changed, e.path)
		}
	}
	moved := ""
	switch {
	case lineOnly == 0:
	case lineOnly == len(changed):
		moved = ": only line numbers moved"
	default:
		moved = fmt.Sprintf("; in %d of them only line numbers moved", lineOnly)
	}
	switch {
	case len(changed) == 1:
		return "1 file changed (" + output.EncodePath(changed[0]) + moved + ")"
	case len(changed) > 1:
		return fmt.Sprintf("%d files changed (%s%s)", len(changed), NamedFew(changed, 3), moved)
	case !slices.EqualFunc(was, now, func(a, b mapEntry) bool { return a.path == b.path }):
		return "the files' ranking changed"
	}
	return "its summary changed (file count, directories, entry points or dependencies)"
}

// NamedFew lists the first n paths, encoded, and how many more there are.
func NamedFew(paths []string, n int) string {
	var names []string
	for _, p := range paths[:min(n, len(paths))] {
		names = append(names, output.EncodePath(p))
	}
	s := strings.Join(names, ", ")
	if len(paths) > n {
		s += fmt.Sprintf(" and %d more", len(paths)-n)
	}
	return s
}

// Line numbers of definitions in a file's entry: Markdown's " :12" after
// the signature (before an optional callers badge), XML's line and
// end_line attributes.
var (
	mdDefLine  = regexp.MustCompile(`(?m)^(  \+.*) :\d+((?: \[.*↑\])?)$`)
	xmlDefLine = regexp.MustCompile(`(?m)^(<def [^\n]*? )line="\d+" end_line="\d+"`)
)

// withoutLines is a file's entry with its definitions' line numbers
// blanked, so that two entries differing only there compare equal.
func withoutLines(format, text string) string {
	switch format {
	case "json":
		var f map[string]any
		if err := json.Unmarshal([]byte(text), &f); err != nil {
			return text
		}
		syms, _ := f["symbols"].([]any)
		for _, s := range syms {
			if m, ok := s.(map[string]any); ok {
				delete(m, "line")
				delete(m, "end_line")
			}
		}
		b, err := json.Marshal(f)
		if err != nil {
			return text
		}
		return string(b)
	case "xml":
		return xmlDefLine.ReplaceAllString(text, `${1}line="" end_line=""`)
	}
	return mdDefLine.ReplaceAllString(text, "$1 :$2")
}

// mapEntry is one file's entry in a rendered Soul Map.
type mapEntry struct{ path, text string }

// mapEntries splits a rendered Soul Map into its file entries, in order.
// The input is a file from the repository, so anything may come in; ok is
// false when it is not a Soul Map of that format.
func mapEntries(format string, data []byte) (entries []mapEntry, ok bool) {
	entries, ok = splitMap(format, data)
	// A file's rank share moves with every other file's change: what
	// changed in a file is its own entry without it.
	re := rankShare[format]
	for i := range entries {
		entries[i].text = re.ReplaceAllString(entries[i].text, "$1")
	}
	return entries, ok
}

// rankShare finds a file entry's rank share, per format.
var rankShare = map[string]*regexp.Regexp{
	"md":   regexp.MustCompile(`(?m)^(\S.*?: \(→\d+\)) [\d.]+%`),
	"xml":  regexp.MustCompile(`(<file [^>]*?) rank="[^"]*"`),
	"json": regexp.MustCompile(`,"rank":[-+.\deE]+`), // never first ("path" is); no $1: the comma goes too
}

// splitMap splits a rendered Soul Map into its file entries (mapEntries).
func splitMap(format string, data []byte) (entries []mapEntry, ok bool) {
	switch format {
	case "json":
		var m struct {
			Files []json.RawMessage `json:"ranked_files"`
		}
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, false
		}
		for _, raw := range m.Files {
			var f struct {
				Path string `json:"path"`
			}
			if err := json.Unmarshal(raw, &f); err != nil {
				return nil, false
			}
			entries = append(entries, mapEntry{f.Path, string(raw)})
		}
		return entries, true
	case "xml":
		s := string(data)
		if !strings.HasPrefix(s, "<soul_map") {
			return nil, false
		}
		for _, line := range strings.Split(s, "\n") {
			if rest, ok := strings.CutPrefix(line, `<file path="`); ok {
				p, _, _ := strings.Cut(rest, `"`)
				entries = append(entries, mapEntry{path: html.UnescapeString(p)})
			}
			if n := len(entries); n > 0 {
				entries[n-1].text += line + "\n"
			}
		}
		return entries, true
	}
	s := string(data)
	if !strings.HasPrefix(s, "<soul_map>") {
		return nil, false
	}
	_, body, found := strings.Cut(s, "\n## Files by rank\n")
	if !found {
		return nil, true // a map showing no files
	}
	for _, line := range strings.Split(body, "\n") {
		if line == "</soul_map>" || line == "" {
			continue
		}
		if !strings.HasPrefix(line, "  ") {
			p := line
			if i := strings.LastIndex(line, ": (→"); i >= 0 {
				p = line[:i]
			}
			entries = append(entries, mapEntry{path: p})
		}
		if n := len(entries); n > 0 {
			entries[n-1].text += line + "\n"
		}
	}
	return entries, true
}
