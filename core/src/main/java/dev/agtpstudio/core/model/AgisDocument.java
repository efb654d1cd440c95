package dev.agtpstudio.core.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * An AGIS service document ({@code .agis}, YAML or JSON; AGIS §8). The mapping from the draft's
 * illustrative notation is fixed in docs/schemas/agis.schema.json. Null members were not declared.
 */
public record AgisDocument(
        String agis,
        String service,
        String agtp,
        String description,
        List<AgisEndpoint> endpoints,
        Vocabulary vocabulary,
        JsonNode dataManifest,
        Map<String, JsonNode> schemas,
        SourceFormat format) {

    public AgisDocument {
        endpoints = endpoints == null ? null : List.copyOf(endpoints);
        schemas = schemas == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(schemas));
    }

    /** YAML or JSON text; both load to equal models (the format itself is not part of equality-relevant content). */
    public enum SourceFormat {
        YAML,
        JSON
    }

    /** The same document with the format erased, for comparing a YAML and a JSON load. */
    public AgisDocument withoutFormat() {
        return new AgisDocument(agis, service, agtp, description, endpoints, vocabulary, dataManifest, schemas, null);
    }

    /** {@code vocabulary}: AGIS §8.2. */
    public record Vocabulary(
            List<String> declaredVerbs,
            String domain,
            String namespace,
            String version,
            Boolean negotiable,
            String keyPath) {
        public Vocabulary {
            declaredVerbs = declaredVerbs == null ? null : List.copyOf(declaredVerbs);
        }
    }

    /** One endpoint of an AGIS document. */
    public record AgisEndpoint(
            String method,
            String path,
            String description,
            AgisSemantic semantic,
            SchemaSpec input,
            SchemaSpec output,
            List<String> errors,
            String keyPath,
            Map<String, String> errorDescriptions) {
        public AgisEndpoint {
            errors = errors == null ? null : List.copyOf(errors);
            errorDescriptions = errorDescriptions == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(errorDescriptions));
        }

        /** An endpoint whose errors are names only. */
        public AgisEndpoint(
                String method,
                String path,
                String description,
                AgisSemantic semantic,
                SchemaSpec input,
                SchemaSpec output,
                List<String> errors,
                String keyPath) {
            this(method, path, description, semantic, input, output, errors, keyPath, Map.of());
        }

        public String id() {
            return method + " " + path;
        }

        public String fieldPath(String field) {
            return keyPath + "/" + field;
        }

        /** Where the semantic block's keys are: the block's own key path, else this endpoint's {@code semantic}. */
        public String semanticPath() {
            return semantic != null && semantic.keyPath() != null ? semantic.keyPath() : fieldPath("semantic");
        }
    }

    /** The semantic declaration block of AGIS §6. */
    public record AgisSemantic(
            String intent,
            String actor,
            String outcome,
            String capability,
            Double confidenceGuidance,
            String impactTier,
            Boolean isIdempotent,
            Map<String, List<String>> parameterHints,
            Map<String, String> stateTransition,
            String mcpToolName,
            String keyPath) {
        public static final List<String> ACTORS = List.of("agent", "user", "system");

        public AgisSemantic {
            parameterHints = parameterHints == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameterHints));
            stateTransition = stateTransition == null
                    ? Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(stateTransition));
        }

        public String fieldPath(String field) {
            return keyPath + "/" + field;
        }
    }
}
