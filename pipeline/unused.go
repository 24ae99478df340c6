package pipeline

import (
	"context"
	"path/filepath"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/unused"
)

// Unused builds the graph and lists the public definitions nothing in the
// repository uses (soulindex unused; the unused table of export).
func (ix *Indexed) Unused(ctx context.Context) (unused.Report, *refgraph.Graph, error) {
	g, err := ix.Graph(ctx)
	if err != nil {
		return unused.Report{}, nil, err
	}
	return unused.Find(ix.Result, g, ix.unusedOptions()), g, nil
}

// unusedOptions are the run's unused options with the repository's text
// at hand: files are read again, bounded like the listing, for the names
// their strings hold.
func (ix *Indexed) unusedOptions() unused.Options {
	uo := ix.opts.Unused
	root, limit := ix.Result.Root, ix.opts.Index.MaxFileSize
	if limit <= 0 {
		limit = indexer.DefaultMaxFileSize
	}
	uo.Source = func(rel string) ([]byte, error) {
		return safefile.ReadFileNoFollow(filepath.Join(root, filepath.FromSlash(rel)), limit)
	}
	uo.Strings = extract.NewRegex().StringWords
	return uo
}
