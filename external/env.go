package external

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/internal/execpath"
	"github.com/soulindex/soulindex/internal/safefile"
)

// Env says where the sources of a repository's dependencies lie outside
// it. Every field may be empty: what cannot be found is not named.
// Nothing is ever run to find them (no `go env`, no interpreter): they
// come from the environment variables and files the tools themselves
// read.
type Env struct {
	// GoRoot is the Go installation whose src/ holds the standard library.
	GoRoot string
	// GoModCache is the module cache (GOMODCACHE).
	GoModCache string
	// PythonEnvs are Python installations or virtual environments (a
	// prefix holding lib/pythonX.Y/site-packages), searched in order.
	PythonEnvs []string
}

// maxEnvFile bounds the configuration files read here (go's env file,
// pyvenv.cfg, GOROOT/VERSION).
const maxEnvFile = 64 << 10

// DetectEnv finds the dependency sources of the repository at root:
//   - GoRoot: $GOROOT, else the installation holding the go command on
//     $PATH (symlinks resolved; never one inside the repository);
//   - GoModCache: $GOMODCACHE, else go's env file's GOMODCACHE, else
//     $GOPATH's (or the env file's, or ~/go's) first entry's pkg/mod;
//   - PythonEnvs: $VIRTUAL_ENV, then a virtual environment (pyvenv.cfg) at
//     root/.venv or root/venv.
//
// getenv reads the environment (os.Getenv outside tests).
func DetectEnv(root string, getenv func(string) string) Env {
	var e Env
	goEnv := readGoEnvFile(getenv)
	lookup := func(k string) string {
		if v := getenv(k); v != "" {
			return v
		}
		return goEnv[k]
	}
	e.GoRoot = lookup("GOROOT")
	if e.GoRoot == "" {
		e.GoRoot = goRootOfPath(getenv("PATH"), root)
	}
	if e.GoRoot != "" && !isDir(filepath.Join(e.GoRoot, "src")) {
		e.GoRoot = ""
	}
	e.GoModCache = lookup("GOMODCACHE")
	if e.GoModCache == "" {
		gopath := lookup("GOPATH")
		if first, _, _ := strings.Cut(gopath, string(filepath.ListSeparator)); first != "" {
			e.GoModCache = filepath.Join(first, "pkg", "mod")
		} else if home := getenv("HOME"); home != "" {
			e.GoModCache = filepath.Join(home, "go", "pkg", "mod")
		}
	}
	if e.GoModCache != "" && !filepath.IsAbs(e.GoModCache) {
		e.GoModCache = "" // go refuses a relative GOMODCACHE too
	}
	if v := getenv("VIRTUAL_ENV"); v != "" && filepath.IsAbs(v) {
		e.PythonEnvs = append(e.PythonEnvs, v)
	}
	for _, d := range []string{".venv", "venv"} {
		p := filepath.Join(root, d)
		if fi, err := os.Lstat(filepath.Join(p, "pyvenv.cfg")); err == nil && fi.Mode().IsRegular() {
			e.PythonEnvs = append(e.PythonEnvs, p)
		}
	}
	return e
}

// readGoEnvFile reads the settings `go env -w` writes (KEY=VALUE lines in
// $GOENV, else the user configuration directory's go/env).
func readGoEnvFile(getenv func(string) string) map[string]string {
	p := getenv("GOENV")
	if p == "off" {
		return nil
	}
	if p == "" {
		dir := getenv("XDG_CONFIG_HOME")
		if dir == "" {
			home := getenv("HOME")
			if home == "" {
				return nil
			}
			dir = filepath.Join(home, ".config")
		}
		p = filepath.Join(dir, "go", "env")
	}
	data, err := safefile.ReadFile(p, maxEnvFile)
	if err != nil {
		return nil
	}
	out := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), "=")
		if ok && k != "" && !strings.HasPrefix(k, "#") {
			out[k] = v
		}
	}
	return out
}

// goRootOfPath finds the go command on path (outside root) and returns
// the installation holding it (bin/go's parent), "" when there is none.
func goRootOfPath(path, root string) string {
	p, err := execpath.LookPath("go", path, root)
	if err != nil {
		return ""
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	if filepath.Base(filepath.Dir(p)) != "bin" {
		return ""
	}
	return filepath.Dir(filepath.Dir(p))
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// sitePackages returns the site-packages directory of a Python prefix and
// its Python version ("3.11"): the one lib/pythonX.Y/site-packages there,
// or the one pyvenv.cfg's version names when there are several.
func sitePackages(prefix string) (dir, version string) {
	matches, _ := filepath.Glob(filepath.Join(prefix, "lib", "python3.*", "site-packages"))
	sort.Strings(matches)
	want := ""
	if data, err := safefile.ReadFile(filepath.Join(prefix, "pyvenv.cfg"), maxEnvFile); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			k, v, ok := strings.Cut(line, "=")
			if k = strings.TrimSpace(k); ok && (k == "version" || k == "version_info") {
				parts := strings.SplitN(strings.TrimSpace(v), ".", 3)
				if len(parts) >= 2 {
					want = parts[0] + "." + parts[1]
				}
			}
		}
	}
	for _, m := range matches {
		v := strings.TrimPrefix(filepath.Base(filepath.Dir(m)), "python")
		if want == "" && len(matches) == 1 || v == want {
			if isDir(m) {
				return m, v
			}
		}
	}
	return "", ""
}
