package dev.agtpstudio.server.net;

import dev.agtpstudio.server.wire.AgtpRequest;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.WireException;
import java.util.concurrent.CompletionStage;

/** Turns a decoded request into a response. Requests on one connection are handed over one at a time, in order. */
public interface RequestHandler {
    CompletionStage<AgtpResponse> handle(AgtpRequest request, Connection connection);

    /** The answer (400, or 503 when out of capacity) to bytes that break the framing or the server's limits. */
    default AgtpResponse malformed(WireException e) {
        return ErrorResponses.error(e.status(), e.code(), e.getMessage());
    }
}
