package dev.agtpstudio.importer;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Spec prose as plain sentences: markup stripped, entities decoded, white space collapsed. */
final class SpecProse {
    private static final Pattern TAG = Pattern.compile("<[^>]{0,500}>");
    private static final Pattern ENTITY = Pattern.compile("&(#\\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});");
    private static final Map<String, String> NAMED =
            Map.of("amp", "&", "lt", "<", "gt", ">", "quot", "\"", "apos", "'", "nbsp", " ");
    private static final Pattern MD_LINK = Pattern.compile("\\[([^\\]]{1,300})]\\([^)]{1,500}\\)");
    private static final Pattern DEPRECATED = Pattern.compile(
            "^\\s*(\\(deprecated\\)|\\[deprecated]|deprecated\\s*[:\\-])\\s*", Pattern.CASE_INSENSITIVE);

    private SpecProse() {}

    /** Null for null or blank text. Invisible and bidirectional control characters go too (AGIS §13). */
    static String clean(String s) {
        if (s == null) {
            return null;
        }
        String t = TAG.matcher(dev.agtpstudio.validator.support.AgentText.withoutHiddenCharacters(s))
                .replaceAll(" ");
        t = MD_LINK.matcher(t).replaceAll("$1");
        Matcher m = ENTITY.matcher(t);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(entity(m.group(1), m.group())));
        }
        m.appendTail(sb);
        t = sb.toString()
                .replace('`', '\'')
                .replaceAll("\\*\\*|__", "")
                .replaceAll("\\s+", " ")
                .strip();
        return t.isEmpty() ? null : t;
    }

    /** True when the text starts with a deprecation marker such as "(Deprecated)". */
    static boolean markedDeprecated(String s) {
        return s != null && DEPRECATED.matcher(s).find();
    }

    /** The text without a leading deprecation marker. */
    static String withoutDeprecatedMarker(String s) {
        if (s == null) {
            return null;
        }
        String t = DEPRECATED.matcher(s).replaceFirst("");
        return t.isBlank() ? null : t;
    }

    private static String entity(String name, String whole) {
        try {
            if (name.startsWith("#x")) {
                return new String(Character.toChars(Integer.parseInt(name.substring(2), 16)));
            }
            if (name.startsWith("#")) {
                return new String(Character.toChars(Integer.parseInt(name.substring(1))));
            }
        } catch (IllegalArgumentException e) {
            return whole;
        }
        return NAMED.getOrDefault(name.toLowerCase(java.util.Locale.ROOT), whole);
    }

    /** The first line of a message (null: "(no message)"). */
    static String firstLine(String s) {
        if (s == null) {
            return "(no message)";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static final Pattern JAVA_NAME =
            Pattern.compile("(?:\\bclass )?\\b(?:[a-z][a-z0-9_]*\\.){2,}([A-Z][A-Za-z0-9_$]*)");

    /** {@code class io.swagger.models.Path} and similar Java type names reduced to their simple name ({@code Path}). */
    static String withoutJavaNames(String s) {
        return s == null
                ? null
                : JAVA_NAME
                        .matcher(s)
                        .replaceAll(m -> Matcher.quoteReplacement(m.group(1).replace('$', '.')));
    }
}
