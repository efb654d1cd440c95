package dev.agtpstudio.validator.support;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.model.ServerConfig;
import java.util.regex.Pattern;

/** What a method name is for one catalog and server configuration (AGTP-API §3.2, §3.3, §3.6, §4). */
public enum MethodStatus {
    /** Not {@code ^[A-Z]+$} or not 3-32 characters. */
    BAD_SYNTAX,
    /** A current catalog verb. */
    CATALOG,
    /** A catalog verb flagged deprecated_in. */
    DEPRECATED,
    /** A catalog verb removed in the catalog in force. */
    REMOVED,
    /** A legacy HTTP verb the server's {@code policies.methods.legacy} admits. */
    LEGACY_ADMITTED,
    /** A legacy HTTP verb the server does not admit. */
    LEGACY_REFUSED,
    /** A custom method declared in {@code policies.methods}. */
    CUSTOM,
    /** None of the above. */
    UNKNOWN;

    private static final Pattern SYNTAX = Pattern.compile("[A-Z]{3,32}");

    public static boolean lexicallyValid(String method) {
        return method != null && SYNTAX.matcher(method).matches();
    }

    public static MethodStatus of(String method, MethodCatalog catalog, ServerConfig config) {
        if (!lexicallyValid(method)) {
            return BAD_SYNTAX;
        }
        MethodInfo info = catalog.method(method).orElse(null);
        if (info != null) {
            if (info.removed()
                    || (info.removedIn() != null && compareVersions(catalog.version(), info.removedIn()) >= 0)) {
                return REMOVED;
            }
            return info.deprecated() ? DEPRECATED : CATALOG;
        }
        if (catalog.isLegacy(method)) {
            ServerConfig.MethodPolicy mp = config == null ? null : config.methods();
            return mp != null && mp.legacy() != null && mp.legacy().admits(method) ? LEGACY_ADMITTED : LEGACY_REFUSED;
        }
        if (config != null && config.methods() != null && config.methods().isCustom(method)) {
            return CUSTOM;
        }
        return UNKNOWN;
    }

    /** True when a server would admit an endpoint with this method (perhaps with a warning). */
    public boolean admitted() {
        return this == CATALOG || this == DEPRECATED || this == LEGACY_ADMITTED || this == CUSTOM;
    }

    /** Semver-ish comparison of dotted numeric versions; non-numeric parts compare as text. */
    public static int compareVersions(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            String p = i < x.length ? x[i] : "0";
            String q = i < y.length ? y[i] : "0";
            int c;
            try {
                c = Integer.compare(Integer.parseInt(p), Integer.parseInt(q));
            } catch (NumberFormatException e) {
                c = p.compareTo(q);
            }
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
