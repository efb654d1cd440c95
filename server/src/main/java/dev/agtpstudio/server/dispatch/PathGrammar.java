package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.PathTemplate;

/** AGTP-API §5.1: a path starts with '/', has no trailing '/' (except '/'), and no segment is a method name. */
public final class PathGrammar {
    private final MethodCatalog catalog;

    public PathGrammar(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    /** A violation: {@code segment} is the offending segment (null for structural problems). */
    public record Violation(String reason, String segment) {}

    /** The first violation of {@code path}, or null when it conforms. {@code {name}} segments are exempt. */
    public Violation check(String path) {
        if (path == null || !path.startsWith("/")) {
            return new Violation("path must begin with '/'", null);
        }
        if (path.equals("/")) {
            return null;
        }
        if (path.endsWith("/")) {
            return new Violation("path must not end with '/'", "");
        }
        String[] segs = path.substring(1).split("/", -1);
        for (String s : segs) {
            if (s.isEmpty()) {
                return new Violation("path has an empty segment", "");
            }
            if (PathTemplate.isParameterSegment(s)) {
                continue;
            }
            if (catalog.isVerbSegment(s)) {
                return new Violation("segment '" + s + "' is a method name (method-name leakage, AGTP-API §5.1)", s);
            }
        }
        return null;
    }
}
