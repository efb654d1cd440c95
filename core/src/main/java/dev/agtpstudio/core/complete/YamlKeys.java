package dev.agtpstudio.core.complete;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The YAML part of {@link KeyLocator}: a block key with its parents by indentation (the walk completion uses), or a
 * key of a flow mapping on one line with the keys of the mappings around it.
 */
final class YamlKeys {
    private static final Pattern YAML_KEY = Pattern.compile(
            "^(\\s*)((?:-\\s+)*)(\"[^\"]*\"|'[^']*'|[^\\s#:\"'{\\[-][^:#]*?|-[^\\s:#][^:#]*?)\\s*:(?:\\s|$)");

    private YamlKeys() {}

    static Optional<KeyLocator.KeyAt> at(String text, int lineStart, String line, int col) {
        Matcher m = YAML_KEY.matcher(line);
        boolean block = m.lookingAt();
        if (!block || col < m.start(3) || col >= m.end(3)) {
            return yamlFlow(text, lineStart, line, col, block ? m : null);
        }
        int keyCol = m.group(1).length() + m.group(2).length();
        List<String> path = new ArrayList<>(CursorAnalyzer.yamlParents(text, lineStart, keyCol));
        path.add(KeyLocator.unquote(m.group(3)));
        return Optional.of(new KeyLocator.KeyAt(lineStart + m.start(3), lineStart + m.end(3), path));
    }

    /** A key of a flow mapping on one line: {@code city: {type: string}}, {@code - {name: x, description: y}}. */
    private static Optional<KeyLocator.KeyAt> yamlFlow(
            String text, int lineStart, String line, int col, Matcher block) {
        FlowKey key = FlowKey.at(line, col);
        if (key == null) {
            return Optional.empty();
        }
        List<String> inner = new ArrayList<>();
        int outermost = enclosingFlowKeys(line, key.start(), inner);
        if (outermost < 0) {
            return Optional.empty();
        }
        int parentCol = block != null && block.end(3) <= outermost
                ? block.group(1).length() + block.group(2).length()
                : outermost;
        List<String> path = new ArrayList<>(CursorAnalyzer.yamlParents(text, lineStart, parentCol));
        path.addAll(inner);
        path.add(key.name());
        return Optional.of(new KeyLocator.KeyAt(lineStart + key.start(), lineStart + key.end(), path));
    }

    /** A flow mapping's key on a line: its name and its extent with any quotes; it is followed by {@code :}. */
    private record FlowKey(String name, int start, int end) {
        static FlowKey at(String line, int col) {
            KeyLocator.Span w = KeyLocator.Span.around(line, col, YamlKeys::isFlowKeyChar);
            int s = w.start();
            int e = w.end();
            if (s == e || col >= e) {
                return null;
            }
            boolean quoted = s > 0
                    && e < line.length()
                    && (line.charAt(s - 1) == '"' || line.charAt(s - 1) == '\'')
                    && line.charAt(e) == line.charAt(s - 1);
            int ks = quoted ? s - 1 : s;
            int ke = quoted ? e + 1 : e;
            int before = skipSpacesBack(line, ks - 1);
            if (!KeyLocator.nextIs(line, ke, ':')
                    || before < 0
                    || (line.charAt(before) != '{' && line.charAt(before) != ',')) {
                return null;
            }
            return new FlowKey(line.substring(s, e), ks, ke);
        }
    }

    /**
     * Adds to {@code inner} the keys of the flow collections around {@code pos}, outermost first; returns where the
     * outermost collection opens, or -1 when {@code pos} is in none.
     */
    private static int enclosingFlowKeys(String line, int pos, List<String> inner) {
        int outermost = -1;
        int depth = 0;
        for (int i = pos - 1; i >= 0; i--) {
            char c = line.charAt(i);
            if (c == '}' || c == ']') {
                depth++;
            } else if ((c == '{' || c == '[') && depth > 0) {
                depth--;
            } else if (c == '{' || c == '[') {
                outermost = i;
                int j = skipSpacesBack(line, i - 1);
                if (j >= 0 && line.charAt(j) == ':') {
                    j = skipSpacesBack(line, j - 1);
                    int k = j;
                    while (k >= 0
                            && (isFlowKeyChar(line.charAt(k)) || line.charAt(k) == '"' || line.charAt(k) == '\'')) {
                        k--;
                    }
                    inner.add(0, KeyLocator.unquote(line.substring(k + 1, j + 1)));
                    i = k + 1;
                }
            }
        }
        return outermost;
    }

    private static int skipSpacesBack(String line, int from) {
        int i = from;
        while (i >= 0 && line.charAt(i) == ' ') {
            i--;
        }
        return i;
    }

    private static boolean isFlowKeyChar(int c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '$';
    }
}
