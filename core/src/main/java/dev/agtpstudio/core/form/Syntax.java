package dev.agtpstudio.core.form;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** The three notations the form writes, and how each spells a key, a string, a member, an object and an array. */
enum Syntax {
    TOML,
    YAML,
    JSON;

    private static final Pattern YAML_PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_.\\-/]*");
    private static final Set<String> YAML_WORDS =
            Set.of("true", "false", "null", "yes", "no", "on", "off", "y", "n", "~");

    String key(String k) {
        return switch (this) {
            case TOML -> dev.agtpstudio.core.write.TomlText.key(k);
            case JSON -> json(k);
            case YAML -> plainSafe(k) ? k : json(k);
        };
    }

    /** A string value; {@code like} is the text of the value it replaces (its quotes are kept), or null. */
    String string(String s, String like) {
        return switch (this) {
            case TOML ->
                like != null && like.startsWith("'") && s.indexOf('\'') < 0 && s.indexOf('\n') < 0
                        ? "'" + s + "'"
                        : dev.agtpstudio.core.write.TomlText.string(s);
            case JSON -> json(s);
            case YAML -> {
                if (like != null && like.startsWith("'")) {
                    yield "'" + s.replace("'", "''") + "'";
                }
                if (like != null && like.startsWith("\"")) {
                    yield json(s);
                }
                yield plainSafe(s) ? s : json(s);
            }
        };
    }

    String member(String key, String value) {
        return key(key) + (this == TOML ? " = " : ": ") + value;
    }

    String object(String key, String value) {
        return "{" + member(key, value) + "}";
    }

    String array(List<String> literals) {
        return "[" + String.join(", ", literals) + "]";
    }

    String strings(List<String> values) {
        return array(values.stream().map(v -> string(v, null)).toList());
    }

    /** A number as written, checked: a whole number of 0 or more when {@code whole}. */
    static String number(String text, boolean whole, String what) {
        String t = text.trim();
        try {
            BigDecimal d = new BigDecimal(t);
            if (whole && (d.signum() < 0 || d.stripTrailingZeros().scale() > 0)) {
                throw new FormEditException("`" + what + "` must be a whole number of 0 or more, not `" + t + "`.");
            }
            return whole ? d.toBigIntegerExact().toString() : t;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new FormEditException("`" + what + "` must be a number, not `" + t + "`.");
        }
    }

    private static boolean plainSafe(String s) {
        return YAML_PLAIN.matcher(s).matches() && !YAML_WORDS.contains(s.toLowerCase(Locale.ROOT));
    }

    static String json(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
