package dev.agtpstudio.server.wire;

/**
 * Every AGTP/1.0 header name the server, the client and the A2T/MCP bridges read or write, in one place (AGTP-API
 * §6, the core draft's header tables). Adding a header means adding a constant here; lookup ignores case.
 */
public final class HeaderNames {
    // request headers
    public static final String AGENT_ID = "Agent-ID";
    public static final String AUTHORITY_SCOPE = "Authority-Scope";
    public static final String SESSION_ID = "Session-ID";
    public static final String TASK_ID = "Task-ID";
    public static final String REQUEST_ID = "Request-ID";
    public static final String IDEMPOTENCY_KEY = "Idempotency-Key";
    public static final String DELEGATION_CHAIN = "Delegation-Chain";
    public static final String CONTRACT_SYNTHESIZED = "Contract-Synthesized";
    /** The earlier spelling of {@link #CONTRACT_SYNTHESIZED}, still accepted. */
    public static final String SYNTHESIS_ID = "Synthesis-Id";

    // framing
    public static final String CONTENT_TYPE = "Content-Type";
    public static final String CONTENT_LENGTH = "Content-Length";
    /** Not defined by the drafts (no chunked bodies): a request carrying it is refused with 400. */
    public static final String TRANSFER_ENCODING = "Transfer-Encoding";

    // response headers
    public static final String SERVER_ID = "Server-ID";
    public static final String RESPONSE_ID = "Response-ID";
    public static final String API_VERSION = "AGTP-API-Version";
    public static final String CATALOG_WARNING = "AGTP-Catalog-Warning";
    public static final String ENDPOINT_WARNING = "AGTP-Endpoint-Warning";
    public static final String SIMULATED = "X-AGTP-Simulated";
    public static final String DOCUMENT_TYPE = "X-AGTP-Document-Type";
    public static final String RCNS_ATTEMPT_ID = "RCNS-Attempt-Id";
    public static final String ETAG = "ETag";
    public static final String CACHE_CONTROL = "Cache-Control";

    private HeaderNames() {}
}
