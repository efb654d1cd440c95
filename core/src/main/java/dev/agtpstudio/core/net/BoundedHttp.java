package dev.agtpstudio.core.net;

import dev.agtpstudio.core.io.ErrorMessages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An HTTP(S) GET whose answer is read within a {@link Deadline} and up to a size limit, streamed: the body arrives in
 * chunks and the exchange is given up (the stream cancelled) as soon as either bound is passed. Redirects are not
 * followed. The one HTTP reader of the product's clients: published manifests ({@code validate --manifest https://...})
 * and the importer's remote {@code $ref}s (docs/decisions/0440, 0475).
 */
public final class BoundedHttp {
    private BoundedHttp() {}

    /** The body of a 200 answer to {@code GET uri}; anything else is an {@link IOException} with a sentence. */
    public static byte[] get(URI uri, Deadline deadline, long maxBytes) throws IOException {
        HttpResponse<byte[]> r = exchange(uri, null, java.util.Map.of(), deadline, maxBytes);
        if (r.statusCode() != 200) {
            throw new IOException("the server answered HTTP " + r.statusCode() + " instead of 200");
        }
        return r.body();
    }

    /**
     * {@code POST uri} with {@code body} and {@code headers}, within the same bounds; the answer whatever its status
     * (an MCP Streamable HTTP exchange reads a session header and 202s).
     */
    public static HttpResponse<byte[]> post(
            URI uri, byte[] body, java.util.Map<String, String> headers, Deadline deadline, long maxBytes)
            throws IOException {
        return exchange(uri, body, headers, deadline, maxBytes);
    }

    private static HttpResponse<byte[]> exchange(
            URI uri, byte[] body, java.util.Map<String, String> headers, Deadline deadline, long maxBytes)
            throws IOException {
        Schemes.require(uri.toString(), java.util.Set.of("http", "https"));
        Duration left = Duration.ofMillis(deadline.socketTimeout());
        HttpClient http = HttpClient.newBuilder()
                .connectTimeout(left)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        HttpRequest.Builder rb = HttpRequest.newBuilder(uri).timeout(left);
        headers.forEach(rb::header);
        HttpRequest req = (body == null ? rb.GET() : rb.POST(HttpRequest.BodyPublishers.ofByteArray(body))).build();
        CompletableFuture<HttpResponse<byte[]>> f = http.sendAsync(req, info -> new Limited(info, maxBytes));
        try {
            return f.get(deadline.socketTimeout(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new ClientTimeout(deadline);
        } catch (InterruptedException e) {
            f.cancel(true);
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof ClientLimitExceeded le) {
                throw new ClientLimitExceeded(le);
            }
            if (deadline.expired()) {
                throw new ClientTimeout(deadline);
            }
            throw new IOException(ErrorMessages.describe(c == null ? e : c), e);
        }
    }

    /**
     * Collects a body up to {@code max} bytes and gives up (cancelling the stream, so the rest is never read) the
     * moment more arrives; a 200 answer is refused as soon as its Content-Length announces more.
     */
    private static final class Limited implements HttpResponse.BodySubscriber<byte[]> {
        private final CompletableFuture<byte[]> result = new CompletableFuture<>();
        private final ByteArrayOutputStream out = new ByteArrayOutputStream(8192);
        private final long max;
        private final long announced;
        private Flow.Subscription subscription;

        Limited(HttpResponse.ResponseInfo info, long max) {
            this.max = max;
            this.announced = info.statusCode() / 100 == 2
                    ? info.headers().firstValueAsLong("content-length").orElse(-1)
                    : -1;
        }

        @Override
        public CompletionStage<byte[]> getBody() {
            return result;
        }

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            if (announced > max) {
                s.cancel();
                result.completeExceptionally(
                        new ClientLimitExceeded("the answer's body (" + announced + " bytes)", max));
                return;
            }
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> items) {
            if (result.isDone()) {
                return;
            }
            for (ByteBuffer b : items) {
                if (out.size() + (long) b.remaining() > max) {
                    subscription.cancel();
                    result.completeExceptionally(new ClientLimitExceeded("the answer's body", max));
                    return;
                }
                byte[] chunk = new byte[b.remaining()];
                b.get(chunk);
                out.write(chunk, 0, chunk.length);
            }
        }

        @Override
        public void onError(Throwable t) {
            result.completeExceptionally(t);
        }

        @Override
        public void onComplete() {
            result.complete(out.toByteArray());
        }
    }
}
