package dev.agtpstudio.app.settings;

/** The two colour themes; each is one stylesheet. */
public enum Theme {
    LIGHT("Light", "/dev/agtpstudio/app/ui/light.css"),
    DARK("Dark", "/dev/agtpstudio/app/ui/dark.css");

    private final String label;
    private final String stylesheet;

    Theme(String label, String stylesheet) {
        this.label = label;
        this.stylesheet = stylesheet;
    }

    public String label() {
        return label;
    }

    /** Classpath resource of the theme's stylesheet. */
    public String stylesheet() {
        return stylesheet;
    }

    public Theme other() {
        return this == LIGHT ? DARK : LIGHT;
    }

    @Override
    public String toString() {
        return label;
    }
}
