package cachefile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/klauspost/compress/zstd"
)

var testAuth = NewAuth([]byte("a test secret of enough bytes"))

func encoded(t testing.TB, payload []byte) []byte {
	return encodedWith(t, testAuth, payload)
}

func encodedWith(t testing.TB, a *Auth, payload []byte) []byte {
	var buf bytes.Buffer
	if err := Write(&buf, a, "TESTFILE", 3, payload); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRoundTripAndDamage(t *testing.T) {
	payload := bytes.Repeat([]byte("soulindex cache payload "), 1000)
	good := encoded(t, payload)
	got, err := Read(good, testAuth, "TESTFILE", 3)
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
		if _, err := Read(c.data, testAuth, c.magic, c.version); !errors.Is(err, ErrMismatch) {
			t.Errorf("%s: err = %v, want ErrMismatch", c.name, err)
		}
	}
}

// TestForeignCaches: a cache written under another secret (another user,
// another machine, a repository's committed copy), or with none, is
// refused before anything is decompressed; so is one whose header was
// edited to declare a larger payload.
func TestForeignCaches(t *testing.T) {
	payload := bytes.Repeat([]byte("outline "), 500)
	other := encodedWith(t, NewAuth([]byte("someone else's secret, 32 bytes")), payload)
	if _, err := Read(other, testAuth, "TESTFILE", 3); !errors.Is(err, ErrUnauthenticated) {
		t.Errorf("another secret's cache: err = %v, want ErrUnauthenticated", err)
	}
	if _, err := Read(encoded(t, payload), nil, "TESTFILE", 3); !errors.Is(err, ErrUnauthenticated) {
		t.Errorf("no secret: err = %v, want ErrUnauthenticated", err)
	}
	if err := Write(&bytes.Buffer{}, nil, "TESTFILE", 3, payload); err == nil {
		t.Error("Write without a secret succeeded")
	}
	bomb := encoded(t, payload)
	binary.LittleEndian.PutUint64(bomb[12:], 1<<30)
	if _, err := Read(bomb, testAuth, "TESTFILE", 3); !errors.Is(err, ErrUnauthenticated) {
		t.Errorf("edited length: err = %v, want ErrUnauthenticated", err)
	}
}

// TestDecompressBounds: what Decompress allocates follows from the bytes
// it reads. A frame declaring (or expanding to) more than the caller's
// raw length, or a raw length beyond RawBound of the input, is refused.
func TestDecompressBounds(t *testing.T) {
	enc, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	zeros := make([]byte, 64<<20)
	comp := enc.EncodeAll(zeros, nil)
	enc.Close()
	if _, err := Decompress(comp, 1000); !errors.Is(err, ErrMismatch) {
		t.Errorf("64 MiB frame read as 1000 bytes: err = %v", err)
	}
	if _, err := Decompress(comp[:100], 1<<30); !errors.Is(err, ErrMismatch) {
		t.Errorf("1 GiB from 100 bytes: err = %v", err)
	}
	if uint64(len(zeros)) <= RawBound(len(comp)) {
		out, err := Decompress(comp, uint64(len(zeros)))
		if err != nil || len(out) != len(zeros) {
			t.Errorf("legitimate frame: %v", err)
		}
	}
}

// FuzzRead: no input makes Read panic or return a payload without a MAC
// that checks.
func FuzzRead(f *testing.F) {
	good := encoded(f, []byte("payload"))
	f.Add(good)
	f.Add(good[:headerSize])
	f.Add([]byte("TESTFILE"))
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := Read(data, testAuth, "TESTFILE", 3)
		if err == nil && !bytes.Equal(data, good) && !testAuth.Check(data[20:headerSize], data[:20], data[headerSize:]) {
			t.Fatalf("accepted %d bytes without a valid MAC (%d out)", len(data), len(out))
		}
	})
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
