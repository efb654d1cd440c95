package dev.agtpstudio.core.write;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.model.Semantic;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares endpoint declarations by meaning: key paths, the TOML form and the way an input/output was written are
 * ignored; inputs and outputs compare by their canonical effective schema. Used to check that writing a declaration
 * in the other form (draft JSON Schema to reference field tables) loses nothing.
 */
public final class ModelEquality {
    private ModelEquality() {}

    public static boolean equivalent(EndpointDecl a, EndpointDecl b) {
        return normalize(a).equals(normalize(b));
    }

    /** {@code d} with key paths blanked, form erased and inputs/outputs as canonical JSON Schemas. */
    public static EndpointDecl normalize(EndpointDecl d) {
        if (d == null) {
            return null;
        }
        Semantic s = d.semantic() == null
                ? null
                : new Semantic(
                        d.semantic().intent(),
                        d.semantic().actor(),
                        d.semantic().outcome(),
                        d.semantic().capability(),
                        d.semantic().confidence(),
                        d.semantic().impact(),
                        d.semantic().isIdempotent(),
                        "");
        Deprecation dep = d.deprecated() == null
                ? null
                : new Deprecation(
                        d.deprecated().deprecatedIn(),
                        d.deprecated().removedIn(),
                        d.deprecated().successorMethod(),
                        d.deprecated().successorPath(),
                        "");
        return new EndpointDecl(
                d.method(),
                d.path(),
                d.description(),
                d.namespace(),
                s,
                schema(d.input(), true),
                schema(d.output(), false),
                d.errors(),
                handler(d.handler()),
                d.requiredScopes(),
                dep,
                null,
                "");
    }

    private static SchemaSpec schema(SchemaSpec spec, boolean isInput) {
        return new SchemaSpec(SchemaForm.JSON_SCHEMA, List.of(), canonicalSchema(spec, isInput), "");
    }

    /**
     * The effective schema without {@code $schema}, with {@code type} (object) and {@code additionalProperties}
     * (false for inputs, true for outputs) made explicit and {@code required} sorted.
     */
    public static ObjectNode canonicalSchema(SchemaSpec spec, boolean isInput) {
        ObjectNode s = Schemas.effective(spec, isInput);
        s.remove("$schema");
        if (!s.has("type")) {
            s.put("type", "object");
        }
        if (!s.has("additionalProperties")) {
            s.put("additionalProperties", !isInput);
        }
        List<String> req = new ArrayList<>();
        s.path("required").forEach(n -> req.add(n.asText()));
        req.sort(null);
        ArrayNode r = s.putArray("required");
        req.forEach(r::add);
        return s;
    }

    private static HandlerBinding handler(HandlerBinding h) {
        if (h == null) {
            return null;
        }
        if (h instanceof HandlerBinding.RegisteredFunction r) {
            return new HandlerBinding.RegisteredFunction(r.function(), "");
        }
        if (h instanceof HandlerBinding.Composition c) {
            return new HandlerBinding.Composition(c.recipe(), "");
        }
        if (h instanceof HandlerBinding.ExternalService e) {
            return new HandlerBinding.ExternalService(
                    e.url(),
                    e.method(),
                    e.timeoutSeconds(),
                    e.headers(),
                    e.inputTransform(),
                    e.outputTransform(),
                    e.errorMap(),
                    e.requestField(),
                    e.responseField(),
                    e.mcpTool(),
                    "");
        }
        HandlerBinding.Unknown u = (HandlerBinding.Unknown) h;
        return new HandlerBinding.Unknown(u.type(), u.fields(), "");
    }
}
