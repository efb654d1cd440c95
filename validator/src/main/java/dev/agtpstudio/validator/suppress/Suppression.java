package dev.agtpstudio.validator.suppress;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.text.TextRange;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * One {@code [[suppress]]} entry: a rule id (or {@code *}), a file glob relative to the workspace root, an optional
 * key path (matching it and everything below it), and the reason shown on every finding it suppresses.
 */
public record Suppression(String rule, String fileGlob, String keyPath, String reason, TextRange range) {

    public boolean matches(Diagnostic d, Path root) {
        if (!"*".equals(rule) && !rule.equals(d.ruleId())) {
            return false;
        }
        if (d.file() == null) {
            return false;
        }
        if (!globRegex(fileGlob).matcher(relative(root, d.file())).matches()) {
            return false;
        }
        return keyPath == null
                || keyPath.isEmpty()
                || d.keyPath().equals(keyPath)
                || d.keyPath().startsWith(keyPath + "/");
    }

    static String relative(Path root, Path file) {
        Path f = file;
        if (root != null) {
            Path r = root.toAbsolutePath().normalize();
            Path a = file.toAbsolutePath().normalize();
            if (a.startsWith(r)) {
                f = r.relativize(a);
            }
        }
        return f.toString().replace('\\', '/');
    }

    /** {@code **} any path, {@code *} any name part, {@code ?} one character; everything else literal. */
    static Pattern globRegex(String glob) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (c == '*' && i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
                boolean slash = i + 2 < glob.length() && glob.charAt(i + 2) == '/';
                sb.append(slash ? "(.*/)?" : ".*");
                i += slash ? 2 : 1;
            } else if (c == '*') {
                sb.append("[^/]*");
            } else if (c == '?') {
                sb.append("[^/]");
            } else {
                sb.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(sb.toString());
    }
}
