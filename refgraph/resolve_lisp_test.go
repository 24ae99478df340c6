package refgraph_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/soulindex/soulindex/refgraph"
)

// buildTree writes files (path → source) under a temporary directory,
// indexes it and builds its graph.
func buildTree(t *testing.T, files map[string]string) *refgraph.Graph {
	t.Helper()
	dir := t.TempDir()
	for p, src := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res := index(t, dir)
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// importTargets lists, per import source of file p, the files it resolved to.
func importTargets(t *testing.T, g *refgraph.Graph, p string) map[string][]string {
	t.Helper()
	i := fileIdx(t, g, p)
	out := map[string][]string{}
	for k, im := range g.Files[i].Imports {
		out[im.Source] = paths(g, g.Imports[i][k])
	}
	return out
}

func TestClojureImports(t *testing.T) {
	g := buildTree(t, map[string]string{
		"src/shop/cart_items.clj": `(ns shop.cart-items
  "Items.")
(defn total [items] (reduce + items))
(defn- secret [] 1)
(def tax-rate 0.2)
`,
		"src/shop/ui.cljs": `(ns shop.ui)
(defn render [x] x)
`,
		"src/shop/ui.clj": `(ns shop.ui)
(defn render [x] (str x))
`,
		"test/shop/cart_items_test.clj": `(ns shop.cart-items-test
  (:require [clojure.test :refer [deftest is]]
            [shop.cart-items :as items :refer [tax-rate]]
            [shop.ui :refer :all]))
(deftest total-test
  (is (= 3 (items/total [1 2])))
  (is (= 0.2 tax-rate))
  (render (shop.cart-items/total [])))
(defn total [x] (Math/abs x))
`,
		"src/shop/app.cljs": `(ns shop.app
  (:require [shop.ui :as ui]
            [shop.missing :as m]))
(defn start [] (ui/render (m/go)))
`,
		"scripts/nons.clj": `(require '[shop.cart-items :as c])
(c/total [1])
`,
	})
	for file, want := range map[string]map[string][]string{
		"test/shop/cart_items_test.clj": {"clojure.test": {}, "shop.cart-items": {"src/shop/cart_items.clj"}, "shop.ui": {"src/shop/ui.clj"}},
		"src/shop/app.cljs":             {"shop.ui": {"src/shop/ui.cljs"}, "shop.missing": {}},
		"scripts/nons.clj":              {"shop.cart-items": {"src/shop/cart_items.clj"}},
	} {
		got := importTargets(t, g, file)
		for src, w := range want {
			if !slices.Equal(got[src], w) {
				t.Errorf("%s: require %s resolves to %v, want %v", file, src, got[src], w)
			}
		}
	}
	checkTargets(t, g, []targetWant{
		// alias/name through :as, ns.name/name through the namespace.
		{"test/shop/cart_items_test.clj", 6, "total", 0, "src/shop/cart_items.clj#total"},
		{"test/shop/cart_items_test.clj", 8, "total", 0, "src/shop/cart_items.clj#total"},
		// :refer names, :refer :all.
		{"test/shop/cart_items_test.clj", 7, "tax-rate", 0, "src/shop/cart_items.clj#tax-rate"},
		{"test/shop/cart_items_test.clj", 8, "render", 0, "src/shop/ui.clj#render"},
		// Java interop is no member of anything.
		{"test/shop/cart_items_test.clj", 9, "abs", 0, ""},
		// The dialect's file.
		{"src/shop/app.cljs", 4, "render", 0, "src/shop/ui.cljs#render"},
		{"src/shop/app.cljs", 4, "go", 0, ""},
		{"scripts/nons.clj", 2, "total", 0, "src/shop/cart_items.clj#total"},
	})
}

func TestClojureImportByPath(t *testing.T) {
	// No ns form: the path, with - as _, under any root.
	g := buildTree(t, map[string]string{
		"lib/my_util/text_fmt.clj": "(defn pad [s] s)\n",
		"main.clj":                 "(ns main (:require [my-util.text-fmt :as tf]))\n(tf/pad \"x\")\n",
	})
	if got := importTargets(t, g, "main.clj")["my-util.text-fmt"]; !slices.Equal(got, []string{"lib/my_util/text_fmt.clj"}) {
		t.Errorf("my-util.text-fmt resolves to %v", got)
	}
	checkTargets(t, g, []targetWant{{"main.clj", 2, "pad", 0, "lib/my_util/text_fmt.clj#pad"}})
}

func TestElispImports(t *testing.T) {
	g := buildTree(t, map[string]string{
		"lisp/notes-core.el": `;;; notes-core.el --- Core
(defun notes-core-open (file) "Open FILE." file)
(defvar notes-core--cache nil)
(provide 'notes-core)
`,
		"lisp/notes.el": `;;; notes.el --- Notes
(require 'notes-core)
(require 'notes-compat)
(require 'cl-lib)
(defun notes-run (file)
  (let ((notes-core-open 1)) notes-core-open)
  (notes-core-open file))
(provide 'notes)
`,
		// Provided under another name than its file's.
		"lisp/compat/notes-compat-impl.el": "(defun notes-compat-fn () 1)\n(provide 'notes-compat)\n",
		// Two files named alike: the one in the requiring file's directory.
		"test/notes-test.el":        "(require 'notes-helpers)\n(notes-h)\n",
		"test/notes-helpers.el":     "(defun notes-h () 1)\n",
		"vendor/x/notes-helpers.el": "(defun notes-h () 2)\n",
	})
	for file, want := range map[string]map[string][]string{
		"lisp/notes.el":      {"notes-core": {"lisp/notes-core.el"}, "notes-compat": {"lisp/compat/notes-compat-impl.el"}, "cl-lib": {}},
		"test/notes-test.el": {"notes-helpers": {"test/notes-helpers.el"}},
	} {
		got := importTargets(t, g, file)
		for src, w := range want {
			if !slices.Equal(got[src], w) {
				t.Errorf("%s: require %s resolves to %v, want %v", file, src, got[src], w)
			}
		}
	}
	checkTargets(t, g, []targetWant{
		{"lisp/notes.el", 7, "notes-core-open", 0, "lisp/notes-core.el#notes-core-open"},
		// Bound by let: a local, not the function.
		{"lisp/notes.el", 6, "notes-core-open", 1, ""},
		{"test/notes-test.el", 2, "notes-h", 0, "test/notes-helpers.el#notes-h"},
	})
}
