package dev.agtpstudio.validator.grade;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The word-level facts the grade reads: name words, content words, and whether a word opens an imperative. */
final class GradeWords {
    private GradeWords() {}

    /** Words too common to say anything about what a tool does. */
    static final Set<String> STOP = Set.of(
            "a",
            "an",
            "the",
            "and",
            "or",
            "of",
            "to",
            "in",
            "on",
            "for",
            "by",
            "with",
            "from",
            "at",
            "as",
            "is",
            "are",
            "be",
            "this",
            "that",
            "it",
            "its",
            "all",
            "any",
            "one",
            "given",
            "specified",
            "specific",
            "based",
            "using",
            "via",
            "into",
            "new",
            "existing",
            "some",
            "which",
            "can",
            "will",
            "if",
            "not",
            "endpoint",
            "api",
            "tool",
            "operation",
            "method",
            "request",
            "call",
            "function",
            "data",
            "details",
            "info",
            "information",
            "object",
            "objects",
            "item",
            "items",
            "id",
            "ids");

    /**
     * Verbs an agent-facing tool commonly starts with, in the base form. A description opening with one of them (or
     * its third-person form, which costs less) reads as an instruction of what the tool does.
     */
    static final Set<String> VERBS = Set.of(
            "add",
            "analyze",
            "answer",
            "append",
            "apply",
            "approve",
            "archive",
            "assign",
            "associate",
            "attach",
            "audit",
            "authorize",
            "book",
            "calculate",
            "cancel",
            "change",
            "check",
            "classify",
            "clear",
            "clone",
            "close",
            "commit",
            "compare",
            "compress",
            "compute",
            "confirm",
            "connect",
            "convert",
            "copy",
            "count",
            "create",
            "decline",
            "decode",
            "delete",
            "deliver",
            "describe",
            "detect",
            "disable",
            "download",
            "duplicate",
            "echo",
            "edit",
            "enable",
            "encode",
            "estimate",
            "evaluate",
            "execute",
            "export",
            "extract",
            "fetch",
            "filter",
            "find",
            "follow",
            "force",
            "format",
            "generate",
            "get",
            "grant",
            "identify",
            "import",
            "initiate",
            "insert",
            "install",
            "invite",
            "invoke",
            "issue",
            "join",
            "label",
            "launch",
            "link",
            "list",
            "load",
            "locate",
            "lock",
            "log",
            "look",
            "make",
            "mark",
            "merge",
            "modify",
            "move",
            "navigate",
            "notify",
            "open",
            "order",
            "parse",
            "pause",
            "place",
            "plan",
            "post",
            "preview",
            "price",
            "print",
            "process",
            "publish",
            "purchase",
            "query",
            "quote",
            "rank",
            "read",
            "record",
            "redeem",
            "refresh",
            "refund",
            "register",
            "reject",
            "release",
            "reload",
            "remove",
            "rename",
            "render",
            "reorder",
            "replace",
            "reply",
            "report",
            "request",
            "reserve",
            "reset",
            "resolve",
            "restore",
            "resume",
            "retrieve",
            "return",
            "revoke",
            "run",
            "save",
            "schedule",
            "score",
            "search",
            "send",
            "set",
            "share",
            "show",
            "sign",
            "simulate",
            "sort",
            "start",
            "stop",
            "store",
            "submit",
            "subscribe",
            "suggest",
            "summarize",
            "survey",
            "switch",
            "sync",
            "tag",
            "test",
            "toggle",
            "track",
            "transfer",
            "transform",
            "translate",
            "trigger",
            "unlock",
            "unsubscribe",
            "update",
            "upload",
            "upsert",
            "validate",
            "verify",
            "view",
            "watch",
            "write");

    /** The lower-case words of a tool name: split at case changes, digits, '_', '-', '.', '/', ' '. */
    static List<String> nameWords(String name) {
        List<String> out = new ArrayList<>();
        if (name == null) {
            return out;
        }
        StringBuilder w = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean alnum = c < 128 && Character.isLetterOrDigit(c);
            boolean caseBreak = alnum
                    && Character.isUpperCase(c)
                    && i > 0
                    && (Character.isLowerCase(name.charAt(i - 1)) || Character.isDigit(name.charAt(i - 1)));
            if ((!alnum || caseBreak) && !w.isEmpty()) {
                out.add(w.toString());
                w.setLength(0);
            }
            if (alnum) {
                w.append(Character.toLowerCase(c));
            }
        }
        if (!w.isEmpty()) {
            out.add(w.toString());
        }
        return out;
    }

    /** The lower-case letter words of {@code text} that are not stop words, in order (ASCII letters and digits). */
    static List<String> contentWords(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        StringBuilder w = new StringBuilder();
        boolean letters = false;
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            if (c < 128 && Character.isLetterOrDigit(c)) {
                w.append(Character.toLowerCase(c));
                letters |= Character.isLetter(c);
            } else if (!w.isEmpty()) {
                String s = w.toString();
                if (s.length() > 1 && letters && !STOP.contains(s)) {
                    out.add(s);
                }
                w.setLength(0);
                letters = false;
            }
        }
        return out;
    }

    /** A crude stem so "files" matches "file" and "created" matches "create": enough to compare with a name. */
    static String stem(String w) {
        for (String suffix : new String[] {"ing", "ies", "es", "ed", "s"}) {
            if (w.length() > suffix.length() + 2 && w.endsWith(suffix)) {
                return w.substring(0, w.length() - suffix.length());
            }
        }
        return w;
    }

    /** How the first word opens: 2 an imperative verb, 1 a verb in the third person, 0 anything else. */
    static int opening(String text) {
        if (text == null) {
            return 0;
        }
        String t = text.strip();
        int end = 0;
        while (end < t.length() && Character.isLetter(t.charAt(end))) {
            end++;
        }
        if (end == 0) {
            return 0;
        }
        String w = t.substring(0, end).toLowerCase(Locale.ROOT);
        if (VERBS.contains(w)) {
            return 2;
        }
        if (w.endsWith("ies") && VERBS.contains(w.substring(0, w.length() - 3) + "y")
                || w.endsWith("es") && VERBS.contains(w.substring(0, w.length() - 2))
                || w.endsWith("s") && VERBS.contains(w.substring(0, w.length() - 1))) {
            return 1;
        }
        return 0;
    }
}
