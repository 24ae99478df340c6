  ;;; tidy-notes-export.el --- Export tidy notes -*- lexical-binding: t; -*-
  
  ;;; Commentary:
  
  ;; Exports the notes of the index to one HTML page or a plain list.
  
  ;;; Code:
  
  (require 'tidy-notes)
  (require 'seq)
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-file.
  (defcustom tidy-notes-export-file "notes.html"
//           ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-file.
//           kind Variable
//           documentation
//           > File name of the exported page, relative to `tidy-notes-directory'.
    "File name of the exported page, relative to `tidy-notes-directory'."
    :type 'string
    :group 'tidy-notes)
//          ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//                    ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-file.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-hook.
  (defvar tidy-notes-export-hook nil
//        ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-hook.
//        kind Variable
//        documentation
//        > Hook run after the notes are exported.
    "Hook run after the notes are exported.")
//                                          ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-hook.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--template.
  (defconst tidy-notes-export--template "<li><a href=\"%s\">%s</a></li>\n"
//          ^^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--template.
//          kind Constant
//          documentation
//          > Format of one list item: file, then title.
    "Format of one list item: file, then title.")
//                                              ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--template.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--item().
  (defun tidy-notes-export--item (entry)
//       ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--item().
//       kind Function
//       documentation
//       > Return the HTML list item of ENTRY.
//                                ^^^^^ definition local 0
    "Return the HTML list item of ENTRY."
    (format tidy-notes-export--template
//          ^^^^^^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--template.
            (file-relative-name (tidy-notes-entry-file entry) tidy-notes-directory)
//                                                     ^^^^^ reference local 0
//                                                            ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
            (tidy-notes-entry-title entry)))
//                                  ^^^^^ reference local 0
//                                         ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--item().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--visible().
  (defun tidy-notes-export--visible (entries &optional limit)
//       ^^^^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--visible().
//       kind Function
//       documentation
//       > Return ENTRIES whose files still exist, at most LIMIT of them.
//                                   ^^^^^^^ definition local 1
//                                                     ^^^^^ definition local 2
    "Return ENTRIES whose files still exist, at most LIMIT of them."
    (let* ((alive (seq-filter (lambda (e) (file-exists-p (tidy-notes-entry-file e)))
//          ^^^^^ definition local 3
//                                     ^ definition local 4
//                                                                              ^ reference local 4
                              entries))
//                            ^^^^^^^ reference local 1
           (n (or limit (length alive))))
//          ^ definition local 5
//                ^^^^^ reference local 2
//                              ^^^^^ reference local 3
      (seq-take alive n)))
//              ^^^^^ reference local 3
//                    ^ reference local 5
//                       ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--visible().
  
  ;;;###autoload
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export().
  (defun tidy-notes-export (&optional limit)
//       ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export().
//       kind Function
//       documentation
//       > Export the index to `tidy-notes-export-file'.
//       > With a prefix argument LIMIT, export that many notes at most.
//                                    ^^^^^ definition local 6
    "Export the index to `tidy-notes-export-file'.
  With a prefix argument LIMIT, export that many notes at most."
    (interactive "P")
    (let ((file (expand-file-name tidy-notes-export-file tidy-notes-directory))
//         ^^^^ definition local 7
//                                ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-file.
//                                                       ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
          (items (mapcar #'tidy-notes-export--item
//         ^^^^^ definition local 8
//                         ^^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--item().
                         (tidy-notes-export--visible tidy-notes--index limit))))
//                        ^^^^^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export--visible().
//                                                   ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
//                                                                     ^^^^^ reference local 6
      (with-temp-file file
//                    ^^^^ reference local 7
        (insert "<ul>\n")
        (dolist (item items)
//               ^^^^ definition local 9
//                    ^^^^^ reference local 8
          (insert item))
//                ^^^^ reference local 9
        (insert "</ul>\n"))
      (run-hooks 'tidy-notes-export-hook)
//                ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export-hook.
      (message "Exported %d notes (tidy-notes %s)" (length items) tidy-notes-version)
//                                                         ^^^^^ reference local 8
//                                                                ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-version.
      file))
//    ^^^^ reference local 7
//         ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes-export.el`/tidy-notes-export().
  
  (provide 'tidy-notes-export)
  ;;; tidy-notes-export.el ends here
  
