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
    "Keep a tidy notes directory."
    :group 'files
    :prefix "tidy-notes-")
//                       ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
  (defcustom tidy-notes-directory (expand-file-name "notes" user-emacs-directory)
//           ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
//           kind Variable
    "Directory that holds the notes."
    :type 'directory
    :group 'tidy-notes)
//          ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//                    ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
  (defcustom tidy-notes-index-size 50
//           ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
//           kind Variable
    "How many notes the index remembers."
    :type 'integer)
//                ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
  (defface tidy-notes-title-face
//         ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
//         kind Variable
    '((t :inherit font-lock-keyword-face :weight bold))
    "Face of note titles in the index buffer.")
//                                            ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-version.
  (defconst tidy-notes-version "0.4.0"
//          ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-version.
//          kind Constant
    "Version of tidy-notes.")
//                          ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-version.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
  (defvar tidy-notes--index nil
//        ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//        ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
//        kind Variable
    "List of `tidy-notes-entry' records, most recent first.")
//                                                          ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--index.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
  (defvar-local tidy-notes--dirty nil
//              ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//              ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
//              kind Variable
    "Non-nil when the current note changed since it was tidied.")
//                                                              ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--dirty.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
  (defvar tidy-notes-mode-map
//        ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
//        kind Variable
    (let ((map (make-sparse-keymap)))
      (define-key map (kbd "C-c n t") #'tidy-notes-tidy-buffer)
//                                      ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
      (define-key map (kbd "C-c n i") #'tidy-notes-show-index)
//                                      ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
      map)
    "Keymap of `tidy-notes-mode'.")
//                                ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
  (cl-defstruct (tidy-notes-entry (:constructor tidy-notes-entry-create)
//               ^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
//               kind Struct
                                  (:copier nil))
    "One note of the index."
    file title (visited (current-time)))
//                                     ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--with-note!
  (defmacro tidy-notes--with-note (file &rest body)
//          ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//          ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--with-note!
//          kind Macro
    "Run BODY in a buffer visiting FILE, saving it afterwards."
    (declare (indent 1) (debug t))
    `(with-current-buffer (find-file-noselect ,file)
       (prog1 (progn ,@body)
         (save-buffer))))
//                      ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--with-note!
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
  (defun tidy-notes--slug (title)
//       ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//       ^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
//       kind Function
    "Return a file-name slug for TITLE."
    (let ((s (downcase (string-trim title))))
      (replace-regexp-in-string (rx (not (any alnum))) "-" s)))
//                                                            ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--slug().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--title().
  (defun tidy-notes--title ()
//       ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//       ^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--title().
//       kind Function
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
    "Tidy the current note: whitespace, then its file name."
    (interactive)
    (delete-trailing-whitespace)
    (when-let ((title (tidy-notes--title)))
//                     ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
      (tidy-notes--rename title))
//     ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
    (setq tidy-notes--dirty nil))
//        ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//                              ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--rename().
  (defun tidy-notes--rename (title)
//       ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//       ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--rename().
//       kind Function
    "Rename the current file after TITLE."
    (let* ((slug (tidy-notes--slug title))
//                ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
           (target (expand-file-name (concat slug ".org") tidy-notes-directory)))
//                                                        ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
      (unless (equal target buffer-file-name)
        (rename-file buffer-file-name target 1)
        (set-visited-file-name target t t))
      (tidy-notes--remember target title)))
//     ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//                                        ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--rename().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
  (defun tidy-notes--remember (file title)
//       ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//       ^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
//       kind Function
    "Put FILE with TITLE at the head of the index."
    (setq tidy-notes--index
//        ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
          (cons (tidy-notes-entry-create :file file :title title)
                (cl-remove file tidy-notes--index
//                              ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
                           :key #'tidy-notes-entry-file :test #'equal)))
    (when (> (length tidy-notes--index) tidy-notes-index-size)
//                   ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//                                      ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
      (setcdr (nthcdr (1- tidy-notes-index-size) tidy-notes--index) nil)))
//                        ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-index-size.
//                                               ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//                                                                       ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes--remember().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-new().
  (cl-defun tidy-notes-new (title &key (open t) tags)
//          ^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-new().
//          kind Function
    "Create a note called TITLE with TAGS; visit it when OPEN."
    (interactive (list (read-string "Title: ")))
    (let ((file (expand-file-name (concat (tidy-notes--slug title) ".org")
//                                         ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
                                  tidy-notes-directory)))
//                                ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
      (tidy-notes--with-note file
//     ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
        (insert (format "#+title: %s\n" title))
        (when tags
          (insert (format "#+filetags: :%s:\n" (string-join tags ":")))))
      (tidy-notes--remember file title)
//     ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
      (when open
        (find-file file))))
//                        ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-new().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
  (cl-defgeneric tidy-notes-describe (entry)
//               ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
//               kind Function
    "Return a one-line description of ENTRY.")
//                                           ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe(+1).
  (cl-defmethod tidy-notes-describe ((entry tidy-notes-entry))
//              ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe(+1).
//              kind Method
//                                          ^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-entry#
    (propertize (tidy-notes-entry-title entry) 'face 'tidy-notes-title-face))
//                                                    ^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-title-face.
//                                                                          ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe(+1).
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
  (defun tidy-notes-show-index ()
//       ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
//       kind Function
    "Show the index of recent notes."
    (interactive)
    (with-current-buffer (get-buffer-create "*tidy-notes*")
      (let ((inhibit-read-only t))
        (erase-buffer)
        (dolist (e tidy-notes--index)
//                 ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
          (insert (tidy-notes-describe e) "\n")))
//                 ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-describe().
      (special-mode)
      (pop-to-buffer (current-buffer))))
//                                     ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-show-index().
  
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/tidy-notes--mark-dirty().
  (defun tidy-notes--mark-dirty (&rest _)
//       ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
//       ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/tidy-notes--mark-dirty().
//       kind Function
    "Remember that the note changed."
    (setq tidy-notes--dirty t))
//        ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
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
//                   > ;;;###autoload
    "Minor mode that keeps notes tidy on save."
    :lighter " Tidy"
    :keymap tidy-notes-mode-map
//          ^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode-map.
    (if tidy-notes-mode
//      ^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
        (progn
          (add-hook 'after-change-functions #'tidy-notes--mark-dirty nil t)
//                                            ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
          (add-hook 'before-save-hook #'tidy-notes-tidy-buffer nil t))
//                                      ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
      (remove-hook 'after-change-functions #'tidy-notes--mark-dirty t)
//                                           ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
      (remove-hook 'before-save-hook #'tidy-notes-tidy-buffer t)))
//                                     ^^^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-tidy-buffer().
//                                                               ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
  
  ;;;###autoload
//⌄ enclosing_range_start soulindex . . . `elisp/tidy-notes.el`/global-tidy-notes-mode().
  (define-globalized-minor-mode global-tidy-notes-mode tidy-notes-mode
//                              ^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `elisp/tidy-notes.el`/global-tidy-notes-mode().
//                              kind Function
//                              documentation
//                              > ;;;###autoload
//                                                     ^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
    (lambda ()
      (when (and buffer-file-name
                 (file-in-directory-p buffer-file-name tidy-notes-directory))
//                                                     ^^^^^^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-directory.
        (tidy-notes-mode 1))))
//       ^^^^^^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes-mode().
//                           ⌃ enclosing_range_end soulindex . . . `elisp/tidy-notes.el`/global-tidy-notes-mode().
  
  (provide 'tidy-notes)
//          ^^^^^^^^^^ reference soulindex . . . `elisp/tidy-notes.el`/tidy-notes.
  ;;; tidy-notes.el ends here
  
