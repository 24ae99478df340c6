package indexer

import (
	"path"
	"path/filepath"

	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/manifest"
	"github.com/soulindex/soulindex/notice"
)

// findPackages reads every listed manifest that names a package for SCIP;
// nameless ones are ignored, as the symbols then simply fall back to the
// repo root. Each is read as a source is (a regular file of at most
// maxSize bytes, not through a link): one that cannot be read is reported
// in notices and ignored.
func findPackages(root string, files []entry, maxSize int64) (ps []manifest.Package, notices []notice.Notice) {
	for _, e := range files {
		mgr := manifest.PackageManager(path.Base(e.rel))
		if mgr == "" {
			continue
		}
		data, err := safefile.ReadFileNoFollow(filepath.Join(root, filepath.FromSlash(e.rel)), maxSize)
		if err != nil {
			notices = append(notices, notice.Notice{Reason: notice.Manifest, Subject: e.rel, Message: "package manifest not read: " + errText(err)})
			continue
		}
		if name := manifest.PackageName(path.Base(e.rel), data); name != "" {
			ps = append(ps, manifest.Package{Dir: path.Dir(e.rel), Manager: mgr, Name: name})
		}
	}
	manifest.SortPackages(ps)
	return ps, notices
}

// PackageFor returns the nearest package enclosing rel whose manager owns
// lang (langs.Language.PackageManager), or nil.
func (r *Result) PackageFor(rel, lang string) *manifest.Package {
	l := langs.Builtin().ByID(lang)
	if l == nil {
		return nil
	}
	return manifest.NearestPackage(r.Packages, rel, l.PackageManager)
}
