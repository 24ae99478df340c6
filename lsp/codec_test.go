package lsp

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestReadFrame(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		body     string // when it parses
		what     string // ProtocolError.What substring
		eof      bool
	}{
		{name: "plain", in: "Content-Length: 2\r\n\r\n{}", body: "{}"},
		{name: "content type too", in: "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}", body: "{}"},
		{name: "lower-case name", in: "content-length:2\r\n\r\n{}", body: "{}"},
		{name: "end of stream", in: "", eof: true},
		{name: "truncated body", in: "Content-Length: 10\r\n\r\n{}", eof: true},
		{name: "bare newline", in: "Content-Length: 2\n\n{}", what: `not ended by \r\n`},
		{name: "http line", in: "HTTP/1.1 200 OK\r\n\r\n", what: "bad header line"},
		{name: "unknown header", in: "X-Foo: 1\r\nContent-Length: 2\r\n\r\n{}", what: "unknown header"},
		{name: "no length", in: "Content-Type: x\r\n\r\n{}", what: "no Content-Length"},
		{name: "negative length", in: "Content-Length: -1\r\n\r\n", what: "bad Content-Length"},
		{name: "absurd length", in: "Content-Length: 99999999999\r\n\r\n", what: "absurd Content-Length"},
		{name: "endless header", in: "Content-Length: 2\r\n" + strings.Repeat("Content-Type: x\r\n", 500), what: "header block too long"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body, err := readFrame(bufio.NewReader(strings.NewReader(tc.in)), "srv")
			var pe *ProtocolError
			switch {
			case tc.eof:
				if !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
					t.Errorf("got %q, %v; want end of stream", body, err)
				}
			case tc.what != "":
				if !errors.As(err, &pe) || !strings.Contains(pe.What, tc.what) || pe.Server != "srv" {
					t.Errorf("got %v, want a ProtocolError %q", err, tc.what)
				}
			case err != nil || string(body) != tc.body:
				t.Errorf("got %q, %v; want %q", body, err, tc.body)
			}
		})
	}
}

func TestFrameCodecKeepsFirstGarbage(t *testing.T) {
	c := &frameCodec{server: "srv"}
	var v map[string]any
	err := c.ReadObject(bufio.NewReader(strings.NewReader("Content-Length: 5\r\n\r\nhello")), &v)
	if err == nil || c.protocolErr() == nil || c.protocolErr().Sample != "hello" {
		t.Fatalf("got %v / %v, want the body kept as the sample", err, c.protocolErr())
	}
	// End of stream is not garbage.
	c2 := &frameCodec{server: "srv"}
	if err := c2.ReadObject(bufio.NewReader(strings.NewReader("")), &v); !errors.Is(err, io.EOF) || c2.protocolErr() != nil {
		t.Errorf("EOF: got %v / %v", err, c2.protocolErr())
	}
}

// FuzzReadFrame: whatever a server writes, reading returns a body within
// the limit or an error, and never panics.
func FuzzReadFrame(f *testing.F) {
	for _, s := range []string{
		"Content-Length: 2\r\n\r\n{}",
		"Content-Length: 99999999999\r\n\r\n",
		"HTTP/1.1 200 OK\r\n\r\n",
		"Content-Length: 3\r\nContent-Length: 1\r\n\r\nabc",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		r := bufio.NewReader(strings.NewReader(string(in)))
		for range 4 {
			body, err := readFrame(r, "fuzz")
			if err != nil {
				var pe *ProtocolError
				if !errors.As(err, &pe) && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
					t.Fatalf("unexpected error type %T: %v", err, err)
				}
				return
			}
			if len(body) > maxFrame || len(body) > len(in) {
				t.Fatalf("body of %d bytes from %d input bytes", len(body), len(in))
			}
		}
	})
}
