package dev.agtpstudio.app.changes;

/** What the Changes view compares the workspace against. */
public enum Baseline {
    LAST_COMMIT("Last commit (git HEAD)"),
    LAST_EXPORT("Last export");

    private final String label;

    Baseline(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
