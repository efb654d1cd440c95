package dev.agtpstudio.core.diag;

/** Names of the phases that produce diagnostics; each phase owns and replaces its own results. */
public final class Passes {
    /** Reading and parsing a file (syntax, wrong types, unknown keys, limits). */
    public static final String PARSE = "parse";
    /** AGTP-API registration rules on one endpoint declaration. */
    public static final String ENDPOINT = "endpoint";
    /** Server configuration rules. */
    public static final String CONFIG = "config";
    /** Recipe file rules. */
    public static final String RECIPES = "recipes";
    /** Rules over the whole workspace (duplicates, ambiguity, cross references). */
    public static final String WORKSPACE = "workspace";
    /** Files our product accepts but the reference server would refuse. */
    public static final String PORTABILITY = "portability";
    /** Anything else. */
    public static final String GENERAL = "general";

    private Passes() {}

    /** AGIS validation pass {@code n} (1-8) of AGIS §9.1. */
    public static String agis(int n) {
        if (n < 1 || n > 8) {
            throw new IllegalArgumentException("AGIS has passes 1-8, not " + n);
        }
        return "agis-" + n;
    }
}
