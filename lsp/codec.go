package lsp

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// Limits on what a server may send before it is cut off.
const (
	// maxFrame bounds one message body; the largest real answers
	// (documentSymbol of a generated file, workspace-wide references)
	// stay far below it.
	maxFrame = 64 << 20
	// maxHeader bounds the header block of one message.
	maxHeader = 4 << 10
)

// ProtocolError says a server broke the base protocol: a bad header, an
// absurd Content-Length, a body that is not JSON-RPC. Sample is what it
// wrote, cut short.
type ProtocolError struct {
	Server string
	What   string
	Sample string
}

func (e *ProtocolError) Error() string {
	if e.Sample == "" {
		return fmt.Sprintf("%s broke the LSP base protocol: %s", e.Server, e.What)
	}
	return fmt.Sprintf("%s broke the LSP base protocol: %s: it wrote %q", e.Server, e.What, e.Sample)
}

// frameCodec is the Content-Length framing of jsonrpc2.VSCodeObjectCodec
// with a strict reader: every header line must be well formed, the length
// is bounded and the body is read whole before decoding, so garbage is
// reported (first error kept) instead of desynchronizing the stream.
type frameCodec struct {
	server string

	mu  sync.Mutex
	err *ProtocolError
}

var _ jsonrpc2.ObjectCodec = (*frameCodec)(nil)

func (c *frameCodec) WriteObject(w io.Writer, obj any) error {
	return jsonrpc2.VSCodeObjectCodec{}.WriteObject(w, obj)
}

func (c *frameCodec) ReadObject(r *bufio.Reader, v any) error {
	body, perr := readFrame(r, c.server)
	if perr == nil {
		if err := json.Unmarshal(body, v); err != nil {
			perr = &ProtocolError{Server: c.server, What: "body is not a JSON-RPC message (" + err.Error() + ")", Sample: sample(body)}
		}
	}
	if perr != nil {
		if errors.Is(perr, io.EOF) || errors.Is(perr, io.ErrUnexpectedEOF) {
			return perr // the server exited or closed stdout: not garbage
		}
		var pe *ProtocolError
		if errors.As(perr, &pe) {
			c.mu.Lock()
			if c.err == nil {
				c.err = pe
			}
			c.mu.Unlock()
		}
		return perr
	}
	return nil
}

// protocolErr returns the first protocol violation seen, if any.
func (c *frameCodec) protocolErr() *ProtocolError {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// readFrame reads one Content-Length framed body. Errors are a
// *ProtocolError for garbage, or io.EOF/io.ErrUnexpectedEOF when the
// stream ends.
func readFrame(r *bufio.Reader, server string) ([]byte, error) {
	length := -1
	headerBytes := 0
	for {
		line, err := r.ReadString('\n')
		headerBytes += len(line)
		if err != nil {
			if err == io.EOF && line == "" && headerBytes == 0 {
				return nil, io.EOF
			}
			if err == io.EOF {
				return nil, io.ErrUnexpectedEOF
			}
			return nil, err
		}
		if headerBytes > maxHeader {
			return nil, &ProtocolError{Server: server, What: "header block too long", Sample: sample([]byte(line))}
		}
		if !strings.HasSuffix(line, "\r\n") {
			return nil, &ProtocolError{Server: server, What: `header line not ended by \r\n`, Sample: sample([]byte(line))}
		}
		line = strings.TrimSuffix(line, "\r\n")
		if line == "" {
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, &ProtocolError{Server: server, What: "bad header line", Sample: sample([]byte(line))}
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "content-length":
			n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
			if err != nil || n < 0 {
				return nil, &ProtocolError{Server: server, What: "bad Content-Length", Sample: sample([]byte(line))}
			}
			if n > maxFrame {
				return nil, &ProtocolError{Server: server, What: fmt.Sprintf("absurd Content-Length %d (limit %d)", n, maxFrame), Sample: sample([]byte(line))}
			}
			length = int(n)
		case "content-type":
		default:
			return nil, &ProtocolError{Server: server, What: "unknown header", Sample: sample([]byte(line))}
		}
	}
	if length < 0 {
		return nil, &ProtocolError{Server: server, What: "no Content-Length header"}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(r, body); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	return body, nil
}

func sample(b []byte) string {
	const n = 80
	if len(b) > n {
		return string(b[:n]) + "…"
	}
	return string(b)
}
