package dev.agtpstudio.importer;

/** The judgment cases the importer reports; each says why a person should look. */
public enum FlagCode {
    POST_ONLY_READS("POST that only reads (search/query): mapped to a read verb, informational impact"),
    GET_WITH_SIDE_EFFECTS("GET whose name or text says it changes something: impact raised, review it"),
    PUT_VS_PATCH("PUT documented as a partial change, or PATCH as a replacement: choose REPLACE or MODIFY"),
    VERB_IN_PATH("the path ended with an action segment that became the method"),
    LEGACY_VERB("the operation is named with a legacy HTTP verb; the catalog's preferred verb was used"),
    WEAK_VERB_EVIDENCE("the verb rests on the HTTP method alone"),
    VERB_SEGMENT_REPAIRED("a path segment that is a catalog verb was pluralised"),
    VERB_SEGMENT_UNREPAIRED("a path segment that is a catalog verb could not be repaired by pluralising"),
    MIXED_SEGMENT("a segment mixing literal text and a parameter (v1.{format}) was split"),
    PARAMETER_RENAMED("a name was changed to snake_case; input_transform/output_transform maps it back"),
    COLLISION("two operations would have the same method and path after conversion; an alternative verb was used"),
    INPUT_NAME_COLLISION("two inputs (path, query, header, body) share a name; one was renamed"),
    BODY_WRAPPED("a request body that is not an object was wrapped in a field"),
    HEADER_PARAMETER_DROPPED("a header or cookie parameter could not become an input"),
    BODY_NOT_JSON("the request body has no JSON media type; its first media type was used"),
    OUTPUT_WRAPPED("a 2xx response that is not an object was wrapped in a field"),
    OUTPUT_MISSING("no 2xx JSON response: the output is an empty object"),
    CIRCULAR_REF("a circular $ref was cut to a plain object"),
    REMOTE_REF("a remote $ref was not fetched; the schema is left open"),
    UNRESOLVED_REF("a $ref points nowhere; the schema is left open"),
    SERVER_CHOICE("the spec lists several servers; one was chosen"),
    SERVER_NOT_HTTPS("the server URL was not https; AGTP-API §12.3 requires https, so it was rewritten"),
    SERVER_RELATIVE("the server URL is relative or missing; a placeholder host was used"),
    SECURITY_HEADER("a security scheme became a ${VAR} header template"),
    SECURITY_UNSUPPORTED("a security scheme cannot be expressed as a header"),
    DEPRECATED_OPERATION("the operation is deprecated in the spec"),
    SEMANTIC_REVIEW("intent, outcome and impact are machine guesses (AGTP-API §14.1)");

    private final String meaning;

    FlagCode(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }

    /** The kebab-case code written to the report. */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
