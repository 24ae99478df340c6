//go:build !unix

package lsp

import "os/exec"

// Without process groups only the server itself can be killed (through
// exec.Cmd); see proc_unix.go.
func ownGroup(*exec.Cmd) {}

func killGroup(int) error { return nil }
