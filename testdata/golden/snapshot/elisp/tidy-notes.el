  ;;; tidy-notes.el --- Keep a tidy notes directory -*- lexical-binding: t; -*-
  
  ;; Author: Example Author <author@example.org>
  ;; Version: 0.4.0
  ;; Package-Requires: ((emacs "27.1"))
  ;; Keywords: convenience, files
  
  ;;; Commentary:
  
  ;; `tidy-notes-mode' is a minor mode that keeps note buffers tidy: it
  ;; renames files after their title, strips trailing whitespace and keeps
  ;; an index of recent notes.
  
  ;;; Code:
  
  (require 'cl-lib)
  (require 'subr-x)
  (eval-when-compile (require 'rx))
  (declare-function org-get-title "org" (&optional file))
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
  (defgroup tidy-notes nil
//          ^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//          kind Variable
//          documentation
//          > Keep a tidy notes directory.
    "Keep a tidy notes directory."
    :group 'files
    :prefix "tidy-notes-")
//                       ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
  (defcustom tidy-notes-directory (expand-file-name "notes" user-emacs-directory)
//           ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
//           kind Variable
//           documentation
//           > Directory that holds the notes.
    "Directory that holds the notes."
    :type 'directory
    :group 'tidy-notes)
//          ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//                    ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
  (defcustom tidy-notes-index-size 50
//           ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
//           kind Variable
//           documentation
//           > How many notes the index remembers.
    "How many notes the index remembers."
    :type 'integer)
//                ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
  (defface tidy-notes-title-face
//         ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
//         kind Variable
//         documentation
//         > Face of note titles in the index buffer.
    '((t :inherit font-lock-keyword-face :weight bold))
    "Face of note titles in the index buffer.")
//                                            ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-version.
  (defconst tidy-notes-version "0.4.0"
//          ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-version.
//          kind Constant
//          documentation
//          > Version of tidy-notes.
    "Version of tidy-notes.")
//                          ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-version.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
  (defvar tidy-notes--index nil
//        ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
//        kind Variable
//        documentation
//        > List of `tidy-notes-entry' records, most recent first.
    "List of `tidy-notes-entry' records, most recent first.")
//                                                          ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
  (defvar-local tidy-notes--dirty nil
//              ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
//              kind Variable
//              documentation
//              > Non-nil when the current note changed since it was tidied.
    "Non-nil when the current note changed since it was tidied.")
