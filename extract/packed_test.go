package extract

import (
	"encoding/binary"
	"reflect"
	"testing"
)

func packedSample() *File {
	return &File{
		RefNames: []string{"a", "b", "pkg"},
		Refs: []Ref{
			{Name: 0, Line: 3, Column: 4, End: 5, Bind: BindLocal(1), Def: true},
			{Name: 1, Line: 3, Column: 9, End: 10, Member: true, Bind: BindQual(3)},
			{Name: 0, Line: 3, Column: 12, End: 13, Bind: BindLocal(1)},
			{Name: 1, Line: 7, Column: 0, End: 1, Member: true, Bind: BindVia(3)},
			{Name: 2, Line: 1 << 31, Column: 1<<32 - 2, End: 1<<32 - 1},
		},
	}
}

func TestPackRefsRoundTrip(t *testing.T) {
	f := packedSample()
	want := append([]Ref(nil), f.Refs...)
	f.PackRefs()
	if f.Refs != nil || f.RefCount() != len(want) {
		t.Fatalf("after PackRefs: Refs %v, RefCount %d", f.Refs, f.RefCount())
	}
	if got := f.LoadRefs(); !reflect.DeepEqual(got, want) {
		t.Fatalf("LoadRefs = %v, want %v", got, want)
	}
	var each []Ref
	f.EachRef(func(r Ref) { each = append(each, r) })
	if !reflect.DeepEqual(each, want) {
		t.Fatalf("EachRef gives %v, want %v", each, want)
	}
	// Loading leaves the file packed; a second load gives a fresh copy.
	a, b := f.LoadRefs(), f.LoadRefs()
	a[0].Line = 99
	if b[0].Line == 99 || f.Refs != nil {
		t.Fatal("LoadRefs shares its result or unpacks the file")
	}
	packed, n := f.PackedRefs()
	g := &File{RefNames: f.RefNames}
	if err := g.SetPackedRefs(packed, n); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.LoadRefs(), want) || g.ShapeKey() != f.ShapeKey() {
		t.Fatal("SetPackedRefs does not give the refs back")
	}
	// Unpacked and packed files have the same shape key.
	if u := packedSample(); u.ShapeKey() != f.ShapeKey() {
		t.Fatal("shape key depends on packing")
	}
}

func TestSetPackedRefsRejects(t *testing.T) {
	good := packedSample()
	b, n := good.PackedRefs()
	tests := []struct {
		name  string
		names []string
		b     []byte
		n     int
	}{
		{"truncated", good.RefNames, b[:len(b)-1], n},
		{"left over", good.RefNames, append(append([]byte(nil), b...), 0), n},
		{"too many", good.RefNames, b, n + 1},
		{"negative count", good.RefNames, b, -1},
		{"name out of range", good.RefNames[:2], b, n},
		{"qualifier out of range", good.RefNames[:1], AppendPackedRefs(nil, []Ref{{Name: 0, Bind: BindQual(2)}}), 1},
		{"receiver chain forward", good.RefNames, AppendPackedRefs(nil, []Ref{{Name: 0, Bind: BindVia(1)}}), 1},
		{"declares no local", good.RefNames, AppendPackedRefs(nil, []Ref{{Name: 0, Def: true, Bind: BindQual(1)}}), 1},
		{"line past uint32", good.RefNames, overflowLine(), 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &File{RefNames: tt.names}
			if err := f.SetPackedRefs(tt.b, tt.n); err == nil {
				t.Fatalf("accepted %x (%d refs)", tt.b, tt.n)
			}
			if f.RefCount() != 0 || f.LoadRefs() != nil {
				t.Fatal("a rejected form was kept")
			}
		})
	}
}

// overflowLine packs two refs whose line deltas add up past uint32.
func overflowLine() []byte {
	var b []byte
	for _, dl := range []int64{1<<32 - 1, 1} {
		b = binary.AppendUvarint(b, 0)
		b = binary.AppendVarint(b, dl)
		b = binary.AppendVarint(b, 0)
		b = binary.AppendVarint(b, 0)
	}
	return b
}

// FuzzSetPackedRefs: packed refs come from the outline cache and shard
// files, which may be damaged; bad bytes are an error, never a panic, and
// what is accepted packs back to the same bytes.
func FuzzSetPackedRefs(f *testing.F) {
	s := packedSample()
	b, n := s.PackedRefs()
	f.Add(b, n, uint8(3))
	f.Add([]byte{}, 0, uint8(0))
	f.Add([]byte{0x18, 0, 0, 0}, 1, uint8(4))
	f.Fuzz(func(t *testing.T, b []byte, n int, names uint8) {
		file := &File{RefNames: make([]string, names)}
		if err := file.SetPackedRefs(b, n); err != nil {
			return
		}
		refs := file.LoadRefs()
		var each []Ref
		file.EachRef(func(r Ref) { each = append(each, r) })
		if n > 0 && !reflect.DeepEqual(each, refs) {
			t.Fatalf("EachRef and LoadRefs disagree")
		}
		if len(refs) != n {
			t.Fatalf("%d refs loaded, %d set", len(refs), n)
		}
		if again := AppendPackedRefs(nil, refs); n > 0 && len(again) > len(b) {
			t.Fatalf("repacked to %d bytes from %d", len(again), len(b))
		}
	})
}
