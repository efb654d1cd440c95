;;; lsp-test.el --- drives `agtp-studio lsp' with Eglot in batch Emacs  -*- lexical-binding: t -*-
;; Run by scripts/test-editors:
;;   AGTP_LSP_CMD='/path/to/checkout/agtp-studio lsp --semantic lexicon' AGTP_WS=/tmp/ws \
;;     emacs --batch -q -l editors/emacs/lsp-test.el
;; Asserts: diagnostics for a file opened after initialize (Eglot drops them for files it has not open), a quick
;; fix applied through its workspace edit, and hover text (plain text: Eglot without markdown-mode asks for it).
;; Exits 0 when every check passes, 1 otherwise, printing one line per check.
;; -q (not -Q): Debian's site-start puts the elpa-eglot package on the load path.
(require 'eglot)
(require 'flymake)

(defvar agtp-failures 0)
(defun agtp-check (ok what)
  (princ (format "%s %s\n" (if ok "ok  " "FAIL") what))
  (unless ok (setq agtp-failures (1+ agtp-failures))))

(defvar agtp-last-publication nil "When the server last published diagnostics.")
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest _)
              (when (eq method 'textDocument/publishDiagnostics)
                (setq agtp-last-publication (float-time)))))

(defun agtp-wait (pred seconds)
  "Run the event loop until PRED holds or SECONDS pass."
  (let ((deadline (+ (float-time) seconds)) (ok nil))
    (while (and (not (setq ok (funcall pred))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    ok))

(let* ((ws (getenv "AGTP_WS"))
       (cmd (split-string (getenv "AGTP_LSP_CMD")))
       (first (expand-file-name "endpoints/query_rooms.toml" ws))
       (file (expand-file-name "endpoints/fetch_reservation.toml" ws))
       (eglot-server-programs `((conf-toml-mode . ,cmd)))
       (default-directory (file-name-as-directory ws)))
  ;; Start the server on one file, then open the file under test.
  (find-file first)
  (conf-toml-mode)
  (apply #'eglot (eglot--guess-contact))
  (agtp-check (agtp-wait (lambda () (eglot-current-server)) 20) "Eglot connected (initialize answered)")
  ;; The start-up publications (every workspace file) are out before the file under test is opened, so what it
  ;; shows must come from its own didOpen: wait for one publication and then one quiet second.
  (agtp-wait (lambda () (and agtp-last-publication (> (- (float-time) agtp-last-publication) 1.0))) 30)
  (find-file file)
  (conf-toml-mode)
  (agtp-check (agtp-wait (lambda () (eglot-managed-p)) 10) "the file opened later is managed by Eglot")
  (agtp-check
   (agtp-wait (lambda ()
                (flymake-start)
                (seq-some (lambda (d) (string-match-p "\"fetch\""
                                                      (buffer-substring (flymake-diagnostic-beg d)
                                                                        (line-end-position))))
                          (flymake-diagnostics)))
              15)
   "diagnostics shown for the file opened after initialize")
  (let* ((server (eglot-current-server))
         (beg (save-excursion (goto-char (point-min)) (search-forward "\"fetch\"") (match-beginning 0)))
         (end (+ beg 7))
         (actions (jsonrpc-request server :textDocument/codeAction
                                   (list :textDocument (eglot--TextDocumentIdentifier)
                                         :range (list :start (eglot--pos-to-lsp-position beg)
                                                      :end (eglot--pos-to-lsp-position end))
                                         :context (list :diagnostics []))))
         (fix (seq-find (lambda (a) (and (plist-get a :edit) (string-match-p "FETCH" (plist-get a :title))))
                        actions)))
    (agtp-check fix "a quick fix is offered")
    (when fix
      (eglot--apply-workspace-edit (plist-get fix :edit))
      ;; Eglot sends didChange from an idle timer, and batch Emacs is never idle: send it as the timer would.
      (eglot--signal-textDocument/didChange)
      (agtp-check (save-excursion (goto-char (point-min)) (search-forward "method = \"FETCH\"" nil t))
                  "the quick fix edited the buffer")
      (agtp-check
       (agtp-wait (lambda ()
                    (flymake-start)
                    (not (seq-some (lambda (d) (= (line-number-at-pos (flymake-diagnostic-beg d))
                                                  (line-number-at-pos beg)))
                                   (flymake-diagnostics))))
                  15)
       "the fixed finding is gone after the edit")
      (dolist (d (flymake-diagnostics))
        (princ (format "left: line %d %s\n" (line-number-at-pos (flymake-diagnostic-beg d)) (flymake-diagnostic-text d)))))
    (goto-char (point-min))
    (search-forward "\"FETCH\"")
    (backward-char 3)
    (let* ((hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)))
           (contents (plist-get hover :contents))
           (value (or (plist-get contents :value) "")))
      (unless (string-match-p "retrieval" value) (princ (format "hover was: %S\n" hover)))
      (agtp-check (and (string-match-p "FETCH" value) (string-match-p "retrieval" value))
                  "hover on the verb shows its catalog entry")
      (agtp-check (and (equal (plist-get contents :kind) "plaintext") (not (string-match-p "\\*\\*" value)))
                  "hover is plain text, as Eglot asked"))
    (ignore-errors (eglot-shutdown server))))
(princ (if (= agtp-failures 0) "emacs: all checks passed\n" (format "emacs: %d check(s) failed\n" agtp-failures)))
(kill-emacs (if (= agtp-failures 0) 0 1))
