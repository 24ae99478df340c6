package external

import (
	"context"
	"io/fs"
	"os"
	"runtime"
	"sort"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
)

// Absent is the stamp Reads records for a path that was looked for and
// not found (no file has a negative size).
func Absent() filestamp.Stamp { return filestamp.Stamp{Size: -1} }

// sources reads dependency files within the run's budgets and outlines
// them. Every path it looks at is recorded with its stamp (Reads): the
// outputs depend on them.
type sources struct {
	reg    *langs.Registry
	qs     *extract.Queries
	rx     *extract.Regex
	jobs   int
	files  int
	bytes  int64
	parsed int
	// outlines memoizes parseOne by path (nil: not outlined).
	outlines map[string]*extract.File
	reads    map[string]filestamp.Stamp
}

func newSources(reg *langs.Registry, jobs int) (*sources, error) {
	if reg == nil {
		reg = langs.Builtin()
	}
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		return nil, err
	}
	return &sources{reg: reg, qs: qs, rx: extract.NewRegex(), jobs: jobs,
		outlines: map[string]*extract.File{}, reads: map[string]filestamp.Stamp{}}, nil
}

func (s *sources) close() { s.qs.Close() }

// note records what a path's stat said.
func (s *sources) note(p string, fi fs.FileInfo) {
	if fi == nil {
		s.reads[p] = Absent()
		return
	}
	s.reads[p] = filestamp.Of(fi)
}

// isDir reports whether p is a directory (links followed: the module
// cache and GOROOT are often reached through one).
func (s *sources) isDir(p string) bool {
	fi, err := os.Stat(p)
	if err != nil || !fi.IsDir() {
		s.note(p, nil)
		return false
	}
	s.note(p, fi)
	return true
}

// isFile reports whether p is a regular file (links followed).
func (s *sources) isFile(p string) bool {
	fi, err := os.Stat(p)
	if err != nil || !fi.Mode().IsRegular() {
		s.note(p, nil)
		return false
	}
	s.note(p, fi)
	return true
}

// readDir lists a directory's regular files and directories by name,
// sorted; nil when it cannot be listed or holds more than maxDirFiles
// entries.
func (s *sources) readDir(p string) (files, dirs []string) {
	fi, err := os.Stat(p)
	if err != nil || !fi.IsDir() {
		s.note(p, nil)
		return nil, nil
	}
	s.note(p, fi)
	es, err := os.ReadDir(p)
	if err != nil || len(es) > maxDirFiles {
		return nil, nil
	}
	for _, e := range es {
		switch {
		case e.Type().IsRegular():
			files = append(files, e.Name())
		case e.IsDir():
			dirs = append(dirs, e.Name())
		}
	}
	sort.Strings(files)
	sort.Strings(dirs)
	return files, dirs
}

// take spends the read budget on one file of n bytes.
func (s *sources) take(n int64) bool {
	if s.files >= maxFiles || s.bytes+n > maxBytes || n > maxFileSize {
		return false
	}
	s.files++
	s.bytes += n
	return true
}

// read reads a regular file (links followed, as above), within budget;
// nil when it is missing, too large or over the budget.
func (s *sources) read(p string) []byte {
	fi, err := os.Stat(p)
	if err != nil || !fi.Mode().IsRegular() {
		s.note(p, nil)
		return nil
	}
	s.note(p, fi)
	if !s.take(fi.Size()) {
		return nil
	}
	data, err := safefile.ReadFile(p, maxFileSize)
	if err != nil {
		return nil
	}
	return data
}

// readAll reads the given files in parallel, within budget (spent in the
// order given, so the same files are read whatever the scheduling).
func (s *sources) readAll(paths []string) [][]byte {
	out := make([][]byte, len(paths))
	ok := make([]bool, len(paths))
	for i, p := range paths {
		fi, err := os.Stat(p)
		if err != nil || !fi.Mode().IsRegular() {
			s.note(p, nil)
			continue
		}
		s.note(p, fi)
		ok[i] = s.take(fi.Size())
	}
	parallel.Workers(len(paths), s.workers(), func(_, i int) {
		if ok[i] {
			out[i], _ = safefile.ReadFile(paths[i], maxFileSize)
		}
	})
	return out
}

func (s *sources) workers() int {
	if s.jobs > 0 {
		return s.jobs
	}
	return runtime.GOMAXPROCS(0)
}

// parseTimeout bounds one dependency file's parse (the work budget
// decides first; this is the wall-clock safety net).
const parseTimeout = 10 * time.Second

// parseAll outlines the given files (path and content) of one language in
// parallel, within the parse budget taken in the order given; a file
// already outlined is not parsed again. The outlines are memoized by path.
func (s *sources) parseAll(ctx context.Context, lang string, paths []string, srcs [][]byte) []*extract.File {
	out := make([]*extract.File, len(paths))
	var todo []int
	for i, p := range paths {
		if f, ok := s.outlines[p]; ok {
			out[i] = f
			continue
		}
		if srcs[i] == nil || s.parsed >= maxParsed {
			continue
		}
		s.parsed++
		todo = append(todo, i)
	}
	n := s.workers()
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	routers := make([]*extract.Router, n)
	defer func() {
		for _, r := range routers {
			if r != nil {
				r.Close()
			}
		}
	}()
	parallel.Workers(len(todo), n, func(w, k int) {
		i := todo[k]
		if routers[w] == nil {
			routers[w] = extract.NewRouter(s.qs, s.rx)
		}
		f, err := routers[w].Extract(ctx, lang, paths[i], srcs[i], parseTimeout)
		if err != nil || f.Backend != extract.BackendTreeSitter {
			return // a dependency's kinds are read from a full parse only
		}
		if lang == "go" {
			f.BuildExcluded = !indexer.GoDefaultBuild(srcs[i])
		}
		out[i] = f
	})
	for _, i := range todo {
		s.outlines[paths[i]] = out[i]
	}
	return out
}

// parseOne outlines one file (read within budget), memoized.
func (s *sources) parseOne(ctx context.Context, lang, p string) *extract.File {
	if f, ok := s.outlines[p]; ok {
		return f
	}
	data := s.read(p)
	if data == nil {
		s.outlines[p] = nil
		return nil
	}
	return s.parseAll(ctx, lang, []string{p}, [][]byte{data})[0]
}

// Reads returns every path outside the repository that Build looked at,
// with its stamp then (Absent when it was not there): the outputs stay
// valid while they all are unchanged.
func (x *Index) Reads() map[string]filestamp.Stamp {
	if x == nil {
		return nil
	}
	return x.reads
}
