package dev.agtpstudio.server.net;

import dev.agtpstudio.server.wire.AgtpRequest;
import dev.agtpstudio.server.wire.AgtpResponse;
import dev.agtpstudio.server.wire.Headers;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Test handler: answers 200 with "METHOD target conn=N" and the request body appended. */
final class EchoHandler implements RequestHandler {
    @Override
    public CompletionStage<AgtpResponse> handle(AgtpRequest request, Connection connection) {
        String text = request.method() + " " + request.target() + " conn=" + connection.id() + " " + request.bodyText();
        return CompletableFuture.completedFuture(new AgtpResponse(
                200,
                null,
                Headers.builder().add("Content-Type", "text/plain").build(),
                text.getBytes(StandardCharsets.UTF_8)));
    }
}
