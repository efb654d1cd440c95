package dev.agtpstudio.validator.semantic;

/** An HTTP operation as an OpenAPI importer sees it; any member may be null. */
public record OperationDescription(
        String httpMethod, String path, String operationId, String summary, String description) {}
