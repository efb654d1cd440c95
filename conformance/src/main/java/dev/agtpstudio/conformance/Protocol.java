package dev.agtpstudio.conformance;

/** The protocol names the checks send and expect (AGTP core §Headers, §Status Codes; AGTP-API §6-§13). */
public final class Protocol {
    private Protocol() {}

    // request headers
    public static final String AGENT_ID = "Agent-ID";
    public static final String AUTHORITY_SCOPE = "Authority-Scope";
    public static final String TASK_ID = "Task-ID";
    public static final String CONTENT_TYPE = "Content-Type";
    public static final String CONTENT_LENGTH = "Content-Length";
    public static final String ACCEPT = "Accept";
    public static final String HOST = "Host";
    // response headers
    public static final String SERVER_ID = "Server-ID";
    public static final String ENDPOINT_WARNING = "AGTP-Endpoint-Warning";
    public static final String CATALOG_WARNING = "AGTP-Catalog-Warning";

    public static final String JSON = "application/json";

    // methods
    public static final String DISCOVER = "DISCOVER";
    public static final String PROPOSE = "PROPOSE";
    public static final String QUERY = "QUERY";
    public static final String METHODS_PATH = "/methods";

    // status codes
    public static final int OK_MIN = 200;
    public static final int OK_MAX = 299;
    public static final int NO_CONTENT = 204;
    public static final int AUTHORIZATION_REQUIRED = 262;
    public static final int BAD_REQUEST = 400;
    public static final int NOT_FOUND = 404;
    public static final int METHOD_NOT_ALLOWED = 405;
    public static final int UNPROCESSABLE = 422;
    public static final int SCOPE_VIOLATION = 455;
    public static final int METHOD_VIOLATION = 459;
    public static final int ENDPOINT_VIOLATION = 460;
    public static final int PROPOSAL_REJECTED = 463;
    public static final int SERVER_ERROR = 500;

    // error codes
    public static final String SCOPE_REQUIRED = "scope-required";
    /** Input-validation codes that are the server's own, not the endpoint's named errors. */
    public static final java.util.Set<String> STRUCTURAL_422_CODES =
            java.util.Set.of("input-validation-failed", "missing-required-params", "invalid-json");

    public static boolean success(int status) {
        return status >= OK_MIN && status <= OK_MAX;
    }
}
