package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// unusedRepo is a small Go program: main calls Used; Dead and Hook are
// called by nothing.
func unusedRepo(t *testing.T, config string) string {
	t.Helper()
	root := t.TempDir()
	write(t, root, "go.mod", []byte("module example.com/app\n\ngo 1.22\n"))
	write(t, root, "main.go", []byte("package main\n\nimport \"example.com/app/internal/lib\"\n\nfunc main() { lib.Used() }\n"))
	write(t, root, "internal/lib/lib.go", []byte("package lib\n\n// Used is called by main.\nfunc Used() {}\n\n// Dead is called by nothing.\nfunc Dead() {}\n\n// Hook is run by a framework.\nfunc Hook() {}\n"))
	if config != "" {
		write(t, root, ".soulindex.toml", []byte(config))
	}
	return root
}

// TestUnusedCommand: the text and JSON reports, --fail-on-unused's exit
// code, and [unused] keep.
func TestUnusedCommand(t *testing.T) {
	tests := []struct {
		name     string
		config   string
		args     []string
		code     int
		wantOut  []string
		wantNot  []string
		wantJSON []string // names reported, with --json
	}{
		{"text report", "", nil, exitOK,
			[]string{"internal/lib/lib.go:7:6: function Dead  func Dead()", "internal/lib/lib.go:10:6: function Hook"}, []string{"Used"}, nil},
		{"gate fails on findings", "", []string{"--fail-on-unused"}, exitFailure, []string{"Dead"}, nil, nil},
		{"kept by the configuration", "[unused]\nkeep = [\"Hook\"]\n", nil, exitOK, []string{"Dead"}, []string{"Hook"}, nil},
		{"gate passes when everything is kept", "[unused]\nkeep = [\"internal/\"]\n", []string{"--fail-on-unused"}, exitOK, nil, []string{"Dead", "Hook"}, nil},
		{"json", "", []string{"--json"}, exitOK, nil, nil, []string{"Dead", "Hook"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := unusedRepo(t, tt.config)
			r := soulindex(t, append(append([]string{"unused"}, tt.args...), root)...)
			if r.code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, tt.code, r.stdout, r.stderr)
			}
			for _, w := range tt.wantOut {
				if !strings.Contains(r.stdout, w) {
					t.Errorf("stdout lacks %q:\n%s", w, r.stdout)
				}
			}
			for _, w := range tt.wantNot {
				if strings.Contains(r.stdout, w) {
					t.Errorf("stdout has %q:\n%s", w, r.stdout)
				}
			}
			if tt.wantJSON != nil {
				var rep struct {
					Library bool `json:"library"`
					Unused  []struct {
						Path, Name string
						Line       int
					} `json:"unused"`
				}
				if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
					t.Fatalf("--json: %v\n%s", err, r.stdout)
				}
				var names []string
				for _, u := range rep.Unused {
					names = append(names, u.Name)
				}
				if strings.Join(names, ",") != strings.Join(tt.wantJSON, ",") || rep.Library {
					t.Errorf("--json reports %v (library %t), want %v in a program", names, rep.Library, tt.wantJSON)
				}
			}
			if !strings.Contains(r.stderr, "the repository is a program") {
				t.Errorf("stderr lacks the summary:\n%s", r.stderr)
			}
		})
	}
}

// TestUnusedLSP confirms findings with the real gopls: a function whose
// only caller lies in a file the index skips (over --max-file-size) is
// used as gopls sees it and leaves the report; the others are confirmed.
func TestUnusedLSP(t *testing.T) {
	goplsTool(t)
	root := unusedRepo(t, "")
	big := "package main\n\nimport \"example.com/app/internal/lib\"\n\nfunc init() { lib.Hook() }\n\n// " + strings.Repeat("x", 2048) + "\n"
	write(t, root, "big.go", []byte(big))
	r := soulindex(t, "unused", "--lsp", "--max-file-size", "1K", "--json", root)
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	var rep struct {
		Unused []struct {
			Name, Confirmed string
		} `json:"unused"`
		Languages []struct {
			Kept map[string]int `json:"kept"`
		} `json:"languages"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("--json: %v\n%s", err, r.stdout)
	}
	if len(rep.Unused) != 1 || rep.Unused[0].Name != "Dead" || rep.Unused[0].Confirmed != "lsp" {
		t.Errorf("reported %+v, want only Dead, confirmed by lsp\nstderr: %s", rep.Unused, r.stderr)
	}
	if len(rep.Languages) != 1 || rep.Languages[0].Kept["referenced by the server"] != 1 {
		t.Errorf("languages %+v, want Hook kept as referenced by the server", rep.Languages)
	}
}
