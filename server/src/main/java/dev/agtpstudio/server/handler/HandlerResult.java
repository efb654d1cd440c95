package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** What a handler produced: a body, a named error of the endpoint, or a failure with its own status. */
public sealed interface HandlerResult {

    /** Extra response headers (e.g. {@code X-AGTP-Simulated}). */
    Map<String, String> headers();

    record Success(JsonNode body, Map<String, String> headers) implements HandlerResult {
        public Success {
            headers = headers == null ? Map.of() : Map.copyOf(headers);
        }
    }

    /** A named error; the dispatcher answers 422 when the endpoint declares it, else 500 {@code undeclared-error-code}. */
    record NamedError(String code, String message, JsonNode details, Map<String, String> headers)
            implements HandlerResult {
        public NamedError {
            headers = headers == null ? Map.of() : Map.copyOf(headers);
        }
    }

    /** A complete error answer with its own status (e.g. a scope refusal found by a composition before its first step). */
    record Failure(int status, JsonNode body, Map<String, String> headers) implements HandlerResult {
        public Failure {
            headers = headers == null ? Map.of() : Map.copyOf(headers);
        }
    }
}
