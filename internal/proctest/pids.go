package proctest

import (
	"os/exec"
	"testing"
)

// LivePID starts a child that lives until the test ends and returns its
// pid: a process that certainly exists, for code that tells live pids
// from dead ones.
func LivePID(t testing.TB) int {
	t.Helper()
	cmd := exec.Command("sleep", "3600")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd.Process.Pid
}

// DeadPID returns the pid of a child that has exited and been reaped.
func DeadPID(t testing.TB) int {
	t.Helper()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}
