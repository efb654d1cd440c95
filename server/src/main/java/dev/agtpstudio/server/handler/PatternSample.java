package dev.agtpstudio.server.handler;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A string matching a simple regular expression: literals, escapes ({@code \d \w \s \.}), {@code .}, character
 * classes with ranges, groups with alternation and the quantifiers {@code ? * + {n} {n,} {n,m}}, anchored or not.
 * Anything else (negated classes, look-arounds, back-references) gives {@code null}, as does a result that the
 * pattern does not match: the caller then falls back to plain words.
 */
final class PatternSample {
    private final String p;
    private final SplittableRandom r;
    private int i;

    private PatternSample(String p, SplittableRandom r) {
        this.p = p;
        this.r = r;
    }

    static String generate(String pattern, SplittableRandom r) {
        try {
            String body = pattern.startsWith("^") ? pattern.substring(1) : pattern;
            if (body.endsWith("$") && !body.endsWith("\\$")) {
                body = body.substring(0, body.length() - 1);
            }
            PatternSample g = new PatternSample(body, r);
            StringBuilder out = new StringBuilder();
            g.alternation(out);
            if (g.i != body.length()) {
                return null;
            }
            String v = out.toString();
            return SampleStrings.matches(pattern, v) ? v : null;
        } catch (Unsupported | IllegalArgumentException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    private static final class Unsupported extends RuntimeException {
        Unsupported() {
            super(null, null, false, false);
        }
    }

    private void alternation(StringBuilder out) {
        List<StringBuilder> options = new ArrayList<>();
        do {
            StringBuilder b = new StringBuilder();
            sequence(b);
            options.add(b);
        } while (i < p.length() && p.charAt(i) == '|' && ++i > 0);
        out.append(options.get(r.nextInt(options.size())));
    }

    private void sequence(StringBuilder out) {
        while (i < p.length() && p.charAt(i) != '|' && p.charAt(i) != ')') {
            int start = i;
            atom(new StringBuilder());
            int end = i;
            int[] q = quantifier();
            int times = q[0] + (q[1] > q[0] ? r.nextInt(q[1] - q[0] + 1) : 0);
            for (int k = 0; k < times; k++) {
                int save = i;
                i = start;
                StringBuilder b = new StringBuilder();
                atom(b);
                out.append(b);
                i = save;
            }
            if (times == 0) {
                i = Math.max(i, end);
            }
        }
    }

    private void atom(StringBuilder out) {
        char c = p.charAt(i++);
        switch (c) {
            case '(':
                if (i < p.length() && p.charAt(i) == '?') {
                    if (p.startsWith("?:", i)) {
                        i += 2;
                    } else {
                        throw new Unsupported();
                    }
                }
                alternation(out);
                if (p.charAt(i++) != ')') {
                    throw new Unsupported();
                }
                return;
            case '[':
                out.append(charClass());
                return;
            case '.':
                out.append((char) ('a' + r.nextInt(26)));
                return;
            case '\\':
                out.append(escape(p.charAt(i++)));
                return;
            case '^':
            case '$':
            case '*':
            case '+':
            case '?':
            case '{':
                throw new Unsupported();
            default:
                out.append(c);
        }
    }

    private char escape(char e) {
        switch (e) {
            case 'd':
                return (char) ('0' + r.nextInt(10));
            case 'w':
                return (char) ('a' + r.nextInt(26));
            case 's':
                return ' ';
            default:
                if (Character.isLetterOrDigit(e)) {
                    throw new Unsupported(); // \b, \p{..}, \1 ...
                }
                return e;
        }
    }

    private char charClass() {
        if (p.charAt(i) == '^') {
            throw new Unsupported();
        }
        List<char[]> ranges = new ArrayList<>();
        while (p.charAt(i) != ']') {
            char a = p.charAt(i++);
            if (a == '\\') {
                char e = p.charAt(i++);
                a = e == 'd' ? '0' : e == 'w' ? 'a' : e;
                if (e == 'd' || e == 'w') {
                    ranges.add(new char[] {a, e == 'd' ? '9' : 'z'});
                    continue;
                }
            }
            if (p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
                char b = p.charAt(i + 1);
                i += 2;
                ranges.add(new char[] {a, b});
            } else {
                ranges.add(new char[] {a, a});
            }
        }
        i++;
        char[] range = ranges.get(r.nextInt(ranges.size()));
        return (char) (range[0] + r.nextInt(range[1] - range[0] + 1));
    }

    /** {min, max} repetitions of the atom just read; unbounded ones are capped at min + 3. */
    private int[] quantifier() {
        if (i >= p.length()) {
            return new int[] {1, 1};
        }
        char c = p.charAt(i);
        if (c == '?' || c == '*' || c == '+') {
            i++;
            return c == '?' ? new int[] {0, 1} : c == '*' ? new int[] {0, 3} : new int[] {1, 4};
        }
        if (c != '{') {
            return new int[] {1, 1};
        }
        int close = p.indexOf('}', i);
        String[] parts = p.substring(i + 1, close).split(",", -1);
        i = close + 1;
        int min = Integer.parseInt(parts[0].trim());
        int max = parts.length == 1 ? min : parts[1].isBlank() ? min + 3 : Integer.parseInt(parts[1].trim());
        return new int[] {min, Math.min(max, min + 16)};
    }
}
