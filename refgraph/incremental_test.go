package refgraph_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/refgraph"
)

// roundTrip encodes a graph's snapshot and decodes it, as the next run does.
func roundTrip(t *testing.T, g *refgraph.Graph) *refgraph.Snapshot {
	t.Helper()
	var buf bytes.Buffer
	if _, err := g.Snapshot().Encode(&buf, testAuth); err != nil {
		t.Fatal(err)
	}
	s, err := refgraph.ReadSnapshot(buf.Bytes(), testAuth)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func build(t *testing.T, res *indexer.Result, prev *refgraph.Snapshot, jobs int) *refgraph.Graph {
	t.Helper()
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages,
		CoChange: true, Jobs: jobs, Previous: prev, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// sameGraph fails unless two graphs agree on everything readers see.
func sameGraph(t *testing.T, got, want *refgraph.Graph) {
	t.Helper()
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"Imports", got.Imports, want.Imports}, {"Refs", got.Refs, want.Refs}, {"Out", got.Out, want.Out},
		{"Dependents", got.Dependents, want.Dependents}, {"Rank", got.Rank, want.Rank}, {"Score", got.Score, want.Score},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s of the incremental build differs from a full build", c.name)
		}
	}
}

// isConfig: configuration files import resolution reads from disk.
func isConfig(p string) bool {
	switch filepath.Base(p) {
	case "tsconfig.json", "jsconfig.json", "composer.json":
		return true
	}
	return false
}

// appendTo adds bytes at the end of a file: the content hash changes, the
// definitions do not.
func appendTo(t *testing.T, p, s string) {
	t.Helper()
	f, err := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(s); err != nil {
		t.Fatal(err)
	}
}

// TestIncrementalMatchesFull: on every fixture, a build from the previous
// snapshot equals a full build, whether it may reuse the snapshot
// (content changes that keep every definition) or must not (a file gone).
func TestIncrementalMatchesFull(t *testing.T) {
	fixtures, err := os.ReadDir(filepath.Join("..", "testdata", "refgraph"))
	if err != nil {
		t.Fatal(err)
	}
	for _, fx := range fixtures {
		t.Run(fx.Name(), func(t *testing.T) {
			root := copyTree(t, filepath.Join("..", "testdata", "refgraph", fx.Name()))
			res := index(t, root)
			prev := roundTrip(t, build(t, res, nil, 2))
			var sources []string
			for _, f := range res.Files {
				if !isConfig(f.Path) {
					sources = append(sources, f.Path)
				}
			}
			steps := []struct {
				name        string
				do          func(res *indexer.Result)
				incremental bool
				resolved    int
			}{
				{"one file's content", func(res *indexer.Result) {
					appendTo(t, filepath.Join(root, sources[0]), "\n\n")
				}, true, 1},
				{"nothing", func(*indexer.Result) {}, true, 0},
				{"every source file's content", func(res *indexer.Result) {
					for _, p := range sources {
						appendTo(t, filepath.Join(root, p), "\n")
					}
				}, true, len(sources)},
				{"configuration files' content", func(res *indexer.Result) {
					for _, f := range res.Files {
						if isConfig(f.Path) {
							appendTo(t, filepath.Join(root, f.Path), "\n")
						}
					}
				}, len(sources) == len(res.Files), 0},
				{"a file removed", func(res *indexer.Result) {
					os.Remove(filepath.Join(root, res.Files[len(res.Files)-1].Path))
				}, false, 0},
			}
			for k, s := range steps {
				s.do(res)
				res = index(t, root)
				g := build(t, res, prev, 1+k%2)
				full := build(t, res, nil, 2)
				if g.Stats.Incremental != s.incremental {
					t.Fatalf("%s: incremental = %v (%s), want %v", s.name, g.Stats.Incremental, g.Stats.Reason, s.incremental)
				}
				if s.incremental && g.Stats.Resolved != s.resolved {
					t.Errorf("%s: resolved %d files, want %d", s.name, g.Stats.Resolved, s.resolved)
				}
				if !s.incremental && g.Stats.Reason == "" {
					t.Errorf("%s: a full build gives no reason", s.name)
				}
				sameGraph(t, g, full)
				if g.InterfaceDigest() != full.InterfaceDigest() {
					t.Errorf("%s: interface digest %x, want %x", s.name, g.InterfaceDigest(), full.InterfaceDigest())
				}
				prev = roundTrip(t, g)
			}
		})
	}
}

// TestSnapshotFromOtherVersion: a snapshot of another program version is
// not reused.
func TestSnapshotFromOtherVersion(t *testing.T) {
	res := index(t, filepath.Join("..", "testdata", "refgraph", "go-module"))
	prev := roundTrip(t, build(t, res, nil, 2))
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages,
		Previous: prev, Version: "other", CoChange: true})
	if err != nil {
		t.Fatal(err)
	}
	if g.Stats.Incremental {
		t.Error("a snapshot of another version was reused")
	}
	sameGraph(t, g, build(t, res, nil, 2))
}

// testAuth authenticates the snapshots these tests write.
var testAuth = cachefile.NewAuth([]byte("refgraph test secret, 32 bytes.."))

// TestSnapshotOfAnotherUser: a snapshot written under another secret (a
// repository's committed graph.cache) is refused.
func TestSnapshotOfAnotherUser(t *testing.T) {
	res := index(t, filepath.Join("..", "testdata", "refgraph", "ts-app"))
	g := build(t, res, nil, 1)
	var buf bytes.Buffer
	if _, err := g.Snapshot().Encode(&buf, cachefile.NewAuth([]byte("another user's secret"))); err != nil {
		t.Fatal(err)
	}
	if _, err := refgraph.ReadSnapshot(buf.Bytes(), testAuth); !errors.Is(err, cachefile.ErrUnauthenticated) {
		t.Fatalf("foreign snapshot: err = %v, want ErrUnauthenticated", err)
	}
}

// FuzzReadSnapshot: no payload makes decoding panic, and a snapshot that
// decodes never makes a build panic or differ from a full build in what
// it refuses. (The payload is fuzzed: a file must pass its MAC first.)
func FuzzReadSnapshot(f *testing.F) {
	res := index(f, filepath.Join("..", "testdata", "refgraph", "ts-app"))
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
	if err != nil {
		f.Fatal(err)
	}
	var buf bytes.Buffer
	g.Snapshot().Encode(&buf, testAuth)
	payload := refgraph.SnapshotPayload(g.Snapshot())
	f.Add(payload)
	f.Add(payload[:len(payload)/2])
	f.Add([]byte("SIGRAPH\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := refgraph.DecodeSnapshot(data)
		if err != nil {
			return
		}
		if _, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages,
			Previous: s, Version: "test"}); err != nil {
			t.Fatal(err)
		}
	})
}

// copyTree copies a fixture into a temporary directory the test may edit.
func copyTree(t *testing.T, src string) string { return testutil.TempCopy(t, src) }
