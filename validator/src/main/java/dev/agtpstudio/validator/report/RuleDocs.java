package dev.agtpstudio.validator.report;

import dev.agtpstudio.core.diag.Diagnostic;
import java.nio.file.Path;

/**
 * Where rule documentation lives. The default is the published copy of {@code docs/rules.md}; the CLI option
 * {@code --rules-url} points links elsewhere (e.g. an internal mirror). See docs/rules.md, "Links".
 */
public final class RuleDocs {
    public static final String DEFAULT_BASE = "https://github.com/agtp-studio/agtp-studio/blob/main/docs/rules.md";

    private RuleDocs() {}

    public static String helpUri(String base, String ruleId) {
        return (base == null ? DEFAULT_BASE : base) + "#" + Diagnostic.anchorOf(ruleId);
    }

    /** {@code file} relative to {@code base} when inside it, with {@code /} separators. */
    public static String relative(Path base, Path file) {
        if (file == null) {
            return "";
        }
        Path f = file;
        if (base != null) {
            Path b = base.toAbsolutePath().normalize();
            Path a = file.toAbsolutePath().normalize();
            if (a.startsWith(b)) {
                f = b.relativize(a);
            }
        }
        return f.toString().replace('\\', '/');
    }
}
