package output

import (
	"github.com/soulindex/soulindex/roles"
	"reflect"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
)

func TestHeadSections(t *testing.T) {
	tests := []struct {
		name        string
		files       map[string]string
		entries     []string
		deps        []string
		wantLibrary bool
	}{
		{
			name: "Go library with a command: root package first, examples never, std and indirect out",
			files: map[string]string{
				"go.mod":                 "module example.com/shop\n\ngo 1.22\n\nrequire (\n\tgithub.com/google/uuid v1.6.0\n\tgithub.com/stretchr/testify v1.9.0\n\tgolang.org/x/sync v0.7.0 // indirect\n)\n",
				"shop.go":                "package shop\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/google/uuid\"\n)\n\n// Order is an order.\ntype Order struct{ ID string }\n\n// New makes an order.\nfunc New() Order { fmt.Println(); return Order{ID: uuid.NewString()} }\n",
				"shop_test.go":           "package shop\n\nimport (\n\t\"testing\"\n\n\t\"github.com/stretchr/testify/require\"\n)\n\nfunc TestNew(t *testing.T) { require.NotEmpty(t, New().ID) }\n",
				"store/store.go":         "package store\n\nimport \"github.com/google/uuid\"\n\nfunc Key() string { return uuid.NewString() }\n",
				"cmd/shop/main.go":       "package main\n\nimport \"example.com/shop\"\n\nfunc main() { shop.New() }\n",
				"_examples/demo/main.go": "package main\n\nimport \"example.com/shop\"\n\nfunc main() { shop.New() }\n",
				"internal/tool/main.go":  "package main\n\nfunc main() {}\n",
			},
			entries:     []string{"shop.go (public API)", "cmd/shop/main.go (main)"},
			deps:        []string{"github.com/google/uuid (2 files)", "github.com/stretchr/testify (test only, 1 file)"},
			wantLibrary: true,
		},
		{
			name: "Go program: a main package at the module root",
			files: map[string]string{
				"go.mod":              "module example.com/tool\n\nrequire github.com/spf13/cobra v1.8.0\n",
				"main.go":             "package main\n\nimport \"github.com/spf13/cobra\"\n\nfunc main() { _ = cobra.Command{} }\n",
				"internal/run/run.go": "package run\n\nfunc Run() {}\n",
			},
			entries: []string{"main.go (main)"},
			deps:    []string{"github.com/spf13/cobra (1 file)"},
		},
		{
			name: "Python program: console script, main guard, tests demoted, dev marked",
			files: map[string]string{
				"pyproject.toml":       "[project]\nname = \"shop\"\ndependencies = [\"httpx>=0.27\", \"PyYAML\"]\n[project.optional-dependencies]\ntest = [\"pytest\"]\n[project.scripts]\nshop = \"shop.cli:main\"\n",
				"shop/__init__.py":     "\"\"\"Shop.\"\"\"\nfrom .cli import main\n",
				"shop/cli.py":          "import httpx\nimport yaml\n\ndef main():\n    httpx.get('x')\n",
				"shop/tools.py":        "import httpx\n\ndef run():\n    pass\n\nif __name__ == \"__main__\":\n    run()\n",
				"tests/test_cli.py":    "import pytest\nfrom shop.cli import main\n\nif __name__ == '__main__':\n    pytest.main()\n",
				"requirements-dev.txt": "ruff\n",
			},
			entries: []string{"shop/cli.py:main (script shop)", "shop/tools.py (__main__)", "shop/__init__.py (public API)"},
			// yaml is PyYAML's import name: no evidence, after the used
			// ones; pytest, imported by a test only, last; ruff, a dev
			// dependency no file imports, is tooling: left out.
			deps: []string{"httpx (2 files)", "PyYAML", "pytest (dev, test only, 1 file)"},
		},
		{
			name: "npm library with a bin: exports mapped from dist to src, then the command",
			files: map[string]string{
				"package.json": `{"name": "@acme/shop", "main": "./dist/index.js", "exports": {".": {"import": "./dist/index.js"}, "./cart": "./dist/cart.js"},
  "bin": {"shop": "./bin/shop.js"}, "dependencies": {"zod": "3", "react": "18"}, "devDependencies": {"vitest": "1"}}`,
				"src/index.ts":         "import { z } from 'zod';\nexport const schema = z.string();\n",
				"src/cart.ts":          "import { z } from 'zod';\nimport * as React from 'react';\nexport function cart() { return z.number(); }\n",
				"src/cart.test.ts":     "import { test } from 'vitest';\nimport { cart } from './cart';\ntest('x', () => cart());\n",
				"bin/shop.js":          "#!/usr/bin/env node\nrequire('../dist/index.js');\n",
				"examples/demo/app.ts": "import { schema } from '../../src/index';\nexport const x = schema;\n",
			},
			entries:     []string{"src/index.ts (main)", "src/cart.ts (exports ./cart)", "bin/shop.js (bin shop)"},
			deps:        []string{"zod (2 files)", "react (1 file)", "vitest (dev, test only, 1 file)"},
			wantLibrary: true,
		},
		{
			name: "Cargo: [lib] and [[bin]], dev and build dependencies",
			files: map[string]string{
				"Cargo.toml":    "[package]\nname = \"kv-store\"\n[[bin]]\nname = \"kv\"\npath = \"src/bin/kv.rs\"\n[dependencies]\nserde-json = \"1\"\n[dev-dependencies]\ntempfile = \"3\"\n[build-dependencies]\ncc = \"1\"\n",
				"src/lib.rs":    "pub mod store;\npub use store::Store;\n",
				"src/store.rs":  "use serde_json::Value;\npub struct Store { v: Value }\n",
				"src/bin/kv.rs": "use kv_store::Store;\nfn main() {}\n",
				"build.rs":      "use cc::Build;\nfn main() {}\n",
				"tests/t.rs":    "use tempfile::tempdir;\n#[test]\nfn t() {}\n",
			},
			entries:     []string{"src/lib.rs (lib)", "src/bin/kv.rs (bin kv)"},
			deps:        []string{"serde-json (1 file)", "cc (build, 1 file)", "tempfile (dev, test only, 1 file)"},
			wantLibrary: true,
		},
		{
			name: "Python: ordered by use from working files, however many tests import a dependency",
			files: map[string]string{
				"pyproject.toml":      "[project]\nname = \"shop\"\ndependencies = [\"attrs\", \"httpx\", \"hypothesis\"]\n",
				"shop/__init__.py":    "\"\"\"Shop.\"\"\"\n",
				"shop/a.py":           "import httpx\nimport attrs\n",
				"shop/b.py":           "import httpx\n",
				"tests/test_a.py":     "import attrs\nimport hypothesis\n",
				"tests/test_b.py":     "import attrs\nimport hypothesis.strategies\n",
				"tests/test_c.py":     "import attrs\nfrom hypothesis import given\n",
				"examples/example.py": "import attrs\n",
			},
			entries:     []string{"shop/__init__.py (public API)"},
			deps:        []string{"httpx (2 files)", "attrs (1 file)", "hypothesis (test only, 3 files)"},
			wantLibrary: true,
		},
		{
			name: "no manifest: one line per distribution, imported through several modules; test-only ones last",
			files: map[string]string{
				"a.py":      "import yaml\nimport yaml.constructor\nfrom yaml.nodes import Node\nimport requests\n",
				"b.py":      "from yaml.representer import R\nfrom yaml import safe_load\n",
				"c.py":      "import yaml.events\nimport requests.adapters\n",
				"test_a.py": "import pytest\nimport yaml\n",
				"test_b.py": "import pytest\nimport _pytest.fixtures\n",
				"test_c.py": "import pytest\nimport _pytest.fixtures\n",
				"x.go":      "package x\n\nimport (\n\t\"golang.org/x/net/idna\"\n\t\"golang.org/x/net/http/httpguts\"\n)\n",
				"y.go":      "package x\n\nimport \"golang.org/x/net/http2/hpack\"\n",
				"z.go":      "package x\n\nimport \"github.com/a/b/c/d\"\n",
				"w.go":      "package x\n\nimport \"github.com/a/b\"\n",
				"lib/s.ts":  "import { z } from '@scope/pkg/sub';\nimport fp from 'lodash/fp';\n",
				"lib/t.ts":  "import { y } from '@scope/pkg';\nimport _ from 'lodash';\n",
			},
			deps: []string{"yaml (3 files)", "@scope/pkg (2 files)", "github.com/a/b (2 files)", "golang.org/x/net (2 files)",
				"lodash (2 files)", "requests (2 files)", "pytest (test only, 3 files)", "_pytest (test only, 2 files)"},
		},
		{
			name: "no manifest: imports used by several files, the Go standard library left out",
			files: map[string]string{
				"a.go": "package a\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/x/y\"\n)\n\nfunc A() { fmt.Println(y.Z) }\n",
				"b.go": "package a\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/x/y\"\n)\n\nfunc B() { fmt.Println(y.Z) }\n",
			},
			deps: []string{"github.com/x/y (2 files)"},
		},
		{
			name: "no manifest: Python's and Node's standard libraries left out",
			files: map[string]string{
				"a.py":    "import os.path\nimport typing\nimport requests\nfrom collections import abc\n",
				"b.py":    "import os\nimport typing\nimport requests\nfrom collections import abc\n",
				"c.ts":    "import * as fs from 'node:fs';\nimport { join } from 'path';\nimport lodash from 'lodash';\n",
				"d.ts":    "import * as fs from 'fs/promises';\nimport { join } from 'path';\nimport lodash from 'lodash';\n",
				"util.py": "def f():\n    return 1\n",
			},
			deps: []string{"lodash (2 files)", "requests (2 files)"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, g, _ := indexRepo(t, writeRepo(t, tt.files))
			entries, deps := texts(entryPoints(res, g.Score, 6)), texts(externalDeps(res, g, 10))
			if !reflect.DeepEqual(entries, tt.entries) {
				t.Errorf("entry points\n got %q\nwant %q", entries, tt.entries)
			}
			if !reflect.DeepEqual(deps, tt.deps) {
				t.Errorf("external dependencies\n got %q\nwant %q", deps, tt.deps)
			}
			if got := roles.IsLibrary(res, roles.PublicAPI(res)); got != tt.wantLibrary {
				t.Errorf("library %v, want %v", got, tt.wantLibrary)
			}
		})
	}
}

// TestDirectoriesCount: a directory of one file reads "1 file".
func TestDirectoriesCount(t *testing.T) {
	res := &indexer.Result{Files: []*extract.File{{Path: "a/x.go"}, {Path: "a/y.go"}, {Path: "b/z.go"}}}
	got := strings.Join(texts(directories(res, nil, 12)), "; ")
	if want := "a/ (2 files); b/ (1 file)"; got != want {
		t.Errorf("directories = %q, want %q", got, want)
	}
}
