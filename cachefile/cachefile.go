// Package cachefile is the container of soulindex's caches: a magic
// string, a format version, a MAC under the user's secret (Auth) and a
// zstd-compressed payload, plus the varint encoding the payloads use. A
// cache that fails any check is reported as an error for the caller to
// ignore: a cache is never trusted over a rebuild, and one this user did
// not write on this machine (committed to a repository, copied, forged)
// fails the MAC before a byte of it is decoded.
package cachefile

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/zstd"
)

// header: magic (8 bytes), version (4), payload length (8), MAC of all
// of it and the compressed bytes (32).
const headerSize = 8 + 4 + 8 + sha256.Size

// maxPayload bounds what a header can make us allocate.
const maxPayload = 4 << 30

// MaxRatio bounds a payload's length by its compressed length: what a
// decoder allocates follows from the bytes it read, never from a declared
// size alone. Real caches compress 3 to 20 times.
const MaxRatio = 1024

// RawBound is the most a decoder lets comp bytes decompress to.
func RawBound(comp int) uint64 { return uint64(comp)*MaxRatio + 1<<20 }

// ErrMismatch wraps every reason a cache is not usable.
var ErrMismatch = errors.New("cache unusable")

// ErrUnauthenticated wraps a cache whose MAC does not check under this
// user's secret: written by someone else, elsewhere, or damaged.
var ErrUnauthenticated = fmt.Errorf("%w: not written by this user on this machine (or damaged)", ErrMismatch)

// Auth authenticates caches and shards: HMAC-SHA256 under the user's
// secret (internal/usersecret). A nil *Auth authenticates nothing: every
// check fails and nothing can be sealed.
type Auth struct{ secret []byte }

// NewAuth returns an Auth under secret (which it copies).
func NewAuth(secret []byte) *Auth {
	return &Auth{secret: bytes.Clone(secret)}
}

// Sum returns the MAC of parts, each length-prefixed so that no two lists
// of parts give the same message.
func (a *Auth) Sum(parts ...[]byte) []byte {
	if a == nil {
		return nil
	}
	m := hmac.New(sha256.New, a.secret)
	var n [8]byte
	for _, p := range parts {
		binary.LittleEndian.PutUint64(n[:], uint64(len(p)))
		m.Write(n[:])
		m.Write(p)
	}
	return m.Sum(nil)
}

// Check reports whether sum is the MAC of parts (in constant time).
func (a *Auth) Check(sum []byte, parts ...[]byte) bool {
	return a != nil && len(sum) == sha256.Size && hmac.Equal(sum, a.Sum(parts...))
}

// TagJSON is the MAC, in hex, of label and v's JSON encoding, for a
// record that carries its MAC as one of its fields (v has it empty); ""
// without a secret or when v does not encode.
func (a *Auth) TagJSON(label string, v any) string {
	b, err := json.Marshal(v)
	if err != nil || a == nil {
		return ""
	}
	return hex.EncodeToString(a.Sum([]byte(label), b))
}

// CheckTagJSON reports whether tag is TagJSON(label, v), in constant time.
func (a *Auth) CheckTagJSON(tag, label string, v any) bool {
	want := a.TagJSON(label, v)
	return want != "" && hmac.Equal([]byte(tag), []byte(want))
}

// Write writes payload under magic and version, compressed and
// authenticated with a.
func Write(w io.Writer, a *Auth, magic string, version uint32, payload []byte) error {
	if len(magic) != 8 {
		return fmt.Errorf("cache magic %q: want 8 bytes", magic)
	}
	if a == nil {
		return errors.New("write cache: no secret to authenticate it with")
	}
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return fmt.Errorf("cache compressor: %w", err)
	}
	defer enc.Close()
	comp := enc.EncodeAll(payload, nil)
	hdr := make([]byte, 0, headerSize)
	hdr = append(hdr, magic...)
	hdr = binary.LittleEndian.AppendUint32(hdr, version)
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(len(payload)))
	hdr = append(hdr, a.Sum(hdr, comp)...)
	if _, err := w.Write(hdr); err != nil {
		return fmt.Errorf("write cache: %w", err)
	}
	if _, err := w.Write(comp); err != nil {
		return fmt.Errorf("write cache: %w", err)
	}
	return nil
}

// Read checks data's magic, version and MAC under a and returns the
// payload. Nothing is decompressed before the MAC checks, and the payload
// is bounded by the compressed bytes (RawBound) all the same.
func Read(data []byte, a *Auth, magic string, version uint32) ([]byte, error) {
	if len(data) < headerSize {
		return nil, fmt.Errorf("%w: truncated header (%d bytes)", ErrMismatch, len(data))
	}
	if string(data[:8]) != magic {
		return nil, fmt.Errorf("%w: not a %s file", ErrMismatch, bytes.TrimRight([]byte(magic), " "))
	}
	if v := binary.LittleEndian.Uint32(data[8:]); v != version {
		return nil, fmt.Errorf("%w: format version %d, want %d", ErrMismatch, v, version)
	}
	n := binary.LittleEndian.Uint64(data[12:])
	comp := data[headerSize:]
	if !a.Check(data[20:headerSize], data[:20], comp) {
		return nil, ErrUnauthenticated
	}
	if n > maxPayload || n > RawBound(len(comp)) {
		return nil, fmt.Errorf("%w: payload of %d bytes from %d compressed", ErrMismatch, n, len(comp))
	}
	return Decompress(comp, n)
}

