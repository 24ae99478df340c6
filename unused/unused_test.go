package unused_test

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/unused"
)

// find indexes files and runs Find with opts (Source and Strings filled
// in), returning every checked definition's status by "path:name" (the
// container prefixed, "path:T.name", for members).
func find(t *testing.T, files map[string]string, opts unused.Options) (map[string]string, unused.Report) {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, _ := indextest.Index(t, dir, indexer.Options{Jobs: 2})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	opts.Explain = true
	opts.Source = func(rel string) ([]byte, error) { return os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel))) }
	opts.Strings = extract.NewRegex().StringWords
	rep := unused.Find(res, g, opts)
	got := map[string]string{}
	for _, c := range rep.Checked {
		name := c.Name
		if c.Container != "" {
			name = c.Container + "." + name
		}
		got[c.Path+":"+name] = c.Status
	}
	return got, rep
}

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

// TestKeepRules: one repository per rule; each names the status of the
// definitions it is about (the others may be anything).
func TestKeepRules(t *testing.T) {
	const gomod = "module example.com/m\n\ngo 1.22\n"
	tests := []struct {
		name  string
		files map[string]string
		opts  unused.Options
		want  map[string]string
	}{
		{"go: referenced and unused, in a program", map[string]string{
			"go.mod":      gomod,
			"main.go":     "package main\n\nimport \"example.com/m/lib\"\n\nfunc main() { lib.Used() }\n",
			"lib/lib.go":  "package lib\n\n// Used is called by main.\nfunc Used() {}\n\n// Dead is called by nothing.\nfunc Dead() {}\n\nfunc helper() {}\n",
			"lib/more.go": "package lib\n\nconst Limit = 3\n\nvar Table = map[string]int{}\n",
		}, unused.Options{Library: no()}, map[string]string{
			"lib/lib.go:Used": "referenced", "lib/lib.go:Dead": "unused",
			"lib/more.go:Limit": "unused", "lib/more.go:Table": "unused",
		}},
		{"go: a library's API is kept, its internal packages are not", map[string]string{
			"go.mod":                gomod,
			"api.go":                "package m\n\n// Open is the API.\nfunc Open() {}\n",
			"internal/impl/impl.go": "package impl\n\nfunc Spare() {}\n",
		}, unused.Options{Library: yes()}, map[string]string{
			"api.go:Open": "library API", "internal/impl/impl.go:Spare": "unused",
		}},
		{"go: interface methods, protocols, tests, other platforms", map[string]string{
			"go.mod":           gomod,
			"shape.go":         "package m\n\ntype Shape interface{ Area() float64 }\n\ntype Sq struct{ s float64 }\n\nfunc (q Sq) Area() float64 { return q.s * q.s }\n\nfunc (q Sq) String() string { return \"sq\" }\n\nfunc (q Sq) Extra() int { return 1 }\n\nfunc use(s Shape) float64 { return s.Area() }\n\nvar _ = use\n\ntype Other struct{}\n\nfunc (Other) Area() int { return 0 }\n",
			"shape_test.go":    "package m\n\nimport \"testing\"\n\nfunc TestArea(t *testing.T) {}\n\nfunc Helper() {}\n",
			"sys_windows.go":   "package m\n\nfunc WinOnly() {}\n",
			"sys_other.go":     "//go:build plan9\n\npackage m\n\nfunc Plan9Only() {}\n",
			"cmd/tool/main.go": "package main\n\nfunc main() {}\n",
		}, unused.Options{Library: no()}, map[string]string{
			"shape.go:Sq.Area": "interface method", "shape.go:Sq.String": "language protocol", "shape.go:Sq.Extra": "unused",
			"shape.go:Other.Area":    "unused", // not Shape's Area: another signature
			"shape_test.go:TestArea": "not working code", "shape_test.go:Helper": "not working code",
			"sys_windows.go:WinOnly": "other platform", "sys_other.go:Plan9Only": "other platform",
		}},
		{"go: a method called through an untyped receiver keeps its name", map[string]string{
			"go.mod": gomod,
			"a.go":   "package m\n\ntype A struct{}\n\nfunc (A) Flush() {}\n\nfunc (A) Drain() {}\n\ntype B struct{}\n\nfunc (B) Drain() {}\n",
			"b.go":   "package m\n\nimport \"example.org/ext\"\n\nfunc run() { ext.Get().Drain() }\n\nvar _ = run\n",
		}, unused.Options{Library: no()}, map[string]string{
			"a.go:A.Drain": "name used", "a.go:B.Drain": "name used", // ext.Get() has no known type: it may be either
		}},
		{"python: __all__, decorators, dunders, overrides, strings, untyped members", map[string]string{
			"pkg/__init__.py": "",
			"pkg/api.py":      "from flask import Flask\nfrom django.views import View\n\n__all__ = [\"listed\"]\n\napp = Flask(__name__)\n\n\ndef listed():\n    pass\n\n\n@app.route(\"/\")\ndef index():\n    pass\n\n\nclass Page(View):\n    def get(self, request):\n        pass\n\n    def __repr__(self):\n        return \"Page\"\n\n\nclass Base:\n    def render(self):\n        pass\n\n    def spare(self):\n        pass\n\n\nclass Child(Base):\n    def render(self):\n        pass\n\n\ndef by_name():\n    pass\n\n\ndef through_member():\n    pass\n\n\ndef dead():\n    \"\"\"Nothing calls dead, though this docstring names it.\"\"\"\n",
			"pkg/main.py":     "import pkg.api\nfrom pkg.api import Child\n\n\ndef run(x):\n    Child().render()\n    getattr(pkg.api, \"by_name\")()\n    x.through_member()\n",
			"pkg/user.py":     "from pkg import main\n\nmain.run(None)\n",
		}, unused.Options{Library: no()}, map[string]string{
			"pkg/api.py:listed": "__all__", "pkg/api.py:index": "decorated", "pkg/api.py:Page.get": "override",
			"pkg/api.py:Page.__repr__": "language protocol", "pkg/api.py:Base.render": "override",
			"pkg/api.py:Base.spare": "unused", "pkg/api.py:by_name": "named in a string",
			"pkg/api.py:through_member": "name used", "pkg/api.py:dead": "unused",
		}},
		{"python: console scripts and modules nothing imports are entry points", map[string]string{
			"pyproject.toml":   "[project]\nname = \"tool\"\nversion = \"1.0\"\n\n[project.scripts]\ntool = \"tool.cli:main\"\n",
			"tool/__init__.py": "",
			"tool/cli.py":      "def main():\n    pass\n\n\ndef spare():\n    pass\n",
			"tool/lib.py":      "def helper():\n    pass\n",
			"tool/app.py":      "from tool.lib import helper\nfrom tool import cli\n\nhelper()\n",
			"scripts/once.py":  "def run_once():\n    pass\n",
		}, unused.Options{Library: no()}, map[string]string{
			"tool/cli.py:main": "entry point", "tool/cli.py:spare": "unused", "tool/lib.py:helper": "referenced",
			"scripts/once.py:run_once": "entry point",
		}},
		{"typescript: imports under another name, package.json entries, interfaces", map[string]string{
			"package.json": "{\"name\": \"lib\", \"version\": \"1.0.0\", \"main\": \"dist/index.js\"}",
			"src/index.ts": "export { shown } from './util';\nexport function entry(): void {}\n",
			"src/util.ts":  "export function shown(): void {}\nexport function renamed(): void {}\nexport function dead(): void {}\nexport interface Runner { run(): void }\nexport class Job implements Runner { run(): void {} spare(): void {} }\n",
			"src/user.ts":  "import { renamed as r, Job } from './util';\nr();\nnew Job();\n",
			"src/other.ts": "import './user';\n",
			"src/top.ts":   "import './other';\n",
		}, unused.Options{Library: no()}, map[string]string{
			"src/util.ts:renamed": "referenced", "src/util.ts:dead": "unused",
			"src/util.ts:Job.run": "interface method", "src/util.ts:Job.spare": "unused",
			"src/index.ts:entry": "entry point",
		}},
		{"typescript: a library's entry re-exports are API", map[string]string{
			"package.json": "{\"name\": \"lib\", \"version\": \"1.0.0\", \"main\": \"dist/index.js\"}",
			"src/index.ts": "export * from './util';\n",
			"src/util.ts":  "export function shown(): void {}\n",
			"src/deep.ts":  "export function hidden(): void {}\n",
			"src/use.ts":   "import { hidden } from './deep';\nhidden;\nexport function alsoDead(): void {}\n",
			"src/top.ts":   "import './use';\n",
		}, unused.Options{Library: yes()}, map[string]string{
			"src/util.ts:shown": "library API", "src/use.ts:alsoDead": "unused",
		}},
		{"[unused] keep: path patterns and name patterns", map[string]string{
			"go.mod":         gomod,
			"hooks/hooks.go": "package hooks\n\nfunc OnStart() {}\n\nfunc Plain() {}\n",
			"handlers/h.go":  "package handlers\n\nfunc Serve() {}\n",
			"model/model.go": "package model\n\ntype T struct{}\n\nfunc (T) Validate() {}\n\nfunc (T) Other() {}\n",
		}, unused.Options{Library: no(), Keep: []string{"On*", "handlers/", "T.Validate"}}, map[string]string{
			"hooks/hooks.go:OnStart": "[unused] keep", "hooks/hooks.go:Plain": "unused",
			"handlers/h.go:Serve": "[unused] keep", "model/model.go:T.Validate": "[unused] keep", "model/model.go:T.Other": "unused",
		}},
		{"a data file naming a definition keeps it", map[string]string{
			"go.mod":      gomod,
			"jobs/job.go": "package jobs\n\nfunc Nightly() {}\n\nfunc Weekly() {}\n",
			"jobs.yaml":   "schedule:\n  - task: Nightly\n",
		}, unused.Options{Library: no()}, map[string]string{
			"jobs/job.go:Nightly": "named in a string", "jobs/job.go:Weekly": "unused",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, rep := find(t, tt.files, tt.opts)
			for k, want := range tt.want {
				if got[k] != want {
					t.Errorf("%s: %q, want %q", k, got[k], want)
				}
			}
			// Findings are exactly the checked definitions with status unused.
			var fromChecked, fromFindings []string
			for _, c := range rep.Checked {
				if c.Status == unused.StatusUnused {
					fromChecked = append(fromChecked, c.Path+":"+c.Name)
				}
			}
			for _, f := range rep.Findings {
				fromFindings = append(fromFindings, f.Path+":"+f.Name)
			}
			sort.Strings(fromChecked)
			sort.Strings(fromFindings)
			if strings.Join(fromChecked, ",") != strings.Join(fromFindings, ",") {
				t.Errorf("findings %v, checked as unused %v", fromFindings, fromChecked)
			}
			if t.Failed() {
				t.Logf("every status: %v", got)
			}
		})
	}
}
