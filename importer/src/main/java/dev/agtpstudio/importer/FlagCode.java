package dev.agtpstudio.importer;

/** The judgment cases the importer reports; each says why a person should look. */
public enum FlagCode {
    POST_ONLY_READS(Rank.HIGH, "POST that only reads (search/query): mapped to a read verb, informational impact"),
    GET_WITH_SIDE_EFFECTS(Rank.HIGH, "GET whose name or text says it changes something: impact raised, review it"),
    PUT_VS_PATCH(
            Rank.MEDIUM, "PUT documented as a partial change, or PATCH as a replacement: choose REPLACE or MODIFY"),
    VERB_IN_PATH(Rank.LOW, "the path ended with an action segment that became the method"),
    LEGACY_VERB(Rank.MEDIUM, "the operation is named with a legacy HTTP verb; the catalog's preferred verb was used"),
    WEAK_VERB_EVIDENCE(Rank.MEDIUM, "the verb rests on the HTTP method alone"),
    VERB_SEGMENT_REPAIRED(Rank.LOW, "a path segment that is a catalog verb was pluralised"),
    VERB_SEGMENT_UNREPAIRED(Rank.MEDIUM, "a path segment that is a catalog verb could not be repaired by pluralising"),
    MIXED_SEGMENT(Rank.LOW, "a segment mixing literal text and a parameter (v1.{format}) was split"),
    PARAMETER_RENAMED(Rank.LOW, "a name was changed to snake_case; input_transform/output_transform maps it back"),
    COLLISION(
            Rank.HIGH,
            "two operations would have the same method and path after conversion; an alternative verb was used"),
    INPUT_NAME_COLLISION(Rank.MEDIUM, "two inputs (path, query, header, body) share a name; one was renamed"),
    BODY_WRAPPED(
            Rank.MEDIUM,
            "a request body that is not an object is one input field (handler.request_field), "
                    + "whose value the local server sends as the body; other servers send the field wrapped"),
    HEADER_PARAMETER_DROPPED(Rank.HIGH, "a header or cookie parameter could not become an input"),
    BODY_NOT_JSON(Rank.HIGH, "the request body has no JSON media type; its first media type was used"),
    OUTPUT_WRAPPED(
            Rank.MEDIUM,
            "a 2xx response that is not an object is carried in one output field "
                    + "(handler.response_field), which the local server builds; other servers return the body bare"),
    OUTPUT_MISSING(Rank.HIGH, "no 2xx response documented: the output is whatever the upstream answers"),
    CIRCULAR_REF(Rank.HIGH, "a circular $ref was cut to an open schema (any value)"),
    REMOTE_REF(Rank.HIGH, "a remote $ref was not fetched; the schema is left open"),
    UNRESOLVED_REF(Rank.HIGH, "a $ref points nowhere; the schema is left open"),
    SCHEMA_CUT(
            Rank.MEDIUM,
            "the schema was larger than the importer expands per endpoint; deeper references were"
                    + " left open (any value)"),
    MALFORMED_SCHEMA(
            Rank.HIGH,
            "a schema keyword has the wrong shape (properties that are not a mapping); it was left"
                    + " out, so the schema is open there"),
    SERVER_CHOICE(Rank.MEDIUM, "the spec lists several servers; one was chosen"),
    SERVER_NOT_HTTPS(
            Rank.MEDIUM,
            "the server URL was not https; AGTP-API §12.3 requires https, so it was rewritten"
                    + " (kept on loopback, for a local mock)"),
    SERVER_RELATIVE(Rank.HIGH, "the server URL is relative or missing; a placeholder host was used"),
    SECURITY_HEADER(Rank.LOW, "a security scheme became a ${VAR} header template"),
    SECURITY_UNSUPPORTED(Rank.HIGH, "a security scheme cannot be expressed as a header"),
    DEPRECATED_OPERATION(Rank.MEDIUM, "the operation is deprecated in the spec"),
    INSTRUCTION_TEXT(
            Rank.HIGH,
            "the spec's text reads as an instruction to the agent (AGIS §13); a neutral sentence"
                    + " was written instead: describe the endpoint in the third person"),
    SEMANTIC_REVIEW(Rank.LOW, "intent, outcome and impact are machine guesses (AGTP-API §14.1)");

    /**
     * How much a flag matters: HIGH when the endpoint could call the wrong thing, lose a value or fail upstream;
     * MEDIUM when a choice needs a person's confirmation; LOW for mechanical changes the report can group.
     */
    public enum Rank {
        HIGH,
        MEDIUM,
        LOW
    }

    private final Rank rank;
    private final String meaning;

    FlagCode(Rank rank, String meaning) {
        this.rank = rank;
        this.meaning = meaning;
    }

    public Rank rank() {
        return rank;
    }

    public String meaning() {
        return meaning;
    }

    /** The kebab-case code written to the report. */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
