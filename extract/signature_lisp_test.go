package extract

import "testing"

func TestLispSignature(t *testing.T) {
	tests := []struct {
		lang, nm string
		kind     Kind
		src      string
		want     string
	}{
		// The docstring and attribute map between the name and the
		// parameters are left out; metadata on the name too.
		{"clojure", "f", KindFunction, "(defn ^:private f\n  \"Doc [x].\"\n  {:added \"1.0\"}\n  [a {:keys [b]}]\n  (+ a b))", "(defn f [a {:keys [b]}]"},
		// Every arity's vector.
		{"clojure", "g", KindFunction, "(defn g \"Doc.\"\n  ([a] (g a 1))\n  ([a b] (+ a b)))", "(defn g [a] [a b]"},
		{"clojure", "area", KindMethod, "(defmethod area :circle [{:keys [r]}] (* r r))", "(defmethod area :circle [{:keys [r]}]"},
		{"clojure", "area", KindFunction, "(defmulti area \"Area.\" :shape)", "(defmulti area :shape"},
		{"clojure", "m", KindMethod, "(m [this] [this x] \"Doc.\")", "(m [this] [this x]"},
		{"clojure", "R", KindStruct, "(defrecord R [a b] P (m [_] a))", "(defrecord R [a b]"},
		{"clojure", "P", KindInterface, "(defprotocol P \"Doc.\" (m [x]))", "(defprotocol P"},
		{"clojure", "x", KindVariable, "(def ^{:doc \"d\"} x (atom {}))", "(def x"},
		{"clojure", "my.ns", KindModule, "(ns my.ns \"Doc.\" (:require [a.b :as c]))", "(ns my.ns"},
		// A string holding brackets, a character literal, a comment.
		{"clojure", "h", KindFunction, "(defn h \"(not [params])\" ; [nor these]\n [c \\[] c)", "(defn h [c \\[]"},
		{"elisp", "f", KindFunction, "(defun f (a &optional b)\n  \"Doc (with parens).\"\n  (list a b))", "(defun f (a &optional b)"},
		{"elisp", "d", KindMethod, "(cl-defmethod d :around ((e entry) x) \"Doc.\" e)", "(cl-defmethod d :around ((e entry) x)"},
		{"elisp", "m", KindFunction, "(define-derived-mode m text-mode \"M\" \"Doc.\")", "(define-derived-mode m text-mode"},
		// A globalized mode's turn-on lambda is code, not arguments.
		{"elisp", "g", KindFunction, "(define-globalized-minor-mode g m (lambda () (m 1)))", "(define-globalized-minor-mode g m"},
		{"elisp", "s", KindStruct, "(cl-defstruct (s (:constructor make-s)) \"Doc.\" a b)", "(cl-defstruct s"},
		{"elisp", "title", KindField, "(title \"untitled\" :type string :read-only t)", "title :type string"},
		{"elisp", "c", KindVariable, "(defcustom c '(1 2) \"Doc.\" :type '(repeat integer))", "(defcustom c"},
		{"elisp", "k", KindFunction, "(defun k (x) ?\\( x)", "(defun k (x)"},
	}
	for _, tc := range tests {
		if got := lispSignature(tc.lang, tc.kind, tc.nm, []byte(tc.src)); got != tc.want {
			t.Errorf("%s %q: got %q, want %q", tc.lang, tc.src, got, tc.want)
		}
	}
	if got := lispDocstring(`Say \"hi\" to \\[cmd].`); got != `Say "hi" to \[cmd].` {
		t.Errorf("lispDocstring: %q", got)
	}
}

func TestLispQuoteIsNoString(t *testing.T) {
	for _, lang := range []string{"clojure", "elisp"} {
		if quotesWithApostrophe(lang) {
			t.Errorf("%s: ' is a quote, not a string delimiter", lang)
		}
	}
}
