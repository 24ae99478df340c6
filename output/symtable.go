package output

import (
	"runtime"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/langs"
)

// symName is a definition's SCIP symbol and its container's.
type symName struct{ sym, container string }

// fileSymbols names the definitions of one file.
func fileSymbols(res *indexer.Result, reg *langs.Registry, f *extract.File) []symName {
	namer := newSymbolNamer(res, f, reg.ByID(f.Language))
	names := make([]symName, len(f.Symbols))
	for k := range f.Symbols {
		names[k].sym, names[k].container = namer.symbol(&f.Symbols[k])
	}
	return names
}

// symbolTable holds the SCIP symbol of definitions of any file, so that a
// reference in one document can name a definition of another. It is held
// for the whole SCIP write, so it is kept small: the symbols of one file
// share a long prefix (scheme, package, namespace: 37 of ~50 bytes on
// GOROOT/src), kept once per file, and the rest of each lies in one
// string per file.
type symbolTable struct {
	files []fileNames
	named []bool
}

type fileNames struct {
	prefix string
	rest   string   // every symbol's part after prefix, back to back
	ends   []uint32 // per symbol, its end in rest; noPrefix marks "" (no symbol)
}

const noPrefix = 1 << 31

func newSymbolTable(n int) *symbolTable {
	return &symbolTable{files: make([]fileNames, n), named: make([]bool, n)}
}

// fullSymbolTable names every definition of every file.
func fullSymbolTable(res *indexer.Result, reg *langs.Registry) *symbolTable {
	t := newSymbolTable(len(res.Files))
	all := make([]int32, len(res.Files))
	for i := range all {
		all[i] = int32(i)
	}
	t.nameAll(res, reg, all)
	return t
}

// nameAll names the definitions of the files listed that are not named
// yet, on every core (each file's names go to its own slot).
func (t *symbolTable) nameAll(res *indexer.Result, reg *langs.Registry, files []int32) {
	var todo []int32
	for _, i := range files {
		if !t.named[i] {
			t.named[i] = true // claimed: listed once
			todo = append(todo, i)
		}
	}
	parallel.Workers(len(todo), runtime.GOMAXPROCS(0), func(_, k int) {
		i := todo[k]
		t.set(int(i), fileSymbols(res, reg, res.Files[i]))
	})
}

func (t *symbolTable) set(i int, names []symName) {
	prefix := ""
	first := true
	for _, n := range names {
		if n.sym == "" {
			continue
		}
		if first {
			prefix, first = n.sym, false
			continue
		}
		k := 0
		for k < len(prefix) && k < len(n.sym) && prefix[k] == n.sym[k] {
			k++
		}
		prefix = prefix[:k]
	}
	size := 0
	for _, n := range names {
		if n.sym != "" {
			size += len(n.sym) - len(prefix)
		}
	}
	rest := make([]byte, 0, size)
	ends := make([]uint32, len(names))
	for k, n := range names {
		if n.sym == "" {
			ends[k] = uint32(len(rest)) | noPrefix
			continue
		}
		rest = append(rest, n.sym[len(prefix):]...)
		ends[k] = uint32(len(rest))
	}
	// The prefix is copied so that it does not hold the first symbol's
	// whole string.
	t.files[i] = fileNames{prefix: string([]byte(prefix)), rest: string(rest), ends: ends}
	t.named[i] = true
}

// sym returns the symbol of definition k of file i ("" when it has none).
func (t *symbolTable) sym(i, k int32) string {
	fn := &t.files[i]
	end := fn.ends[k]
	if end&noPrefix != 0 {
		return ""
	}
	start := uint32(0)
	if k > 0 {
		start = fn.ends[k-1] &^ noPrefix
	}
	return fn.prefix + fn.rest[start:end]
}
