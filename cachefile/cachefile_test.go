package cachefile

import (
	"bytes"
	"errors"
	"testing"
)

func encoded(t testing.TB, payload []byte) []byte {
	var buf bytes.Buffer
	if err := Write(&buf, "TESTFILE", 3, payload); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRoundTripAndDamage(t *testing.T) {
	payload := bytes.Repeat([]byte("soulindex cache payload "), 1000)
	good := encoded(t, payload)
	got, err := Read(good, "TESTFILE", 3)
	if err != nil || !bytes.Equal(got, payload) {
		t.Fatalf("round trip: %v (%d bytes, want %d)", err, len(got), len(payload))
	}
	flipped := bytes.Clone(good)
	flipped[len(flipped)-5] ^= 1
	cases := []struct {
		name    string
		data    []byte
		magic   string
		version uint32
	}{
		{"empty", nil, "TESTFILE", 3},
		{"header only", good[:headerSize], "TESTFILE", 3},
		{"truncated", good[:len(good)-1], "TESTFILE", 3},
		{"flipped byte", flipped, "TESTFILE", 3},
		{"other magic", good, "OTHERONE", 3},
		{"other version", good, "TESTFILE", 4},
	}
	for _, c := range cases {
		if _, err := Read(c.data, c.magic, c.version); !errors.Is(err, ErrMismatch) {
			t.Errorf("%s: err = %v, want ErrMismatch", c.name, err)
		}
	}
}

func TestDecoder(t *testing.T) {
	var e Encoder
	e.Uint(300)
	e.Int(-5)
	e.U64(1 << 60)
	e.String("name")
	d := NewDecoder(e.B)
	if d.Uint() != 300 || d.Int() != -5 || d.U64() != 1<<60 || d.String() != "name" || d.Err() != nil || d.Left() != 0 {
		t.Fatalf("decoded wrong values (err %v)", d.Err())
	}
	// A count larger than the bytes left is refused, not allocated.
	e = Encoder{}
	e.Uint(1 << 40)
	d = NewDecoder(e.B)
	if n := d.Len(1); n != 0 || d.Err() == nil {
		t.Fatalf("Len = %d, err %v; want 0 and an error", n, d.Err())
	}
	if d.String() != "" || d.Uint() != 0 {
		t.Fatal("reads after an error return zero values")
	}
}

// FuzzRead: no file makes Read panic or return a payload other than the
// one written.
func FuzzRead(f *testing.F) {
	f.Add(encoded(f, []byte("payload")))
	f.Add(encoded(f, nil))
	f.Add([]byte("TESTFILE\x03\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Read(data, "TESTFILE", 3)
		if err != nil {
			return
		}
		if !bytes.Equal(encoded(t, p), data) && len(data) > 0 {
			// Another compressed form of the same payload is fine, but it
			// must decode to what it re-encodes to.
			if q, err := Read(encoded(t, p), "TESTFILE", 3); err != nil || !bytes.Equal(q, p) {
				t.Fatalf("payload does not survive a round trip: %v", err)
			}
		}
	})
}
