package dev.agtpstudio.app.changes;

/** What the Changes view compares the workspace against. */
public enum Baseline {
    LAST_COMMIT("Last commit (git HEAD)"),
    LAST_EXPORT("Last export"),
    /** A copy started by hand in {@code .agtp-studio/baseline/} (a folder outside git). */
    STARTED("Started baseline");

    private final String label;

    Baseline(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
