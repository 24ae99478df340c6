package refgraph

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// globalLanguages are the languages whose definitions no import brings
// in: every file of the language in the repository sees them. SQL names
// the tables, views and routines a database holds, whichever file
// created them (a migration, a schema dump); GraphQL names the types of
// the one schema its documents are written against, and fragments by
// name (Relay and the codegen tools want fragment names unique in the
// project; the #import comment of the webpack loader is optional). A
// name is looked up in the file itself, then in the files it imports,
// then among the files of the language: the one definition in the files
// nearest to the referencing file (by directory) wins; several at the same
// distance leave the reference unresolved.
var globalLanguages = map[string]bool{"sql": true, "graphql": true}

// defaultSchemas are the schemas an unqualified SQL name lives in when
// none is written (PostgreSQL's public, SQL Server's dbo, SQLite's main):
// public.users also names a table created as plain users.
var defaultSchemas = map[string]bool{"public": true, "dbo": true, "main": true}

// addGlobal records file i's definitions in its language's table, when
// the language's names are global.
func (sc *scopes) addGlobal(i int32, f *extract.File) {
	if !globalLanguages[f.Language] {
		return
	}
	m := sc.global[f.Language]
	if m == nil {
		m = map[string][]Target{}
		sc.global[f.Language] = m
	}
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Visibility != extract.VisibilityPublic || isLocalKind(s.Kind) {
			continue
		}
		m[s.Name] = append(m[s.Name], Target{i, int32(k)})
	}
}

// globalFind finds the definition named n that file i sees among its
// language's files, other than its own and its imports' top-level ones
// (resolveRefs looks there first): with qual "", a top-level one; else
// one whose innermost container is qual (a schema's table, a table's
// column), or a top-level one outside any schema when qual is a default
// schema.
func (g *Graph) globalFind(sc *scopes, f *extract.File, i int32, n, qual string) Target {
	cands := sc.global[f.Language][n]
	if len(cands) == 0 {
		return Target{-1, -1}
	}
	fits := func(t Target) bool {
		s := &g.Files[t.File].Symbols[t.Symbol]
		if qual == "" {
			return s.Parent < 0 && onlyNamespaces(s.Container)
		}
		return len(s.Container) > 0 && s.Container[len(s.Container)-1].Name == qual
	}
	t := g.nearest(f, i, cands, fits)
	if t.File < 0 && qual != "" && f.Language == "sql" && defaultSchemas[strings.ToLower(qual)] {
		t = g.nearest(f, i, cands, func(t Target) bool {
			s := &g.Files[t.File].Symbols[t.Symbol]
			return s.Parent < 0 && len(s.Container) == 0
		})
	}
	return t
}

// nearest picks, among the candidates that fit, the file's own first
// one, else the one in the files sharing the most directories with file
// i; candidates in two files at that distance are ambiguous.
func (g *Graph) nearest(f *extract.File, i int32, cands []Target, fits func(Target) bool) Target {
	best, bestDepth, tie := Target{-1, -1}, -1, false
	dir := path.Dir(f.Path)
	for _, t := range cands {
		if !fits(t) {
			continue
		}
		d := 1 << 30 // the file's own
		if t.File != i {
			d = sharedDirs(dir, path.Dir(g.Files[t.File].Path))
		}
		switch {
		case d > bestDepth:
			best, bestDepth, tie = t, d, false
		case d < bestDepth:
		case t.File == best.File && sameContainer(g.Files[t.File], t.Symbol, best.Symbol):
			// One file defining it twice (DROP, then CREATE again): the first.
			best.Symbol = min(best.Symbol, t.Symbol)
		default:
			// Another file at that distance, or another schema or table
			// (app.users and audit.users) of one file.
			tie = true
		}
	}
	if tie {
		return Target{-1, -1}
	}
	return best
}

// sameContainer reports whether two definitions of f have one container.
func sameContainer(f *extract.File, a, b int32) bool {
	return f.Symbols[a].ContainerName() == f.Symbols[b].ContainerName()
}

// sharedDirs counts the leading directories two directories share.
func sharedDirs(a, b string) int {
	if a == b {
		return strings.Count(a, "/") + 2
	}
	n := 0
	for {
		x, restA, okA := strings.Cut(a, "/")
		y, restB, okB := strings.Cut(b, "/")
		if x != y || x == "." {
			return n
		}
		n++
		if !okA || !okB {
			return n
		}
		a, b = restA, restB
	}
}
