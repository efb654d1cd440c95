package dev.agtpstudio.validator;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The function-calling clients whose documented rules the {@code client/<client>/*} lints check (docs/rules.md#client-lints):
 * the names {@code validate --clients}, the IDE's preferences and the language server's {@code clients}
 * initialization option take.
 */
public final class Clients {
    public static final String OPENAI_STRICT = "openai-strict";
    public static final String ANTHROPIC = "anthropic";
    public static final String GEMINI = "gemini";
    public static final String MCP_HOSTS = "mcp-hosts";
    /** Every client, in the order help texts and preferences list them. */
    public static final List<String> ALL = List.of(OPENAI_STRICT, ANTHROPIC, GEMINI, MCP_HOSTS);

    private Clients() {}

    /** {@code openai-strict,anthropic} -> the set; {@code all} means every client; an unknown name is refused. */
    public static Set<String> parse(String csv) {
        Set<String> out = new LinkedHashSet<>();
        if (csv == null || csv.isBlank()) {
            return out;
        }
        for (String s : csv.split(",")) {
            String name = s.strip();
            if (name.equals("all")) {
                out.addAll(ALL);
            } else if (!name.isEmpty()) {
                out.add(name);
            }
        }
        return checked(out);
    }

    /** {@code names}, each a known client, as an unmodifiable set; otherwise an error naming the known ones. */
    public static Set<String> checked(java.util.Collection<String> names) {
        List<String> unknown = new ArrayList<>();
        for (String n : names) {
            if (!ALL.contains(n)) {
                unknown.add(n);
            }
        }
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("unknown client " + String.join(", ", unknown) + "; the clients are "
                    + String.join(", ", ALL) + " (or all)");
        }
        return Set.copyOf(names);
    }
}
