package dev.agtpstudio.core.load;

/**
 * The limits every loader enforces against hostile input (see docs/decisions/0003-loader-limits.md).
 *
 * @param maxFileBytes       files larger than this are refused without being read
 * @param maxNestingDepth    deepest nesting of tables/arrays (TOML) or mappings/sequences (YAML, JSON)
 * @param maxYamlAliases     aliases a YAML document may use for collections
 * @param maxStringLength    longest single string value (JSON)
 */
public record LoaderLimits(long maxFileBytes, int maxNestingDepth, int maxYamlAliases, int maxStringLength) {
    public static final LoaderLimits DEFAULT = new LoaderLimits(10L * 1024 * 1024, 64, 50, 8 * 1024 * 1024);
}
