package dev.agtpstudio.preview.tokens;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of one served tool that cost the most tokens ({@code o200k_base}), named so a designer knows what to
 * shorten: the description, each long enumeration, each nested object schema, each property, and text repeated
 * across the tool.
 */
public final class Contributors {
    /** Strings shorter than this are not reported as repeated text (names and types repeat by design). */
    static final int MIN_REPEATED = 24;

    private Contributors() {}

    /** One part: what it is, in words, and its tokens. */
    public record Part(String what, int tokens) {}

    /** The {@code n} most expensive parts of {@code tool}, most expensive first. */
    public static List<Part> top(JsonNode tool, int n) {
        List<Part> parts = new ArrayList<>();
        if (tool.path("description").isTextual()) {
            parts.add(new Part("the description", Tokenizers.o200k(ToolTokens.wire(tool.get("description")))));
        }
        schema(tool.path("inputSchema"), "input", parts);
        schema(tool.path("outputSchema"), "output", parts);
        // A2T signatures: input_parameters / output_parameters are lists of parameters.
        params(tool.path("input_parameters"), "input", parts);
        params(tool.path("output_parameters"), "output", parts);
        repeated(tool, parts);
        parts.sort(Comparator.comparingInt(Part::tokens).reversed());
        return List.copyOf(parts.subList(0, Math.min(n, parts.size())));
    }

    private static void schema(JsonNode s, String side, List<Part> parts) {
        if (!s.path("properties").isObject()) {
            return;
        }
        s.get("properties")
                .fields()
                .forEachRemaining(e -> property(e.getValue(), side + " `" + e.getKey() + "`", parts));
    }

    private static void property(JsonNode p, String label, List<Part> parts) {
        JsonNode en = p.has("enum") ? p.get("enum") : p.path("items").path("enum");
        if (en.isArray() && en.size() > 0) {
            parts.add(new Part(
                    "the enumeration of " + en.size() + " values of " + label, Tokenizers.o200k(ToolTokens.wire(en))));
        }
        JsonNode nested = p.path("properties").isObject() ? p : p.path("items");
        if (nested.path("properties").isObject()) {
            parts.add(new Part(
                    "the nested schema of " + label + " ("
                            + nested.get("properties").size() + " properties)",
                    Tokenizers.o200k(ToolTokens.wire(p))));
        } else if (!en.isArray() || en.size() == 0) {
            parts.add(new Part(label, Tokenizers.o200k(ToolTokens.wire(p))));
        }
    }

    private static void params(JsonNode list, String side, List<Part> parts) {
        if (!list.isArray()) {
            return;
        }
        for (JsonNode p : list) {
            String label = side + " `" + p.path("id").asText(p.path("name").asText()) + "`";
            JsonNode values = p.path("allowed-values");
            if (values.isArray() && values.size() > 0) {
                parts.add(new Part(
                        "the enumeration of " + values.size() + " values of " + label,
                        Tokenizers.o200k(ToolTokens.wire(values))));
            } else {
                parts.add(new Part(label, Tokenizers.o200k(ToolTokens.wire(p))));
            }
        }
    }

    /** Every string of at least {@link #MIN_REPEATED} characters that occurs more than once: the copies' tokens. */
    private static void repeated(JsonNode tool, List<Part> parts) {
        Map<String, Integer> seen = new HashMap<>();
        collect(tool, seen);
        seen.forEach((text, count) -> {
            if (count > 1) {
                String shown = text.length() > 40 ? text.substring(0, 40) + "…" : text;
                parts.add(new Part(
                        "the text \"" + shown + "\" repeated " + count + " times",
                        Tokenizers.o200k(text) * (count - 1)));
            }
        });
    }

    private static void collect(JsonNode n, Map<String, Integer> seen) {
        if (n.isTextual() && n.asText().length() >= MIN_REPEATED) {
            seen.merge(n.asText(), 1, Integer::sum);
        } else if (n.isContainerNode()) {
            n.forEach(c -> collect(c, seen));
        }
    }
}
