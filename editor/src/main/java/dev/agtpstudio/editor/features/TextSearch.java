package dev.agtpstudio.editor.features;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** A find/replace query: literal or regular expression, with or without case. Pure; works on any text. */
public final class TextSearch {
    /** One match {@code [start, end)}. */
    public record Match(int start, int end) {}

    /** The result of replacing all: the span that changed, its new text, and how many matches were replaced. */
    public record Replacement(int start, int end, String text, int count) {}

    private final Pattern pattern;
    private final boolean regex;
    private final String error;

    public TextSearch(String query, boolean regex, boolean matchCase) {
        this.regex = regex;
        Pattern p = null;
        String err = null;
        if (query != null && !query.isEmpty()) {
            int flags = (matchCase ? 0 : Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE) | Pattern.MULTILINE;
            try {
                p = Pattern.compile(regex ? query : Pattern.quote(query), flags);
            } catch (PatternSyntaxException e) {
                err = e.getDescription() + " at index " + e.getIndex();
            }
        }
        this.pattern = p;
        this.error = err;
    }

    /** The regex error, or null. */
    public String error() {
        return error;
    }

    public boolean valid() {
        return pattern != null;
    }

    /** All non-empty matches, at most {@code limit}. */
    public List<Match> findAll(CharSequence text, int limit) {
        List<Match> out = new ArrayList<>();
        if (pattern == null) {
            return out;
        }
        Matcher m = pattern.matcher(text);
        while (m.find() && out.size() < limit) {
            if (m.end() > m.start()) {
                out.add(new Match(m.start(), m.end()));
            }
        }
        return out;
    }

    /** The first match at or after {@code from}, wrapping around; null when none. */
    public Match next(CharSequence text, int from) {
        if (pattern == null) {
            return null;
        }
        Matcher m = pattern.matcher(text);
        int start = Math.max(0, Math.min(from, text.length()));
        Match found = firstFrom(m, start, text.length());
        return found == null && start > 0 ? firstFrom(m, 0, text.length()) : found;
    }

    private static Match firstFrom(Matcher m, int start, int length) {
        int at = start;
        while (at <= length && m.find(at)) {
            if (m.end() > m.start()) {
                return new Match(m.start(), m.end());
            }
            at = m.end() + 1;
        }
        return null;
    }

    /** The last match ending at or before {@code before}, wrapping around; null when none. */
    public Match previous(CharSequence text, int before) {
        List<Match> all = findAll(text, Integer.MAX_VALUE);
        if (all.isEmpty()) {
            return null;
        }
        Match best = null;
        for (Match mt : all) {
            if (mt.end() <= before) {
                best = mt;
            }
        }
        return best != null ? best : all.get(all.size() - 1);
    }

    /** The replacement text for one match ({@code $1}..{@code $9} groups and {@code \\} escapes for a regex). */
    public String replacementFor(CharSequence text, Match match, String replacement) {
        if (!regex) {
            return replacement;
        }
        Matcher m = pattern.matcher(text);
        m.region(match.start(), text.length());
        return m.lookingAt() ? expand(m, replacement) : replacement;
    }

    /** Replaces every match; the result covers only the span from the first to the last match. */
    public Replacement replaceAll(String text, String replacement) {
        if (pattern == null) {
            return new Replacement(0, 0, "", 0);
        }
        Matcher m = pattern.matcher(text);
        StringBuilder sb = new StringBuilder();
        int first = -1;
        int cursor = 0;
        int count = 0;
        while (m.find()) {
            if (m.end() == m.start()) {
                continue;
            }
            if (first < 0) {
                first = m.start();
                cursor = first;
            }
            sb.append(text, cursor, m.start()).append(regex ? expand(m, replacement) : replacement);
            cursor = m.end();
            count++;
        }
        return count == 0 ? new Replacement(0, 0, "", 0) : new Replacement(first, cursor, sb.toString(), count);
    }

    private static String expand(Matcher m, String rep) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rep.length(); i++) {
            char c = rep.charAt(i);
            if (c == '\\' && i + 1 < rep.length()) {
                out.append(rep.charAt(++i));
            } else if (c == '$' && i + 1 < rep.length() && Character.isDigit(rep.charAt(i + 1))) {
                int g = rep.charAt(++i) - '0';
                String v = g <= m.groupCount() ? m.group(g) : null;
                out.append(v == null ? "" : v);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
