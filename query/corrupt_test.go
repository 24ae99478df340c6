package query

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
)

// validIndex is a small whole index: metadata, then documents defining
// A, B and C, in the order every writer puts them.
func validIndex(t *testing.T) []byte {
	t.Helper()
	var docs []*scip.Document
	for _, n := range []string{"A", "B", "C"} {
		sym := "scip-go gomod m v p/" + n + "()."
		docs = append(docs, &scip.Document{RelativePath: strings.ToLower(n) + ".go", Language: "Go",
			Symbols:     []*scip.SymbolInformation{{Symbol: sym, DisplayName: n, Kind: scip.SymbolInformation_Function}},
			Occurrences: []*scip.Occurrence{{Range: []int32{2, 5, 6}, Symbol: sym, SymbolRoles: int32(scip.SymbolRole_Definition)}}})
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(&scip.Index{
		Metadata:  &scip.Metadata{ProjectRoot: "file:///r", ToolInfo: &scip.ToolInfo{Name: "soulindex"}},
		Documents: docs,
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// field encodes one length-delimited top-level field.
func field(num protowire.Number, m proto.Message) []byte {
	b, _ := proto.Marshal(m)
	return protowire.AppendBytes(protowire.AppendTag(nil, num, protowire.BytesType), b)
}

// TestCorruptIndex (issue 34): an index.scip that is empty, truncated,
// oversized, made of zeros (a sparse file), or not shaped as every
// writer shapes one is ErrCorruptIndex, found at its start or where the
// damage begins, never streamed to its end; a whole index still answers.
func TestCorruptIndex(t *testing.T) {
	valid := validIndex(t)
	metaLen := len(field(1, &scip.Metadata{ProjectRoot: "file:///r", ToolInfo: &scip.ToolInfo{Name: "soulindex"}}))
	tests := []struct {
		name    string
		content []byte
		sparse  int64 // zeros appended as a hole, without writing them
		max     int64
		want    string // "" for no error
	}{
		{"whole", valid, 0, 0, ""},
		{"empty", nil, 0, 0, "empty"},
		{"3 GB of zeros (sparse)", nil, 3 << 30, 0, "field 0"},
		{"index followed by 3 GB of zeros", valid, 3 << 30, 0, "field 0"},
		{"over the default limit", nil, DefaultMaxIndexSize + 1, 0, "--max-index-size"},
		{"over a given limit", valid, 0, int64(len(valid) - 1), "--max-index-size"},
		{"cut inside a document", valid[:len(valid)-5], 0, 0, "truncated"},
		{"cut inside the metadata", valid[:metaLen-3], 0, 0, "truncated"},
		{"cut inside a length", valid[:metaLen+1], 0, 0, "bad length"},
		{"documents without metadata", valid[metaLen:], 0, 0, "does not start with its metadata"},
		{"metadata without a project root", field(1, &scip.Metadata{}), 0, 0, "no project root"},
		{"document without a path", append(append([]byte(nil), valid...), field(2, &scip.Document{Language: "Go"})...), 0, 0, "names no path"},
		{"unknown top-level field", append(append([]byte(nil), valid...), field(4, &scip.Document{RelativePath: "x"})...), 0, 0, "field 4"},
		{"varint top-level field", append(append([]byte(nil), valid...), 0x10, 0x01), 0, 0, "wire type 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "index.scip")
			if err := os.WriteFile(p, tc.content, 0o644); err != nil {
				t.Fatal(err)
			}
			if tc.sparse > 0 {
				if err := os.Truncate(p, int64(len(tc.content))+tc.sparse); err != nil {
					t.Skipf("no sparse file of %d bytes here: %v", tc.sparse, err)
				}
			}
			defs, err := FindDefinitions(context.Background(), Index{Path: p, MaxSize: tc.max}, dir, "B")
			if tc.want == "" {
				if err != nil || len(defs) != 1 || defs[0].Path != "b.go" {
					t.Fatalf("whole index: %+v, %v", defs, err)
				}
				return
			}
			if !errors.Is(err, ErrCorruptIndex) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "soulindex index") {
				t.Fatalf("got %v, want ErrCorruptIndex with %q and the command that rebuilds it", err, tc.want)
			}
		})
	}
}

// TestZerosStopEarly (issue 34): a run of zeros is refused where it
// begins, whatever its length: what is read stays within the reader's
// buffer past the damage, not the declared size.
func TestZerosStopEarly(t *testing.T) {
	valid := validIndex(t)
	const zeros = 256 << 20
	for _, prefix := range [][]byte{nil, valid} {
		cr := &countReader{r: io.MultiReader(strings.NewReader(string(prefix)), io.LimitReader(zeroReader{}, zeros))}
		err := visitDocuments(context.Background(), bufio.NewReaderSize(cr, 1<<20), int64(len(prefix))+zeros, func(*scip.Document) error { return nil })
		if !errors.Is(err, ErrCorruptIndex) {
			t.Errorf("prefix of %d bytes: got %v, want ErrCorruptIndex", len(prefix), err)
		}
		if cr.n > int64(len(prefix))+2<<20 {
			t.Errorf("prefix of %d bytes: read %d bytes of %d before refusing", len(prefix), cr.n, len(prefix)+zeros)
		}
	}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

type countReader struct {
	r io.Reader
	n int64
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
