package dev.agtpstudio.core.load;

import java.nio.file.Path;
import java.util.Locale;

/** What a workspace file is, judged by name and (for TOML) by content. */
public enum FileKind {
    ENDPOINT("Endpoint TOML"),
    SERVER_CONFIG("Server config"),
    RECIPES("Recipes"),
    DISCOVERY_TESTS("Discovery tests"),
    AGIS("AGIS document"),
    OTHER_TOML("TOML"),
    OTHER("Other");

    private final String label;

    FileKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static final String SERVER_CONFIG_NAME = "agtp-server.toml";
    public static final String RECIPES_NAME = "agtp-recipes.toml";
    /** The workspace's discoverability tests (docs/discovery-tests.md). */
    public static final String DISCOVERY_TESTS_NAME = "discovery-tests.toml";

    /**
     * Classifies a file. A {@code .toml} other than the three well-known names is an endpoint when it declares an
     * {@code [endpoint]} table, or sits in an {@code endpoints/} folder.
     */
    public static FileKind classify(Path file, String text) {
        String name = file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.equals(SERVER_CONFIG_NAME)) {
            return SERVER_CONFIG;
        }
        if (lower.equals(RECIPES_NAME)) {
            return RECIPES;
        }
        if (lower.equals(DISCOVERY_TESTS_NAME)) {
            return DISCOVERY_TESTS;
        }
        if (lower.endsWith(".agis")) {
            return AGIS;
        }
        if (lower.endsWith(".toml")) {
            Path parent = file.getParent();
            boolean inEndpoints = parent != null
                    && parent.getFileName() != null
                    && parent.getFileName().toString().equalsIgnoreCase("endpoints");
            if (inEndpoints || (text != null && ENDPOINT_TABLE.matcher(text).find())) {
                return ENDPOINT;
            }
            return OTHER_TOML;
        }
        return OTHER;
    }

    private static final java.util.regex.Pattern ENDPOINT_TABLE =
            java.util.regex.Pattern.compile("(?m)^\\s*\\[\\s*endpoint\\s*[\\].]");
}
