package dev.agtpstudio.core.complete;

import java.util.regex.Pattern;

/** When completion opens by itself: in the value of a {@code method} key, as the user starts or types a verb. */
final class AutoTrigger {
    private static final Pattern METHOD_VALUE =
            Pattern.compile("^\\s*(?:-\\s+)?\"?(?:[a-z_]*_)?method\"?\\s*[=:]\\s*\"?([A-Z]*)$");

    private AutoTrigger() {}

    static boolean inMethodValue(String lineBeforeCaret, char typed) {
        if (!(typed == '"' || Character.isUpperCase(typed) || typed == ' ')) {
            return false;
        }
        var m = METHOD_VALUE.matcher(lineBeforeCaret);
        if (!m.matches()) {
            return false;
        }
        // after `method = "` (quote just typed), `method: ` (YAML) or an uppercase letter of the verb
        return typed == '"'
                ? m.group(1).isEmpty()
                : typed == ' ' ? lineBeforeCaret.trim().endsWith(":") : true;
    }
}
