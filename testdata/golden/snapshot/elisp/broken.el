  ;;; broken.el --- A file with a broken form in the middle
  
  (require 'tidy-notes)
  
//⌄ enclosing_range_start soulindex . . . `elisp/broken.el`/broken-intact-before().
  (defun broken-intact-before (x)
//       ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/broken.el`/broken-intact-before().
//       kind Function
//       documentation
//       > Still found.
//                             ^ definition local 0
    "Still found."
    (tidy-notes--slug x))
//   ^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
//                    ^ reference local 0
//                      ⌃ enclosing_range_end soulindex . . . `elisp/broken.el`/broken-intact-before().
  
//⌄ enclosing_range_start soulindex . . . `elisp/broken.el`/broken-half-written().
  (defun broken-half-written (a b)
//       ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/broken.el`/broken-half-written().
//       kind Function
//                            ^ definition local 1
//                              ^ definition local 2
    (let ((c (+ a b]))
//         ^ definition local 3
//              ^ reference local 1
//                ^ reference local 2
      c))) #<marker in no buffer> )
//    ^ definition local 4
//       ⌃ enclosing_range_end soulindex . . . `elisp/broken.el`/broken-half-written().
  
//⌄ enclosing_range_start soulindex . . . `elisp/broken.el`/broken-intact-after().
  (defun broken-intact-after (y)
//       ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/broken.el`/broken-intact-after().
//       kind Function
//       documentation
//       > Found too.
//                            ^ definition local 5
    "Found too."
    (* 2 y))
//       ^ reference local 5
//         ⌃ enclosing_range_end soulindex . . . `elisp/broken.el`/broken-intact-after().
  
