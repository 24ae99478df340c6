package extract_test

import "testing"

// TestClojureLocalBindings checks Clojure's binding forms as Dump prints
// the references: parameter vectors of every arity, destructuring
// vectors and maps (:keys, :as, symbol keys, :or), let names visible
// after their own value, for and doseq's :let and :when, fn names,
// letfn (its functions see each other), a record's fields inside its
// methods, #_ discarded forms (no references); and
// alias/name as a member with its qualifier.
func TestClojureLocalBindings(t *testing.T) {
	src := `(ns app.core (:require [app.util :as u]))
(defn f
  ([a] (f a 1))
  ([a [b c] {:keys [d] :as m, e :e, :or {d 0}} & more]
   (let [x (u/g a) a (inc a) #_ skipped y x]
     (list a b c d e m more x y))))
(for [i (range 3) :let [j (* i i)] :when (odd? j)] (fn sq [k] (sq (+ i j k))))
(letfn [(h [n] (h2 n)) (h2 [n] n)] (h 1))
(defrecord R [w] P (m1 [this] w))
(let [x x] x)
`
	checkAllLocals(t, localCase{"clojure", "a.clj", src, map[int]string{
		1: "ns",
		2: "defn",
		3: "a~0 f a~0",
		4: "a~1 b~2 c~3 d~4 m~5 e~6 d~4 more~7",
		// x's value reads the parameter a; the a bound next shadows it.
		5: "let x~8 u.g a~1 a~9 inc a~1 y~10 x~8",
		6: "list a~9 b~2 c~3 d~4 e~6 m~5 more~7 x~8 y~10",
		7: "for i~11 range j~12 * i~11 i~11 odd? j~12 fn sq~13 k~14 sq~13 + i~11 j~12 k~14",
		8: "letfn h~15 n~16 h2~17 n~16 h2~17 n~18 n~18 h~15",
		9: "defrecord P this~20 w~19",
		// The value is read before the name binds: the outer x.
		10: "let x~21 x x~21",
	}})
}

// TestElispLocalBindings checks Emacs Lisp's binding forms: let binds
// after its whole list (its values read the outer names), let* and
// when-let each after its own pair; defun, cl-defun (with defaults and
// keys), cl-defmethod's typed arguments, lambda, dolist, condition-case;
// &-markers, keywords, nil and t are no names.
func TestElispLocalBindings(t *testing.T) {
	src := `(defun f (a &optional b)
  (let ((a (1+ a)) (c a))
    (let* ((d c) (e d))
      (when-let ((g e) (h g))
        (list a b c d e g h)))))
(cl-defun k (x &key (y x) ((:zed z) nil)) (list x y z :kw t))
(cl-defmethod m ((obj my-type) arg) (funcall (lambda (q) (+ q arg)) obj))
(defun n (xs) (dolist (x xs) (condition-case err (print x) (error err))))
`
	checkAllLocals(t, localCase{"elisp", "a.el", src, map[int]string{
		1: "a~0 b~1",
		// The values read the parameter a, not the a being bound.
		2: "a~2 1+ a~0 c~3 a~0",
		3: "d~4 c~3 e~5 d~4",
		4: "when-let g~6 e~5 h~7 g~6",
		5: "list a~2 b~1 c~3 d~4 e~5 g~6 h~7",
		6: "cl-defun x~8 y~9 x~8 z~10 list x~8 y~9 z~10",
		7: "cl-defmethod obj~11 my-type arg~12 funcall q~13 + q~13 arg~12 obj~11",
		8: "xs~14 dolist x~15 xs~14 err~16 print x~15 error err~16",
	}})
}
