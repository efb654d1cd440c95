package dev.agtpstudio.evolution;

import java.util.Collection;
import java.util.Locale;

/**
 * The {@code document_version} / {@code agtp_api_version} bump a set of changes calls for: major for anything
 * breaking, minor for deprecations and compatible additions, patch when only internal details changed.
 */
public enum VersionBump {
    NONE,
    PATCH,
    MINOR,
    MAJOR;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The bump one change needs on its own: major if breaking, minor for deprecations and compatible changes, else patch. */
    public static VersionBump of(Change c) {
        return switch (c.severity()) {
            case BREAKING -> MAJOR;
            case DEPRECATION, COMPATIBLE -> MINOR;
            case INTERNAL -> PATCH;
        };
    }

    /** The bump {@code changes} call for. */
    public static VersionBump of(Collection<Change> changes) {
        VersionBump b = NONE;
        for (Change c : changes) {
            VersionBump one = of(c);
            if (one.compareTo(b) > 0) {
                b = one;
            }
        }
        return b;
    }

    /**
     * {@code version} raised by this bump. Dotted numbers raise their component ({@code 1.4.2} + minor = {@code 1.5.0});
     * a single number (the usual {@code document_version}, or A2T's integers) rises by one for any bump; a leading
     * {@code v} is kept. Anything else gets {@code .1} appended. {@link #NONE} returns {@code version} unchanged.
     */
    public String apply(String version) {
        if (this == NONE || version == null) {
            return version;
        }
        String prefix = version.startsWith("v") || version.startsWith("V") ? version.substring(0, 1) : "";
        String body = version.substring(prefix.length());
        if (!body.matches("\\d+(\\.\\d+)*")) {
            return version + ".1";
        }
        String[] parts = body.split("\\.");
        if (parts.length == 1) {
            return prefix + (Long.parseLong(parts[0]) + 1);
        }
        int at = switch (this) {
            case MAJOR -> 0;
            case MINOR -> 1;
            default -> Math.min(2, parts.length - 1);
        };
        StringBuilder sb = new StringBuilder(prefix);
        for (int i = 0; i < parts.length; i++) {
            long n = i < at ? Long.parseLong(parts[i]) : i == at ? Long.parseLong(parts[i]) + 1 : 0;
            sb.append(i == 0 ? "" : ".").append(n);
        }
        return sb.toString();
    }
}
