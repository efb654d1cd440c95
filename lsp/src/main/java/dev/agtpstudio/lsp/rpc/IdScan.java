package dev.agtpstudio.lsp.rpc;

import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * Reads the top-level {@code "id"} of a message that cannot be parsed (broken, truncated or too deeply nested
 * JSON), so the error can answer the request it belongs to instead of leaving the client waiting. Only an integer
 * or a plain string id is taken; anything unclear gives null, which JSON-RPC 2.0 prescribes when the id cannot be
 * determined.
 */
final class IdScan {
    /** How much of a broken message is looked at. */
    static final int WINDOW = 64 * 1024;

    private IdScan() {}

    static Either<String, Number> find(CharSequence text) {
        int start = indexOf(text, '{');
        if (start < 0) {
            return null;
        }
        int end = (int) Math.min(text.length(), (long) start + WINDOW);
        int depth = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '"') {
                int close = stringEnd(text, i, end);
                if (close < 0) {
                    return null;
                }
                if (depth == 1 && text.subSequence(i + 1, close).toString().equals("id")) {
                    int j = skipSpace(text, close + 1, end);
                    if (j < end && text.charAt(j) == ':') {
                        return value(text, skipSpace(text, j + 1, end), end);
                    }
                }
                i = close;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        }
        return null;
    }

    private static Either<String, Number> value(CharSequence text, int i, int end) {
        if (i >= end) {
            return null;
        }
        if (text.charAt(i) == '"') {
            int close = stringEnd(text, i, end);
            String s = close < 0 ? null : text.subSequence(i + 1, close).toString();
            return s == null || s.indexOf('\\') >= 0 ? null : Either.forLeft(s);
        }
        int j = i;
        if (j < end && text.charAt(j) == '-') {
            j++;
        }
        int digits = j;
        while (j < end && Character.isDigit(text.charAt(j)) && j - digits < 10) {
            j++;
        }
        if (j == digits
                || (j < end
                        && (Character.isDigit(text.charAt(j))
                                || text.charAt(j) == '.'
                                || text.charAt(j) == 'e'
                                || text.charAt(j) == 'E'))) {
            return null;
        }
        try {
            return Either.forRight(Integer.parseInt(text.subSequence(i, j).toString()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static int stringEnd(CharSequence text, int open, int end) {
        for (int i = open + 1; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                return i;
            }
        }
        return -1;
    }

    private static int skipSpace(CharSequence text, int i, int end) {
        while (i < end && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int indexOf(CharSequence text, char c) {
        int end = Math.min(text.length(), WINDOW);
        for (int i = 0; i < end; i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }
}
