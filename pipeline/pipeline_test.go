package pipeline

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/external"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/notice"
)

var outputs = []string{"index.scip", "soulmap.md", "graph.json", "coverage.json"}

func readOutputs(t *testing.T, out string) map[string][]byte {
	t.Helper()
	m := map[string][]byte{}
	for _, n := range outputs {
		data, err := os.ReadFile(filepath.Join(out, n))
		if err != nil {
			t.Fatal(err)
		}
		m[n] = data
	}
	return m
}

// TestRunAndCaches: Run writes every output; a second run finds nothing
// changed and leaves them; a changed file rebuilds through the caches, and
// the result is byte-identical to a run without them.
func TestRunAndCaches(t *testing.T) {
	ctx := context.Background()
	dir := testutil.TempCopy(t, filepath.Join("testdata", "small"))
	var notices notice.List
	opts := Defaults()
	opts.Notice = notices.Sink()
	r, err := Run(ctx, dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, ".soulindex")
	if r.OutDir != out || r.UpToDate || len(r.Index.Files) != 2 {
		t.Fatalf("first run: out %s, up to date %v, %d files", r.OutDir, r.UpToDate, len(r.Index.Files))
	}
	if st := r.Stats(false); st.Files != 2 || st.Symbols == 0 || st.Languages["go"] == 0 || st.OutputsUpToDate || st.Caches != r.Caches {
		t.Errorf("stats %+v do not describe the run", st)
	}
	first := readOutputs(t, out)
	if !bytes.Contains(first["soulmap.md"], []byte("lib/cache.go")) {
		t.Errorf("Soul Map lacks lib/cache.go:\n%s", first["soulmap.md"])
	}
	r, err = Run(ctx, dir, opts)
	if err != nil || !r.UpToDate {
		t.Fatalf("second run: up to date %v, %v", r != nil && r.UpToDate, err)
	}
	for n, data := range readOutputs(t, out) {
		if !bytes.Equal(data, first[n]) {
			t.Errorf("%s changed on an up-to-date run", n)
		}
	}
	// One body changes: the graph is built incrementally, SCIP documents
	// are reused, and the bytes equal a run from source.
	main := filepath.Join(dir, "main.go")
	src, _ := os.ReadFile(main)
	if err := os.WriteFile(main, bytes.Replace(src, []byte(`"a", 1`), []byte(`"a", 2`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err = Run(ctx, dir, opts)
	if err != nil || r.UpToDate {
		t.Fatalf("third run: %v", err)
	}
	if !r.Caches.GraphIncremental || r.Caches.SCIPReused == 0 {
		t.Errorf("caches unused: %+v", r.Caches)
	}
	cached := readOutputs(t, out)
	cold := opts
	cold.NoCache, cold.Out = true, t.TempDir()
	if _, err := Run(ctx, dir, cold); err != nil {
		t.Fatal(err)
	}
	for n, data := range readOutputs(t, cold.Out) {
		if !bytes.Equal(data, cached[n]) {
			t.Errorf("%s differs with and without caches", n)
		}
	}
	if ns := notices.Notices(); len(ns) > 0 {
		t.Errorf("notices: %q", ns)
	}
}

// TestCheck: --check finds the map just written current, and a stale one
// stale, writing nothing.
func TestCheck(t *testing.T) {
	ctx := context.Background()
	dir := testutil.TempCopy(t, filepath.Join("testdata", "small"))
	opts := Defaults()
	check := opts
	check.Check = true
	if _, err := Run(ctx, dir, check); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("no map: %v", err)
	}
	if _, err := Run(ctx, dir, opts); err != nil {
		t.Fatal(err)
	}
	r, err := Run(ctx, dir, check)
	if err != nil || r.Checked != filepath.Join(dir, ".soulindex", "soulmap.md") {
		t.Fatalf("current map: %+v, %v", r, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "extra.go"), []byte("package main\n\nfunc Extra() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(filepath.Join(dir, ".soulindex", "soulmap.md"))
	if _, err := Run(ctx, dir, check); err == nil || !strings.Contains(err.Error(), "is stale") {
		t.Errorf("stale map: %v", err)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, ".soulindex", "soulmap.md")); !bytes.Equal(before, after) {
		t.Error("--check wrote the map")
	}
}

// TestFocus: --focus paths resolve to indexed files (a directory to its
// files); one naming nothing is a usage error.
func TestFocus(t *testing.T) {
	ctx := context.Background()
	dir := testutil.TempCopy(t, filepath.Join("testdata", "small"))
	opts := Defaults()
	opts.Map.Focus = []string{"lib"}
	ix, err := Extract(ctx, dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := ix.opts.Map.Focus; len(got) != 1 || got[0] != "lib/cache.go" {
		t.Errorf("focus = %v", got)
	}
	var buf bytes.Buffer
	if err := ix.WriteSoulMap(ctx, &buf); err != nil || !bytes.Contains(buf.Bytes(), []byte("lib/cache.go")) {
		t.Errorf("map: %v\n%s", err, buf.Bytes())
	}
	opts.Map.Focus = []string{"nowhere.go"}
	var ue UsageError
	if _, err := Extract(ctx, dir, opts); !errors.As(err, &ue) {
		t.Errorf("unknown focus path: %v, want a UsageError", err)
	}
}

// TestReadyTimeoutFollowsTheBound: diag's servers are waited for as long
// as --timeout leaves, not a fixed time (pyright on a loaded machine
// missed a fixed 45 s wait).
func TestReadyTimeoutFollowsTheBound(t *testing.T) {
	if got := readyTimeout(context.Background()); got != 0 {
		t.Errorf("unbounded: %s, want 0 (warm-up's default)", got)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if got := readyTimeout(ctx); got < 9*time.Minute || got > 10*time.Minute {
		t.Errorf("under a 10m bound: %s, want what is left of it", got)
	}
}

// TestDiagServersOnlyForPresentLanguages: a session is asked for the
// languages of both sides; one without any file on its side (a
// TypeScript file added since the base) needs no server there and is not
// reported as lacking one, while a language with files and no server
// known is.
func TestDiagServersOnlyForPresentLanguages(t *testing.T) {
	root := t.TempDir()
	src := diagServerSource{discovery: lsp.DiscoveryConfig{Getenv: func(string) string { return "" }, Home: t.TempDir()}}
	servers, un, err := startDiagServers(context.Background(), root, []string{"typescript", "nosuchlang"}, map[string]string{"x.nsl": "nosuchlang"}, src)
	if err != nil {
		t.Fatal(err)
	}
	defer servers.Close()
	want := []diag.Unavailable{{Language: "nosuchlang", Reason: "no language server known for nosuchlang"}}
	if !slices.Equal(un, want) {
		t.Errorf("unavailable = %+v, want %+v", un, want)
	}
}

// The outputs record vouches for unchanged outputs by stat once their
// stamps are old enough; a same-size rewrite with the mtime put back is
// still caught (ctime), and a record with racy stamps is refreshed.
func TestOutputsVouchedByStat(t *testing.T) {
	ctx := context.Background()
	dir := testutil.TempCopy(t, filepath.Join("testdata", "small"))
	opts := Defaults()
	r, err := Run(ctx, dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	key := outputsKey(r.Index, &opts, nil, startHead(ctx, dir)())
	names := outputNames(opts.Map.Format)
	if ok, hashed := checkOutputs(r.OutDir, key, names, userAuth(t)); !ok || hashed != len(names) {
		t.Fatalf("just written: up to date %t after hashing %d, want true after hashing all %d (racy stamps)", ok, hashed, len(names))
	}
	// Outputs older than the racy window are refreshed into the record,
	// then vouched for by stat alone.
	time.Sleep(time.Duration(filestamp.RacyWindow) + 100*time.Millisecond)
	if ok, hashed := checkOutputs(r.OutDir, key, names, userAuth(t)); !ok || hashed != len(names) {
		t.Fatalf("aged: up to date %t after hashing %d", ok, hashed)
	}
	if ok, hashed := checkOutputs(r.OutDir, key, names, userAuth(t)); !ok || hashed != 0 {
		t.Fatalf("after the refresh: up to date %t after hashing %d, want none hashed", ok, hashed)
	}
	// Same size, mtime put back: ctime differs, so it is read and caught.
	scip := filepath.Join(r.OutDir, "index.scip")
	fi, err := os.Stat(scip)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(scip)
	data[len(data)/2] ^= 0xff
	if err := os.WriteFile(scip, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(scip, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if ok, _ := checkOutputs(r.OutDir, key, names, userAuth(t)); ok {
		t.Fatal("a rewritten index.scip with its size and mtime kept passed as up to date")
	}
	if r, err = Run(ctx, dir, opts); err != nil || r.UpToDate {
		t.Fatalf("run after the rewrite: up to date %v, %v", r != nil && r.UpToDate, err)
	}
}

// TestOutsideUnchanged: the outputs record vouches for the dependencies'
// sources the SCIP index was built from only while each keeps its stamp,
// old enough to vouch for its content, and none appears where none was.
func TestOutsideUnchanged(t *testing.T) {
	dir := t.TempDir()
	src, gone := filepath.Join(dir, "src.go"), filepath.Join(dir, "gone")
	if err := os.WriteFile(src, []byte("package x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(src)
	if err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Hour).UnixNano() // the record's check, well after the stamps
	rec := outputsRecord{Checked: later, Outside: map[string]filestamp.Stamp{src: filestamp.Of(fi), gone: external.Absent()}}
	if !outsideUnchanged(rec) {
		t.Fatal("unchanged sources not vouched for")
	}
	racy := rec
	racy.Checked = fi.ModTime().UnixNano()
	if outsideUnchanged(racy) {
		t.Error("a source stamped within the racy window of the check was vouched for")
	}
	if err := os.WriteFile(gone, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if outsideUnchanged(rec) {
		t.Error("a file appearing where none was passed")
	}
	if err := os.Remove(gone); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, []byte("package x // changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if outsideUnchanged(rec) {
		t.Error("a changed source passed")
	}
}

// TestRunNamesDependencies: a run names the references into dependencies
// found where Options.Dependencies says, and records those sources in the
// outputs record.
func TestRunNamesDependencies(t *testing.T) {
	ctx := context.Background()
	dir := testutil.TempCopy(t, filepath.Join("testdata", "small"))
	env := t.TempDir()
	testutil.WriteTree(t, env, map[string]string{"src/strings/strings.go": "package strings\n\nfunc ToUpper(s string) string { return s }\n"})
	main := filepath.Join(dir, "main.go")
	if err := os.WriteFile(main, []byte("package main\n\nimport \"strings\"\n\nfunc main() { println(strings.ToUpper(\"a\")) }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	opts := Defaults()
	opts.Dependencies = &external.Env{GoRoot: env}
	r, err := Run(ctx, dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	idx, err := os.ReadFile(filepath.Join(r.OutDir, "index.scip"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(idx, []byte("strings/ToUpper().")) {
		t.Error("index.scip does not name strings.ToUpper")
	}
	rec, err := os.ReadFile(filepath.Join(cacheDir(r.OutDir), outputsRecordName))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(rec, []byte(filepath.Join(env, "src", "strings", "strings.go"))) {
		t.Errorf("the outputs record does not hold the source read:\n%s", rec)
	}
}
