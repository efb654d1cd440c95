package dev.agtpstudio.conformance;

import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.net.Deadline;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.WireException;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Sends requests to the target through the AGTP client, one connection per request (the reference server answers
 * one request per connection; a persistent-session server serves this too). Never throws for a missing answer:
 * that is recorded in {@link Sent#failure} so the check can say so. A probe is one run: its {@link Deadline} starts
 * when it is made and bounds every exchange ({@code check --timeout} bounds the whole run, docs/decisions/0440).
 */
public final class Probe {
    private final Target target;
    private final ClientOptions options;
    private final AtomicInteger count = new AtomicInteger();
    private final Deadline deadline;

    public Probe(Target target, CheckOptions opts) {
        this.target = target;
        this.deadline = Deadline.after(opts.timeout());
        this.options = target.clientOptions(opts.timeout()).withDeadline(deadline);
    }

    /** Whether the run's time is up: every later exchange fails at once. */
    public boolean expired() {
        return deadline.expired();
    }

    public Deadline deadline() {
        return deadline;
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
        } catch (WireException e) {
            return new Sent(bytes, null, "the answer breaks AGTP/1.0 framing: " + e.getMessage());
        } catch (IOException e) {
            return new Sent(bytes, null, ErrorMessages.describe(e));
        }
    }

    /** Requests sent so far. */
    public int exchanges() {
        return count.get();
    }
}
