package main

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// slurmCluster is a one-node Slurm cluster private to a test: its own
// munge key and socket, ports, state and spool directories; stopped at
// cleanup.
type slurmCluster struct {
	dir   string
	env   []string
	procs []*exec.Cmd
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// startSlurm starts munged, slurmctld and slurmd, and waits (generously:
// a loaded machine is slow to start them) until the node is idle.
func startSlurm(t *testing.T, ctx context.Context) *slurmCluster {
	t.Helper()
	for _, tool := range []string{"munged", "slurmctld", "slurmd", "sbatch", "sinfo", "scontrol"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("SOULINDEX_REQUIRE_TOOLS") == "1" {
				t.Fatalf("%s is not on PATH and SOULINDEX_REQUIRE_TOOLS=1 (apt-get install slurm-wlm)", tool)
			}
			t.Skipf("%s is not on PATH (apt-get install slurm-wlm): the Slurm flow is not tested", tool)
		}
	}
	host, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	u, err := user.Current()
	if err != nil {
		t.Fatal(err)
	}
	// The addresses are given, so the host name need not resolve (CI
	// containers). Unix socket paths are short: the cluster lives
	// directly in /tmp.
	dir, err := os.MkdirTemp("", "si-slurm-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	for _, d := range []string{"state", "spool"} {
		os.MkdirAll(filepath.Join(dir, d), 0o755)
	}
	key := make([]byte, 1024)
	f, _ := os.Open("/dev/urandom")
	f.Read(key)
	f.Close()
	if err := os.WriteFile(filepath.Join(dir, "munge.key"), key, 0o400); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(dir, "munge.sock")
	conf := fmt.Sprintf(`ClusterName=soulindex
SlurmctldHost=%[1]s(127.0.0.1)
SlurmUser=%[2]s
SlurmdUser=%[2]s
SlurmctldPort=%[3]d
SlurmdPort=%[4]d
AuthType=auth/munge
AuthInfo=socket=%[5]s
CredType=cred/munge
StateSaveLocation=%[6]s/state
SlurmdSpoolDir=%[6]s/spool
SlurmctldPidFile=%[6]s/slurmctld.pid
SlurmdPidFile=%[6]s/slurmd.pid
SlurmctldLogFile=%[6]s/slurmctld.log
SlurmdLogFile=%[6]s/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
NodeName=%[1]s NodeAddr=127.0.0.1 CPUs=2 RealMemory=1000 State=UNKNOWN
PartitionName=batch Nodes=ALL Default=YES MaxTime=INFINITE State=UP
`, host, u.Username, freePort(t), freePort(t), sock, dir)
	confPath := filepath.Join(dir, "slurm.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	c := &slurmCluster{dir: dir, env: append(os.Environ(), "SLURM_CONF="+confPath)}
	t.Cleanup(c.stop)
	c.start(t, ctx, "munged", "--foreground", "--force", "--key-file="+filepath.Join(dir, "munge.key"), "--socket="+sock,
		"--pid-file="+filepath.Join(dir, "munged.pid"), "--log-file="+filepath.Join(dir, "munged.log"), "--seed-file="+filepath.Join(dir, "munge.seed"))
	c.waitFor(t, ctx, "munged's socket", func() bool { _, err := os.Stat(sock); return err == nil })
	c.start(t, ctx, "slurmctld", "-D", "-i", "-f", confPath)
	c.start(t, ctx, "slurmd", "-D", "-f", confPath)
	c.waitFor(t, ctx, "the node to be idle", func() bool {
		out, err := c.cmd(ctx, "sinfo", "-h", "-o", "%t").Output()
		return err == nil && strings.TrimSpace(string(out)) == "idle"
	})
	return c
}

func (c *slurmCluster) cmd(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = c.env
	return cmd
}

func (c *slurmCluster) start(t *testing.T, ctx context.Context, name string, args ...string) {
	t.Helper()
	cmd := c.cmd(ctx, name, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	c.procs = append(c.procs, cmd)
}

// waitFor polls cond until it holds, for at most 3 minutes.
func (c *slurmCluster) waitFor(t *testing.T, ctx context.Context, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for !cond() {
		if time.Now().After(deadline) || ctx.Err() != nil {
			logs, _ := os.ReadFile(filepath.Join(c.dir, "slurmctld.log"))
			t.Fatalf("waited 3 minutes for %s; slurmctld.log ends:\n%s", what, tail(string(logs), 20))
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func (c *slurmCluster) stop() {
	for i := len(c.procs) - 1; i >= 0; i-- {
		p := c.procs[i]
		if p.Process != nil {
			p.Process.Signal(os.Interrupt)
			done := make(chan struct{})
			go func() { p.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(30 * time.Second):
				p.Process.Kill()
				<-done
			}
		}
	}
}

// sbatch submits a job and returns its id.
func (c *slurmCluster) sbatch(t *testing.T, ctx context.Context, args ...string) string {
	t.Helper()
	out, err := c.cmd(ctx, "sbatch", append([]string{"--parsable"}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("sbatch %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

// jobState waits until the job has ended and returns its state.
func (c *slurmCluster) jobState(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	var state string
	c.waitFor(t, ctx, "job "+id+" to end", func() bool {
		out, err := c.cmd(ctx, "scontrol", "show", "job", id).Output()
		if err != nil {
			return false
		}
		for _, f := range strings.Fields(string(out)) {
			if s, ok := strings.CutPrefix(f, "JobState="); ok {
				state = s
			}
		}
		switch state {
		case "COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY":
			return true
		}
		return false
	})
	return state
}

// TestSlurmShardsAndMerge runs the sharded flow on a real Slurm cluster:
// an array job indexes three shards, a job depending on it merges them,
// and the outputs equal a one-machine run's. A second array whose task 2
// fails is merged (afterany) by a job that fails naming the missing slice.
func TestSlurmShardsAndMerge(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Slurm cluster (-short)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	c := startSlurm(t, ctx)
	repo := shardTrees(t)["goroot"]
	one := filepath.Join(t.TempDir(), "one")
	if r := soulindex(t, "index", "--quiet", "--no-cache", "--out", one, repo); r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}

	work := filepath.Join(c.dir, "work")
	os.MkdirAll(work, 0o755)
	shardJob := filepath.Join(work, "shard.sh")
	script := fmt.Sprintf("#!/bin/sh\nset -e\nif [ \"$FAIL_TASK\" = \"$SLURM_ARRAY_TASK_ID\" ]; then echo 'task failed on purpose' >&2; exit 1; fi\nexec %s index --quiet --shard \"$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT\" --out \"$SHARDS/$SLURM_ARRAY_TASK_ID\" %s\n", binPath, repo)
	if err := os.WriteFile(shardJob, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	merge := func(shards, out string) string {
		return fmt.Sprintf("%s merge --quiet --dir %s --out %s %s/1 %s/2 %s/3", binPath, repo, out, shards, shards, shards)
	}

	// The whole flow.
	shards := filepath.Join(work, "shards")
	arr := c.sbatch(t, ctx, "--array=1-3", "--export=ALL,SHARDS="+shards, "-o", filepath.Join(work, "shard-%a.log"), shardJob)
	merged := filepath.Join(work, "merged")
	mj := c.sbatch(t, ctx, "--dependency=afterok:"+arr, "-o", filepath.Join(work, "merge.log"), "--wrap", merge(shards, merged))
	if st := c.jobState(t, ctx, mj); st != "COMPLETED" {
		log, _ := os.ReadFile(filepath.Join(work, "merge.log"))
		t.Fatalf("merge job %s: %s\n%s", mj, st, log)
	}
	for _, o := range mergedOutputs {
		a, _ := os.ReadFile(filepath.Join(one, o))
		b, err := os.ReadFile(filepath.Join(merged, o))
		if err != nil || len(a) == 0 || !bytes.Equal(a, b) {
			t.Errorf("%s from Slurm differs from the one-machine run (%d vs %d bytes, %v)", o, len(a), len(b), err)
		}
	}

	// A failed shard: the merge (after any end) names it and writes nothing.
	bad := filepath.Join(work, "bad")
	arr = c.sbatch(t, ctx, "--array=1-3", "--export=ALL,FAIL_TASK=2,SHARDS="+bad, "-o", filepath.Join(work, "bad-%a.log"), shardJob)
	badOut := filepath.Join(work, "bad-merged")
	mj = c.sbatch(t, ctx, "--dependency=afterany:"+arr, "-o", filepath.Join(work, "bad-merge.log"), "--wrap", merge(bad, badOut))
	if st := c.jobState(t, ctx, mj); st != "FAILED" {
		t.Errorf("merge of a failed shard: job state %s, want FAILED", st)
	}
	log, _ := os.ReadFile(filepath.Join(work, "bad-merge.log"))
	if !strings.Contains(string(log), bad+"/2: no such shard directory") {
		t.Errorf("the merge log does not name the failed shard:\n%s", log)
	}
	if _, err := os.Stat(badOut); !os.IsNotExist(err) {
		t.Errorf("a failed merge created %s", badOut)
	}
}
