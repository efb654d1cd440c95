package dev.agtpstudio.evolution;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import java.util.List;

/**
 * The part of an endpoint an agent can see (plus its handler, to report internal changes), taken from an endpoint
 * TOML declaration or an AGIS endpoint, so both are compared by the same code. Key paths point into {@link #file}.
 */
record EndpointView(
        String method,
        String path,
        String description,
        String intent,
        String actor,
        String outcome,
        String capability,
        Double confidence,
        String impact,
        Boolean idempotent,
        SchemaSpec input,
        SchemaSpec output,
        List<String> errors,
        List<String> scopes,
        Deprecation deprecation,
        HandlerBinding handler,
        String keyPath,
        String semanticKeyPath,
        LoadedFile<?> file) {

    String id() {
        return method + " " + path;
    }

    String fieldPath(String field) {
        return keyPath + "/" + field;
    }

    String semanticPath(String field) {
        return semanticKeyPath == null ? keyPath : semanticKeyPath + "/" + field;
    }

    static EndpointView of(EndpointDecl e, LoadedFile<?> file) {
        Semantic s = e.semantic();
        return new EndpointView(
                e.method(),
                e.path(),
                e.description(),
                s == null ? null : s.intent(),
                s == null ? null : s.actor(),
                s == null ? null : s.outcome(),
                s == null ? null : s.capability(),
                s == null ? null : s.confidence(),
                s == null ? null : s.impact(),
                s == null ? null : s.isIdempotent(),
                e.input(),
                e.output(),
                e.errors() == null ? List.of() : e.errors(),
                e.requiredScopes(),
                e.deprecated(),
                e.handler(),
                e.keyPath(),
                s == null ? null : s.keyPath(),
                file);
    }

    static EndpointView of(AgisDocument.AgisEndpoint e, LoadedFile<?> file) {
        AgisDocument.AgisSemantic s = e.semantic();
        return new EndpointView(
                e.method(),
                e.path(),
                e.description(),
                s == null ? null : s.intent(),
                s == null ? null : s.actor(),
                s == null ? null : s.outcome(),
                s == null ? null : s.capability(),
                s == null ? null : s.confidenceGuidance(),
                s == null ? null : s.impactTier(),
                s == null ? null : s.isIdempotent(),
                e.input(),
                e.output(),
                e.errors() == null ? List.of() : e.errors(),
                List.of(),
                null,
                null,
                e.keyPath(),
                s == null ? null : s.keyPath(),
                file);
    }
}