// MaxWindow is the zstd window a frame of raw bytes may ask for: what our
// encoder uses (a window a little over the content, or its default of a
// few MiB), and never more than the content once that is larger.
func MaxWindow(raw uint64) uint64 {
	return min(max(raw, 64<<20), zstd.MaxWindowSize)
}

// Decompress decompresses comp, which must give exactly raw bytes; it
// allocates no more than that, and refuses a zstd frame that declares more.
func Decompress(comp []byte, raw uint64) ([]byte, error) {
	if raw > RawBound(len(comp)) {
		return nil, fmt.Errorf("%w: %d bytes from %d compressed", ErrMismatch, raw, len(comp))
	}
	var h zstd.Header
	if err := h.Decode(comp); err == nil && h.HasFCS && h.FrameContentSize > raw {
		return nil, fmt.Errorf("%w: a frame of %d bytes, %d expected", ErrMismatch, h.FrameContentSize, raw)
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(max(raw, 1<<20)),
		zstd.WithDecoderMaxWindow(MaxWindow(raw)))
	if err != nil {
		return nil, fmt.Errorf("cache decompressor: %w", err)
	}
	defer dec.Close()
	out, err := dec.DecodeAll(comp, make([]byte, 0, raw))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMismatch, err)
	}
	if uint64(len(out)) != raw {
		return nil, fmt.Errorf("%w: payload is %d bytes, header says %d", ErrMismatch, len(out), raw)
	}
	return out, nil
}

// Encoder appends varints and strings to a payload.
type Encoder struct{ B []byte }

// Uint appends an unsigned varint.
func (e *Encoder) Uint(v uint64) { e.B = binary.AppendUvarint(e.B, v) }

// Bool appends 1 or 0 as a varint.
func (e *Encoder) Bool(b bool) {
	if b {
		e.Uint(1)
	} else {
		e.Uint(0)
	}
}

// Int appends a signed (zigzag) varint.
func (e *Encoder) Int(v int64) { e.B = binary.AppendVarint(e.B, v) }

// U64 appends a fixed 8-byte value (hashes: varints would grow them).
func (e *Encoder) U64(v uint64) { e.B = binary.LittleEndian.AppendUint64(e.B, v) }

// String appends a length-prefixed string.
func (e *Encoder) String(s string) {
	e.Uint(uint64(len(s)))
	e.B = append(e.B, s...)
}

// Decoder reads what Encoder wrote. The first error sticks: every later
// read returns zero, so callers check Err once at the end (and before
// trusting any length they allocate from: see Len). A format's own checks
// (an index into a table, a value's range) report through Fail, so the
// first thing wrong is the error.
type Decoder struct {
	b []byte
	// off is the next byte to read. Advancing an index rather than
	// re-slicing b keeps the hot reads free of pointer stores (and their
	// write barriers): the outline cache reads most of its numbers here.
	off int
	err error
}

// NewDecoder returns a decoder reading b.
func NewDecoder(b []byte) *Decoder { return &Decoder{b: b} }

// Err is the first decoding error.
func (d *Decoder) Err() error { return d.err }

// Left is how many bytes are not read yet (0 after an error): a payload
// is whole when it is 0 at the end.
func (d *Decoder) Left() int { return len(d.b) - d.off }

// Fail records that the item named what is bad, unless an earlier error
// is recorded; every later read returns zero.
func (d *Decoder) Fail(what string) {
	if d.err == nil {
		d.err = fmt.Errorf("%w: bad %s", ErrMismatch, what)
	}
	d.b, d.off = nil, 0
}

// Uint reads an unsigned varint. Most numbers fit in one byte, so that
// case is read directly.
func (d *Decoder) Uint() uint64 {
	if d.off < len(d.b) && d.b[d.off] < 0x80 {
		d.off++
		return uint64(d.b[d.off-1])
	}
	return d.uvarint()
}

func (d *Decoder) uvarint() uint64 {
	v, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.Fail("varint")
		return 0
	}
	d.off += n
	return v
}

// Int reads a signed varint, with Uint's one-byte fast path.
func (d *Decoder) Int() int64 {
	if d.off < len(d.b) && d.b[d.off] < 0x80 {
		u := int64(d.b[d.off])
		d.off++
		return u>>1 ^ -(u & 1) // zigzag
	}
	return d.varint()
}

func (d *Decoder) varint() int64 {
	v, n := binary.Varint(d.b[d.off:])
	if n <= 0 {
		d.Fail("varint")
		return 0
	}
	d.off += n
	return v
}

// U64 reads a fixed 8-byte value.
func (d *Decoder) U64() uint64 {
	if d.Left() < 8 {
		d.Fail("fixed value")
		return 0
	}
	v := binary.LittleEndian.Uint64(d.b[d.off:])
	d.off += 8
	return v
}

// Len reads a count of items each taking at least minSize encoded bytes;
// a count the rest of the payload cannot hold is an error, so a corrupt
// count never makes the caller allocate much.
func (d *Decoder) Len(minSize int) int {
	v := d.Uint()
	if v > uint64(d.Left())/uint64(max(minSize, 1)) {
		d.Fail("count")
		return 0
	}
	return int(v)
}

// Next reads n raw bytes (what names them in the error when fewer are
// left); the result aliases the payload.
func (d *Decoder) Next(n int, what string) []byte {
	if n < 0 || n > d.Left() {
		d.Fail(what)
		return nil
	}
	b := d.b[d.off : d.off+n]
	d.off += n
	return b
}

// String reads a length-prefixed string.
func (d *Decoder) String() string {
	return string(d.Next(d.Len(1), "string"))
}
