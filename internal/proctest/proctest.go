// Package proctest reads Linux's /proc for tests that check no process
// they started is left behind.
package proctest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Process is one entry of /proc.
type Process struct {
	PID  int
	Comm string // the command name, with its parentheses
	// Fields are /proc/PID/stat's fields after the command name: state,
	// ppid, pgrp, ...
	Fields []string
}

// Live reports a process that is neither a zombie nor dead (those only
// wait for a reaper).
func (p Process) Live() bool {
	return len(p.Fields) > 0 && p.Fields[0] != "Z" && p.Fields[0] != "X"
}

// PPID is the parent's pid (0 when unknown).
func (p Process) PPID() int { return p.field(1) }

// PGID is the process group (0 when unknown).
func (p Process) PGID() int { return p.field(2) }

func (p Process) field(i int) int {
	if len(p.Fields) <= i {
		return 0
	}
	n, _ := strconv.Atoi(p.Fields[i])
	return n
}

// Read returns pid's entry; ok is false when it is gone.
func Read(pid int) (p Process, ok bool) {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return Process{}, false
	}
	// pid (comm) state ppid pgrp ...: comm may hold spaces and parens, so
	// cut after the last ')'.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return Process{}, false
	}
	return Process{PID: pid, Comm: s[strings.IndexByte(s, '(') : i+1], Fields: strings.Fields(s[i+1:])}, true
}

// All lists every process.
func All() []Process {
	ents, _ := os.ReadDir("/proc")
	var out []Process
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if p, ok := Read(pid); ok {
			out = append(out, p)
		}
	}
	return out
}

// Alive reports whether pid runs (not a zombie).
func Alive(pid int) bool {
	p, ok := Read(pid)
	return ok && p.Live()
}

// Descendants lists the processes below pid, however deep, including
// those that left its process group or session.
func Descendants(pid int) []int {
	children := map[int][]int{}
	for _, p := range All() {
		children[p.PPID()] = append(children[p.PPID()], p.PID)
	}
	var out []int
	var walk func(int)
	walk = func(p int) {
		for _, c := range children[p] {
			out = append(out, c)
			walk(c)
		}
	}
	walk(pid)
	return out
}

// LiveInGroups lists the live processes whose process group is one of
// pgids.
func LiveInGroups(pgids ...int) []Process {
	want := map[int]bool{}
	for _, g := range pgids {
		want[g] = true
	}
	var out []Process
	for _, p := range All() {
		if p.Live() && want[p.PGID()] {
			out = append(out, p)
		}
	}
	return out
}
