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
        Spans w = Spans.name(name);
        for (int k = 0; k < w.size(); k++) {
            out.add(w.lower(k));
        }
        return out;
    }

    /**
     * The content words of part of a text as spans into it, without copying them (the grade reads several per tool):
     * a word is a run of ASCII letters and digits, at least two long, with a letter, and not a stop word; it is
     * compared in lower case.
     */
    static final class Spans {
        String text;
        /** Start and end of word k at 2k and 2k + 1. */
        private int[] at = new int[16];

        private int size;

        private Spans(String text) {
            this.text = text;
        }

        /** Empty, for {@link #read} to fill again and again. */
        Spans() {
            this("");
        }

        /** The content words of {@code text} from {@code from} up to {@code to}. */
        static Spans of(String text, int from, int to) {
            return new Spans(text).read(text, from, to);
        }

        /** These spans made the content words of {@code text} from {@code from} up to {@code to}. */
        Spans read(String text, int from, int to) {
            Spans w = this;
            w.text = text;
            w.size = 0;
            int start = -1;
            boolean letters = false;
            for (int i = from; i <= to; i++) {
                char c = i < to ? text.charAt(i) : ' ';
                byte kind = c < 128 ? ASCII[c] : 0;
                if (kind != 0) {
                    if (start < 0) {
                        start = i;
                    }
                    letters |= kind == LETTER;
                } else if (start >= 0) {
                    if (i - start > 1 && letters && !stop(text, start, i)) {
                        w.add(start, i);
                    }
                    start = -1;
                    letters = false;
                }
            }
            return w;
        }

        /**
         * The words of a tool name as spans into it: runs of ASCII letters and digits, split where an upper-case
         * letter follows a lower-case one or a digit ("getRoom2Go": get, room2, go); all of them, stop words too.
         */
        static Spans name(String name) {
            Spans w = new Spans(name);
            int start = -1;
            for (int i = 0; i < name.length(); i++) {
                char c = name.charAt(i);
                boolean alnum = c < 128 && ASCII[c] != 0;
                boolean caseBreak = alnum
                        && Character.isUpperCase(c)
                        && i > 0
                        && (Character.isLowerCase(name.charAt(i - 1)) || Character.isDigit(name.charAt(i - 1)));
                if ((!alnum || caseBreak) && start >= 0) {
                    w.add(start, i);
                    start = -1;
                }
                if (alnum && start < 0) {
                    start = i;
                }
            }
            if (start >= 0) {
                w.add(start, name.length());
            }
            return w;
        }

        /** Whether word k would be a content word: two long at least, with a letter, not a stop word. */
        boolean content(int k) {
            int s = start(k);
            int e = end(k);
            boolean letters = false;
            for (int i = s; i < e; i++) {
                letters |= ASCII[text.charAt(i)] == LETTER;
            }
            return e - s > 1 && letters && !stop(text, s, e);
        }

        private void add(int start, int end) {
            if (2 * size == at.length) {
                at = java.util.Arrays.copyOf(at, at.length * 2);
            }
            at[2 * size] = start;
            at[2 * size + 1] = end;
            size++;
        }

        int size() {
            return size;
        }

        int start(int k) {
            return at[2 * k];
        }

        int end(int k) {
            return at[2 * k + 1];
        }

        /** The end of word k's {@link #stem}. */
        int stemEnd(int k) {
            int s = start(k);
            int e = end(k);
            for (String suffix : SUFFIXES) {
                if (e - s > suffix.length() + 2
                        && text.regionMatches(true, e - suffix.length(), suffix, 0, suffix.length())) {
                    return e - suffix.length();
                }
            }
            return e;
        }

        /** Word k, lower case. */
        String lower(int k) {
            return lower(start(k), end(k));
        }

        /** Part of the text, lower case (it is ASCII letters and digits). */
        String lower(int from, int to) {
            char[] c = new char[to - from];
            for (int i = from; i < to; i++) {
                char x = text.charAt(i);
                c[i - from] = x >= 'A' && x <= 'Z' ? (char) (x + ('a' - 'A')) : x;
            }
            return new String(c);
        }

        /** Whether words k and l are the same, case aside. */
        boolean same(int k, int l) {
            int len = end(k) - start(k);
            return len == end(l) - start(l) && text.regionMatches(true, start(k), text, start(l), len);
        }
    }

    private static final byte DIGIT = 1;
    private static final byte LETTER = 2;
    /** What each ASCII character is to a word: {@link #LETTER}, {@link #DIGIT} or 0 (a table: the scan runs per character). */
    private static final byte[] ASCII = new byte[128];

    static {
        for (char c = 0; c < 128; c++) {
            ASCII[c] = Character.isLetter(c) ? LETTER : Character.isDigit(c) ? DIGIT : 0;
        }
    }

    /** Stop words by length, for {@link #stop}. */
    private static final String[][] STOP_BY_LENGTH = new String[16][];

    static {
        for (String s : STOP) {
            String[] was = STOP_BY_LENGTH[s.length()];
            String[] now = was == null ? new String[1] : java.util.Arrays.copyOf(was, was.length + 1);
            now[now.length - 1] = s;
            STOP_BY_LENGTH[s.length()] = now;
        }
    }

    /** Whether {@code text[from, to)}, ASCII letters and digits, is a stop word in any case. */
    private static boolean stop(String text, int from, int to) {
        int len = to - from;
        String[] same = len < STOP_BY_LENGTH.length ? STOP_BY_LENGTH[len] : null;
        if (same != null) {
            for (String s : same) {
                if (text.regionMatches(true, from, s, 0, len)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static final String[] SUFFIXES = {"ing", "ies", "es", "ed", "s"};

    /** A crude stem so "files" matches "file" and "created" matches "create": enough to compare with a name. */
    static String stem(String w) {
        for (String suffix : SUFFIXES) {
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
        // the first word of the stripped text, found in place (stripping ends at a letter anyway)
        int from = GradeSubject.start(text);
        int end = from;
        while (end < text.length() && Character.isLetter(text.charAt(end))) {
            end++;
        }
        if (end == from) {
            return 0;
        }
        String w = text.substring(from, end).toLowerCase(Locale.ROOT);
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
