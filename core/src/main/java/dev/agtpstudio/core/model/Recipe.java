package dev.agtpstudio.core.model;

import java.util.List;
import java.util.Map;

/** One {@code [[recipe]]} of {@code agtp-recipes.toml} (docs/reference-server.md#recipes). */
public record Recipe(
        String name,
        String description,
        String version,
        Pattern pattern,
        List<Step> steps,
        String aggregation,
        String keyPath) {

    public static final List<String> AGGREGATIONS = List.of("last", "merge", "list");

    public Recipe {
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    /** {@code [recipe.pattern]}: all given conditions must match a PROPOSE. */
    public record Pattern(
            String nameExact,
            String nameRegex,
            String category,
            List<String> hasParameters,
            String pathExact,
            String pathRegex,
            String keyPath) {
        public Pattern {
            hasParameters = hasParameters == null ? List.of() : List.copyOf(hasParameters);
        }
    }

    /** {@code [[recipe.steps]]}: dispatched method-only; parameters keyed by target name, in order. */
    public record Step(String method, String captureAs, Map<String, ParameterSource> parameters, String keyPath) {
        public Step {
            parameters = parameters == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameters));
        }
    }

    /** {@code {kind = "proposal"|"constant"|"previous_step", value = ...}}. */
    public record ParameterSource(String kind, Object value, String keyPath) {
        public static final List<String> KINDS = List.of("proposal", "constant", "previous_step");
    }
}
