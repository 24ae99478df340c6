package main

import (
	"flag"
	"io"
	"testing"

	"github.com/soulindex/soulindex/config"
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
