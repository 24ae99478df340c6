package main

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/notice"
)

func TestByteSize(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"1048576", 1 << 20, true},
		{"512K", 512 << 10, true},
		{"1M", 1 << 20, true},
		{"1MiB", 1 << 20, true},
		{"2g", 2 << 30, true},
		{"10kb", 10 << 10, true},
		{"", 0, false},
		{"-5", 0, false},
		{"0", 0, false},
		{"lots", 0, false},
		{"1.5M", 0, false},
	}
	for _, tt := range tests {
		var b config.ByteSize
		err := b.Set(tt.in)
		if (err == nil) != tt.ok || (tt.ok && int64(b) != tt.want) {
			t.Errorf("Set(%q) = %d, %v; want %d, ok=%v", tt.in, b, err, tt.want, tt.ok)
		}
	}
}

func FuzzByteSize(f *testing.F) {
	for _, s := range []string{"1M", "512K", "12", "9999999999999999999G", "KiB"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b config.ByteSize
		if err := b.Set(s); err == nil && b <= 0 {
			t.Errorf("Set(%q) accepted a non-positive size %d", s, b)
		}
	})
}

func TestParseInterspersed(t *testing.T) {
	tests := []struct {
		args []string
		pos  []string
		jobs int
	}{
		{[]string{"-j", "2", "dir"}, []string{"dir"}, 2},
		{[]string{"dir", "-j", "3"}, []string{"dir"}, 3},
		{[]string{"--jobs=4", "a", "--", "-b"}, []string{"a", "-b"}, 4},
		{[]string{"-j1", "dir"}, []string{"dir"}, 1},
		{[]string{"dir", "-j16"}, []string{"dir"}, 16},
		{[]string{"-j", "2", "--", "-j3"}, []string{"-j3"}, 2},
		{nil, nil, 0},
	}
	for _, tt := range tests {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		var rf runFlags
		rf.register(fs)
		pos, err := parseInterspersed(fs, tt.args, io.Discard)
		if err != nil {
			t.Fatalf("%v: %v", tt.args, err)
		}
		if len(pos) != len(tt.pos) || rf.opts.Index.Jobs != tt.jobs {
			t.Errorf("%v: pos %v jobs %d, want %v %d", tt.args, pos, rf.opts.Index.Jobs, tt.pos, tt.jobs)
		}
		for i := range pos {
			if pos[i] != tt.pos[i] {
				t.Errorf("%v: pos %v, want %v", tt.args, pos, tt.pos)
			}
		}
	}
}

// TestPrintNotice: a notice is one line; its subject is encoded as paths
// are in the outputs, its message's line breaks read "; " (issue 34: a
// note printed a raw %0A) and other control characters are encoded.
func TestPrintNotice(t *testing.T) {
	for _, tc := range []struct {
		name string
		n    notice.Notice
		want string
	}{
		{"plain", notice.Notice{Subject: "a.go", Message: "no server"}, "note: a.go: no server\n"},
		{"joined errors", notice.Notice{Subject: "a.go", Message: "first failed\nsecond failed"}, "note: a.go: first failed; second failed\n"},
		{"CRLF and blank lines", notice.Notice{Message: "one\r\n\r\n  two  \n"}, "note: one; two\n"},
		{"line separator", notice.Notice{Message: "one\u2028two"}, "note: one; two\n"},
		{"terminal escape", notice.Notice{Message: "bad \x1b[31mred"}, "note: bad %1B[31mred\n"},
		{"invalid byte", notice.Notice{Message: "bad \xff byte"}, "note: bad %FF byte\n"},
		{"percent kept", notice.Notice{Message: "file:///a/b.ts#L6%2C1"}, "note: file:///a/b.ts#L6%2C1\n"},
		{"subject with a newline", notice.Notice{Subject: "nl\nname.py", Message: "fell back"}, "note: nl%0Aname.py: fell back\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			printNotice(&b, tc.n)
			if b.String() != tc.want {
				t.Errorf("got %q, want %q", b.String(), tc.want)
			}
		})
	}
}
