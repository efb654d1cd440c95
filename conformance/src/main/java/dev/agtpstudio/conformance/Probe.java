package dev.agtpstudio.conformance;

import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.WireException;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Sends requests to the target through the AGTP client, one connection per request (the reference server answers
 * one request per connection; a persistent-session server serves this too). Never throws for a missing answer:
 * that is recorded in {@link Sent#failure} so the check can say so.
 */
public final class Probe {
    private final Target target;
    private final ClientOptions options;
    private final AtomicInteger count = new AtomicInteger();

    public Probe(Target target, CheckOptions opts) {
        this.target = target;
        this.options = target.clientOptions(opts.timeout());
    }

    public Target target() {
        return target;
    }

    public Sent send(ClientRequest request) {
        return sendRaw(request.toBytes());
    }

    /** Sends bytes as they are (malformed-request checks, replay). */
    public Sent sendRaw(byte[] bytes) {
        count.incrementAndGet();
        try (AgtpClient c = new AgtpClient(options)) {
            return new Sent(bytes, c.sendRaw(bytes), null);
        } catch (IOException | WireException e) {
            return new Sent(bytes, null, failure(e));
        }
    }

    /** Why a send failed, in words (no exception class name reaches the user). */
    static String failure(Exception e) {
        String m = e.getMessage();
        if (e instanceof java.net.UnknownHostException) {
            return "unknown host " + m;
        }
        if (e instanceof java.net.SocketTimeoutException) {
            return "no answer in time" + (m == null ? "" : " (" + m + ")");
        }
        if (m == null || m.isBlank()) {
            return "the connection failed";
        }
        return Character.toLowerCase(m.charAt(0)) + m.substring(1);
    }

    /** Requests sent so far. */
    public int exchanges() {
        return count.get();
    }
}
