package dev.agtpstudio.evolution.report;

import dev.agtpstudio.evolution.ChangeKind;

/** Links from a change kind to its entry in {@code docs/diff.md}. */
public final class DiffDocs {
    /** The published copy of the change-kind reference. */
    public static final String DEFAULT_BASE = "https://github.com/agtp-studio/agtp-studio/blob/main/docs/diff.md";

    private DiffDocs() {}

    public static String helpUri(String base, ChangeKind k) {
        return base + "#" + k.anchor();
    }
}