//                                                              ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
  (defvar tidy-notes-mode-map
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
//        kind Variable
//        documentation
//        > Keymap of `tidy-notes-mode'.
    (let ((map (make-sparse-keymap)))
//         ^^^ definition local 0
      (define-key map (kbd "C-c n t") #'tidy-notes-tidy-buffer)
//                ^^^ reference local 0
//                                      ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
      (define-key map (kbd "C-c n i") #'tidy-notes-show-index)
//                ^^^ reference local 0
//                                      ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
      map)
//    ^^^ reference local 0
    "Keymap of `tidy-notes-mode'.")
//                                ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
//                                ⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#tidy-notes-entry-create().
  (cl-defstruct (tidy-notes-entry (:constructor tidy-notes-entry-create)
//               ^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
//               kind Struct
//               documentation
//               > One note of the index.
//                                              ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#tidy-notes-entry-create().
//                                              kind Constructor
//                                                                     ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#tidy-notes-entry-create().
                                  (:copier nil))
    "One note of the index."
//  ⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#file.
//       ⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#title.
//             ⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#visited.
    file title (visited (current-time)))
//  ^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#file.
//  kind Field
//       ^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#title.
//       kind Field
//              ^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#visited.
//              kind Field
//     ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#file.
//           ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#title.
//                                    ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#visited.
//                                     ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--with-note!
  (defmacro tidy-notes--with-note (file &rest body)
//          ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--with-note!
//          kind Macro
//          documentation
//          > Run BODY in a buffer visiting FILE, saving it afterwards.
//                                 ^^^^ definition local 1
//                                            ^^^^ definition local 2
    "Run BODY in a buffer visiting FILE, saving it afterwards."
    (declare (indent 1) (debug t))
    `(with-current-buffer (find-file-noselect ,file)
//                                             ^^^^ reference local 1
       (prog1 (progn ,@body)
//                     ^^^^ reference local 2
         (save-buffer))))
//                      ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--with-note!
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
  (defun tidy-notes--slug (title)
//       ^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
//       kind Function
//       documentation
//       > Return a file-name slug for TITLE.
//                         ^^^^^ definition local 3
    "Return a file-name slug for TITLE."
    (let ((s (downcase (string-trim title))))
//         ^ definition local 4
//                                  ^^^^^ reference local 3
      (replace-regexp-in-string (rx (not (any alnum))) "-" s)))
//                                                         ^ reference local 4
//                                                            ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--title().
  (defun tidy-notes--title ()
//       ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--title().
//       kind Function
//       documentation
//       > Return the title of the current note, or nil.
    "Return the title of the current note, or nil."
    (save-excursion
      (goto-char (point-min))
      (when (re-search-forward "^#\\+title:[ \t]*\\(.*\\)$" nil t)
        (match-string-no-properties 1))))
//                                      ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--title().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
  (defun tidy-notes-tidy-buffer ()
//       ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
//       kind Function
//       documentation
//       > Tidy the current note: whitespace, then its file name.
    "Tidy the current note: whitespace, then its file name."
    (interactive)
    (delete-trailing-whitespace)
    (when-let ((title (tidy-notes--title)))
//              ^^^^^ definition local 5
//                     ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--title().
      (tidy-notes--rename title))
//     ^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--rename().
//                        ^^^^^ reference local 5
    (setq tidy-notes--dirty nil))
//        ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
//                              ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--rename().
  (defun tidy-notes--rename (title)
//       ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--rename().
//       kind Function
//       documentation
//       > Rename the current file after TITLE.
//                           ^^^^^ definition local 6
    "Rename the current file after TITLE."
    (let* ((slug (tidy-notes--slug title))
//          ^^^^ definition local 7
//                ^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
//                                 ^^^^^ reference local 6
           (target (expand-file-name (concat slug ".org") tidy-notes-directory)))
//          ^^^^^^ definition local 8
//                                           ^^^^ reference local 7
//                                                        ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
      (unless (equal target buffer-file-name)
//                   ^^^^^^ reference local 8
        (rename-file buffer-file-name target 1)
//                                    ^^^^^^ reference local 8
        (set-visited-file-name target t t))
//                             ^^^^^^ reference local 8
      (tidy-notes--remember target title)))
//     ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
//                          ^^^^^^ reference local 8
//                                 ^^^^^ reference local 6
//                                        ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--rename().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
  (defun tidy-notes--remember (file title)
//       ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
//       kind Function
//       documentation
//       > Put FILE with TITLE at the head of the index.
//                             ^^^^ definition local 9
//                                  ^^^^^ definition local 10
    "Put FILE with TITLE at the head of the index."
    (setq tidy-notes--index
//        ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
          (cons (tidy-notes-entry-create :file file :title title)
//                                             ^^^^ reference local 9
//                                                         ^^^^^ reference local 10
                (cl-remove file tidy-notes--index
//                         ^^^^ reference local 9
//                              ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
                           :key #'tidy-notes-entry-file :test #'equal)))
    (when (> (length tidy-notes--index) tidy-notes-index-size)
//                   ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
//                                      ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
      (setcdr (nthcdr (1- tidy-notes-index-size) tidy-notes--index) nil)))
//                        ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
//                                               ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
//                                                                       ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-new().
  (cl-defun tidy-notes-new (title &key (open t) tags)
//          ^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-new().
//          kind Function
//          documentation
//          > Create a note called TITLE with TAGS; visit it when OPEN.
//                          ^^^^^ definition local 11
//                                      ^^^^ definition local 12
//                                              ^^^^ definition local 13
    "Create a note called TITLE with TAGS; visit it when OPEN."
    (interactive (list (read-string "Title: ")))
    (let ((file (expand-file-name (concat (tidy-notes--slug title) ".org")
//         ^^^^ definition local 14
//                                         ^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
//                                                          ^^^^^ reference local 11
                                  tidy-notes-directory)))
//                                ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
      (tidy-notes--with-note file
//     ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--with-note!
//                           ^^^^ reference local 14
        (insert (format "#+title: %s\n" title))
//                                      ^^^^^ reference local 11
        (when tags
//            ^^^^ reference local 13
          (insert (format "#+filetags: :%s:\n" (string-join tags ":")))))
//                                                          ^^^^ reference local 13
      (tidy-notes--remember file title)
//     ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
//                          ^^^^ reference local 14
//                               ^^^^^ reference local 11
      (when open
//          ^^^^ reference local 12
        (find-file file))))
//                 ^^^^ reference local 14
//                        ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-new().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
  (cl-defgeneric tidy-notes-describe (entry)
//               ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
//               kind Function
//               documentation
//               > Return a one-line description of ENTRY.
//                                    ^^^^^ definition local 15
    "Return a one-line description of ENTRY.")
//                                           ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe(+1).
  (cl-defmethod tidy-notes-describe ((entry tidy-notes-entry))
//              ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe(+1).
//              kind Method
//                                    ^^^^^ definition local 16
//                                          ^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
    (propertize (tidy-notes-entry-title entry) 'face 'tidy-notes-title-face))
//                                      ^^^^^ reference local 16
//                                                    ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
//                                                                          ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe(+1).
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
  (defun tidy-notes-show-index ()
//       ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
//       kind Function
//       documentation
//       > Show the index of recent notes.
    "Show the index of recent notes."
    (interactive)
    (with-current-buffer (get-buffer-create "*tidy-notes*")
      (let ((inhibit-read-only t))
//           ^^^^^^^^^^^^^^^^^ definition local 17
        (erase-buffer)
        (dolist (e tidy-notes--index)
//               ^ definition local 18
//                 ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
          (insert (tidy-notes-describe e) "\n")))
//                 ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
//                                     ^ reference local 18
      (special-mode)
      (pop-to-buffer (current-buffer))))
//                                     ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--mark-dirty().
  (defun tidy-notes--mark-dirty (&rest _)
//       ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--mark-dirty().
//       kind Function
//       documentation
//       > Remember that the note changed.
//                                     ^ definition local 19
    "Remember that the note changed."
    (setq tidy-notes--dirty t))
//        ^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
//                            ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--mark-dirty().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index().
  (defalias 'tidy-notes-index #'tidy-notes-show-index)
//           ^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index().
//           kind Function
//                              ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
//                                                   ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index().
  
  ;;;###autoload
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
  (define-minor-mode tidy-notes-mode
//                   ^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
//                   kind Function
//                   documentation
//                   > Minor mode that keeps notes tidy on save.
    "Minor mode that keeps notes tidy on save."
    :lighter " Tidy"
    :keymap tidy-notes-mode-map
//          ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
    (if tidy-notes-mode
//      ^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
        (progn
          (add-hook 'after-change-functions #'tidy-notes--mark-dirty nil t)
//                                            ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--mark-dirty().
          (add-hook 'before-save-hook #'tidy-notes-tidy-buffer nil t))
//                                      ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
      (remove-hook 'after-change-functions #'tidy-notes--mark-dirty t)
//                                           ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes--mark-dirty().
      (remove-hook 'before-save-hook #'tidy-notes-tidy-buffer t)))
//                                     ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
//                                                               ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
  
  ;;;###autoload
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/global-tidy-notes-mode().
  (define-globalized-minor-mode global-tidy-notes-mode tidy-notes-mode
//                              ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/global-tidy-notes-mode().
//                              kind Function
//                                                     ^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
    (lambda ()
      (when (and buffer-file-name
                 (file-in-directory-p buffer-file-name tidy-notes-directory))
//                                                     ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
        (tidy-notes-mode 1))))
//       ^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
//                           ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/global-tidy-notes-mode().
  
  (provide 'tidy-notes)
  ;;; tidy-notes.el ends here
  
