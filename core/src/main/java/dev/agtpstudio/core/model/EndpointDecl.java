package dev.agtpstudio.core.model;

import java.util.List;

/**
 * One endpoint declaration (AGTP-API §6). Null members were not declared; the validator reports them.
 * The {@code keyPath}s inside point into the file's {@link dev.agtpstudio.core.load.LocationMap}.
 */
public record EndpointDecl(
        String method,
        String path,
        String description,
        String namespace,
        Semantic semantic,
        SchemaSpec input,
        SchemaSpec output,
        List<String> errors,
        HandlerBinding handler,
        List<String> requiredScopes,
        Deprecation deprecated,
        EndpointForm form,
        String keyPath) {

    public EndpointDecl {
        errors = errors == null ? null : List.copyOf(errors);
        requiredScopes = requiredScopes == null ? List.of() : List.copyOf(requiredScopes);
    }

    /** {@code METHOD /path}, the pair that identifies an endpoint. */
    public String id() {
        return method + " " + path;
    }

    /** Key path of a direct member such as {@code method}, {@code path}, {@code errors}. */
    public String fieldPath(String field) {
        return keyPath + "/" + field;
    }
}
