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
        return relativeTo(base == null ? null : base.toAbsolutePath().normalize(), file);
    }

    /**
     * {@link #relative} for a base already made absolute and normal, so a report of a thousand files normalizes it
     * once; the part below the base is taken as a subpath (what {@code relativize} returns for it, more cheaply).
     */
    public static String relativeTo(Path normalBase, Path file) {
        if (file == null) {
            return "";
        }
        Path f = file;
        if (normalBase != null) {
            Path a = file.toAbsolutePath().normalize();
            if (a.startsWith(normalBase)) {
                int from = normalBase.getNameCount();
                f = a.getNameCount() > from ? a.subpath(from, a.getNameCount()) : normalBase.relativize(a);
            }
        }
        return f.toString().replace('\\', '/');
    }
}
