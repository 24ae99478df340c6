package extract_test

import (
	"context"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
)

// TestSoulForgeLanguages: every one of the 32 languages SoulForge names is
// served, by tree-sitter or by the regex tier, and yields its definition.
func TestSoulForgeLanguages(t *testing.T) {
	reg, rt := newRouter(t)
	ts := extract.BackendTreeSitter
	cases := []struct {
		name, path, src, def string
		backend              extract.Backend
	}{
		{"typescript", "a.ts", "export function area(r: number): number { return r }\n", "area", ts},
		{"javascript", "a.js", "export function area(r) { return r }\n", "area", ts},
		{"python", "a.py", "def area(r):\n    return r\n", "area", ts},
		{"go", "a.go", "package g\n\nfunc Area(r float64) float64 { return r }\n", "Area", ts},
		{"rust", "a.rs", "pub fn area(r: f64) -> f64 { r }\n", "area", ts},
		{"java", "A.java", "class Shape { double area() { return 0; } }\n", "area", ts},
		{"c", "a.c", "double area(double r) { return r; }\n", "area", ts},
		{"cpp", "a.cpp", "namespace geo { double area(double r) { return r; } }\n", "area", ts},
		{"csharp", "A.cs", "class Shape { double Area() => 0; }\n", "Area", ts},
		{"ruby", "a.rb", "def area(r)\n  r\nend\n", "area", ts},
		{"php", "a.php", "<?php\nfunction area($r) { return $r; }\n", "area", ts},
		{"swift", "a.swift", "func area(r: Double) -> Double { r }\n", "area", ts},
		{"kotlin", "a.kt", "fun area(r: Double): Double = r\n", "area", ts},
		{"scala", "a.scala", "object Geo { def area(r: Double): Double = r }\n", "area", ts},
		{"lua", "a.lua", "local function area(r) return r end\n", "area", ts},
		{"elixir", "a.ex", "defmodule Geo do\n  def area(r), do: r\nend\n", "area", ts},
		{"dart", "a.dart", "double area(double r) => r;\n", "area", ts},
		{"zig", "a.zig", "pub fn area(r: f64) f64 { return r; }\n", "area", ts},
		{"bash", "a.sh", "area() { echo \"$1\"; }\n", "area", ts},
		{"ocaml", "a.ml", "let area r = r *. r\n", "area", ts},
		{"objc", "Shape.m", "@implementation Shape\n- (double)area {\n    return 0;\n}\n@end\n", "area", ts},
		{"css", "a.css", ".area { color: red; }\n", ".area", ts},
		{"html", "a.html", "<section id=\"area\"><h1>Area</h1></section>\n", "area", ts},
		{"json", "a.json", "{\"area\": 1}\n", "area", ts},
		{"toml", "a.toml", "[area]\nr = 1\n", "area", ts},
		{"yaml", "a.yaml", "area:\n  r: 1\n", "area", ts},
		{"dockerfile", "Dockerfile", "FROM golang:1.26 AS area\nARG R=1\n", "area", ts},
		{"vue", "Area.vue", "<script setup lang=\"ts\">\nfunction area(r: number) { return r }\n</script>\n", "area", ts},
		{"rescript", "Area.res", "let area = (r) => r *. r\n", "area", ts},
		{"solidity", "Area.sol", "contract Shapes {\n    function area(uint r) public pure returns (uint) { return r; }\n}\n", "area", ts},
		{"tlaplus", "Area.tla", "---- MODULE Area ----\nArea(r) == r * r\n====\n", "Area", ts},
		{"elisp", "area.el", "(defun area (r)\n  \"Area.\"\n  (* r r))\n", "area", ts},
	}
	if len(cases) != 32 {
		t.Fatalf("%d cases, want SoulForge's 32 named languages", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := reg.Refine(reg.Detect(c.path), c.path, []byte(c.src))
			if l == nil {
				t.Fatalf("%s is not detected", c.path)
			}
			if !rt.Serves(l.ID) {
				t.Fatalf("%s (%s) is served by no tier", c.path, l.ID)
			}
			f, err := rt.Extract(context.Background(), l.ID, c.path, []byte(c.src), 5*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if f.Backend != c.backend {
				t.Errorf("%s served by %s, want %s", c.path, f.Backend, c.backend)
			}
			found := false
			for _, s := range f.Symbols {
				found = found || s.Name == c.def
			}
			if !found {
				var names []string
				for _, s := range f.Symbols {
					names = append(names, s.Kind.String()+" "+s.Name)
				}
				t.Errorf("%s: no definition %q in %v", c.path, c.def, names)
			}
		})
	}
}
