package dev.agtpstudio.core.complete;

import dev.agtpstudio.core.workspace.Language;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The keys already written in the table (TOML) or mapping (YAML) the caret is in, apart from the one on the caret's
 * own line: completion does not offer them again, since a second one is a duplicate-key error.
 */
final class ExistingKeys {
    private static final Pattern TOML_KEY = Pattern.compile("^\\s*([A-Za-z0-9_-]+|\"[^\"]*\")\\s*=");
    private static final Pattern TOML_HEADER = Pattern.compile("^\\s*\\[");
    private static final Pattern TOML_TABLE = Pattern.compile("^\\s*\\[\\[?([^\\[\\]]+)\\]");
    private static final Pattern YAML_KEY = Pattern.compile("^(\\s*)(-\\s+)?([A-Za-z0-9_-]+|\"[^\"]*\")\\s*:(\\s|$)");

    private ExistingKeys() {}

    /**
     * @param table the dotted TOML table the caret is in: a key that some header already opens as a table of its own
     *              ({@code [endpoint.errors]} for {@code errors} in {@code [endpoint]}) is written too, since
     *              {@code errors = [...]} beside it is a conflict
     */
    static Set<String> around(String text, int caret, Language language, String table) {
        String[] lines = text.split("\n", -1);
        int line = lineOf(text, caret);
        return switch (language) {
            case TOML -> {
                Set<String> keys = toml(lines, line);
                keys.addAll(tablesUnder(lines, table));
                yield keys;
            }
            case YAML -> yaml(lines, line, caret - lineStart(text, caret));
            default -> Set.of();
        };
    }

    private static Set<String> toml(String[] lines, int at) {
        Set<String> keys = new HashSet<>();
        for (int i = at - 1; i >= 0 && !TOML_HEADER.matcher(lines[i]).find(); i--) {
            addToml(keys, lines[i]);
        }
        for (int i = at + 1; i < lines.length && !TOML_HEADER.matcher(lines[i]).find(); i++) {
            addToml(keys, lines[i]);
        }
        return keys;
    }

    /** The first key after {@code table} of every header below it: {@code [endpoint.errors]} gives {@code errors}. */
    private static Set<String> tablesUnder(String[] lines, String table) {
        Set<String> out = new HashSet<>();
        String prefix = table == null || table.isEmpty() ? "" : table + ".";
        for (String l : lines) {
            Matcher m = TOML_TABLE.matcher(l);
            if (m.find()) {
                String name = m.group(1).replaceAll("\\s*\\.\\s*", ".").strip();
                if (name.startsWith(prefix) && name.length() > prefix.length()) {
                    String rest = name.substring(prefix.length());
                    int dot = rest.indexOf('.');
                    out.add(unquote(dot < 0 ? rest : rest.substring(0, dot)));
                }
            }
        }
        return out;
    }

    private static void addToml(Set<String> keys, String line) {
        Matcher m = TOML_KEY.matcher(line);
        if (m.find()) {
            keys.add(unquote(m.group(1)));
        }
    }

    /** Keys at the caret's column in the same mapping: up to its first key (or list item), down to its end. */
    private static Set<String> yaml(String[] lines, int at, int caretColumn) {
        int column = keyColumn(lines[at]);
        if (column < 0 || lines[at].substring(column).isBlank()) {
            column = Math.min(caretColumn, lines[at].length());
        }
        Set<String> keys = new HashSet<>();
        for (int i = at - 1; i >= 0; i--) {
            Matcher m = YAML_KEY.matcher(lines[i]);
            if (lines[i].isBlank() || lines[i].trim().startsWith("#")) {
                continue;
            }
            int c = m.find() ? m.start(3) : indent(lines[i]);
            if (c < column) {
                break;
            }
            if (c == column && m.find(0)) {
                keys.add(unquote(m.group(3)));
                if (m.group(2) != null) {
                    break; // the first key of this list item
                }
            }
        }
        for (int i = at + 1; i < lines.length; i++) {
            Matcher m = YAML_KEY.matcher(lines[i]);
            if (lines[i].isBlank() || lines[i].trim().startsWith("#")) {
                continue;
            }
            boolean key = m.find();
            int c = key ? m.start(3) : indent(lines[i]);
            if (c < column || (key && c == column && m.group(2) != null)) {
                break; // the mapping ended, or the next list item starts
            }
            if (key && c == column) {
                keys.add(unquote(m.group(3)));
            }
        }
        return keys;
    }

    private static int keyColumn(String line) {
        Matcher m = YAML_KEY.matcher(line);
        if (m.find()) {
            return m.start(3);
        }
        String t = line.stripLeading();
        int c = line.length() - t.length();
        return t.startsWith("- ") ? c + 2 : c;
    }

    private static int indent(String line) {
        return line.length() - line.stripLeading().length();
    }

    private static String unquote(String k) {
        return k.startsWith("\"") && k.endsWith("\"") && k.length() >= 2 ? k.substring(1, k.length() - 1) : k;
    }

    private static int lineOf(String text, int caret) {
        int n = 0;
        for (int i = 0; i < Math.min(caret, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    private static int lineStart(String text, int caret) {
        int i = Math.min(caret, text.length());
        while (i > 0 && text.charAt(i - 1) != '\n') {
            i--;
        }
        return i;
    }
}
