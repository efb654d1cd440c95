package dev.agtpstudio.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.server.wire.AgtpRequestDecoder;
import dev.agtpstudio.server.wire.WireLimits;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The request loop without sockets: ordering of pipelined requests, 400 and close on framing errors, events. */
class ConnectionHandlerTest {
    private final List<ExchangeEvent> events = new ArrayList<>();

    private EmbeddedChannel channel() {
        return new EmbeddedChannel(
                new AgtpRequestDecoder(WireLimits.DEFAULT),
                new ConnectionHandler(
                        new EchoHandler(),
                        events::add,
                        new Connection(7, "test", false),
                        Duration.ofSeconds(60),
                        Duration.ofSeconds(10)));
    }

    private static String readAll(EmbeddedChannel ch) {
        StringBuilder sb = new StringBuilder();
        ByteBuf b;
        while ((b = ch.readOutbound()) != null) {
            sb.append(b.toString(StandardCharsets.UTF_8));
            b.release();
        }
        return sb.toString();
    }

    @Test
    void answersPipelinedRequestsInArrivalOrderOnOneConnection() {
        EmbeddedChannel ch = channel();
        ch.writeInbound(Unpooled.wrappedBuffer(
                ("AGTP/1.0 QUERY /first\r\n\r\nAGTP/1.0 QUERY /second\r\nContent-Length: 2\r\n\r\n{}")
                        .getBytes(StandardCharsets.UTF_8)));
        String out = readAll(ch);
        assertThat(out.indexOf("QUERY /first conn=7")).isGreaterThan(0);
        assertThat(out.indexOf("QUERY /second conn=7 {}")).isGreaterThan(out.indexOf("QUERY /first"));
        assertThat(ch.isOpen()).isTrue();
        assertThat(events).extracting(ExchangeEvent::path).containsExactly("/first", "/second");
    }

    @Test
    void stopsReadingWhenTooManyPipelinedRequestsWaitAndResumesWhenTheyDrain() {
        java.util.concurrent.CompletableFuture<dev.agtpstudio.server.wire.AgtpResponse> gate =
                new java.util.concurrent.CompletableFuture<>();
        RequestHandler slowFirst = new RequestHandler() {
            private boolean first = true;

            @Override
            public java.util.concurrent.CompletionStage<dev.agtpstudio.server.wire.AgtpResponse> handle(
                    dev.agtpstudio.server.wire.AgtpRequest request, Connection connection) {
                if (first) {
                    first = false;
                    return gate;
                }
                return new EchoHandler().handle(request, connection);
            }
        };
        EmbeddedChannel ch = new EmbeddedChannel(
                new AgtpRequestDecoder(WireLimits.DEFAULT),
                new ConnectionHandler(
                        slowFirst,
                        events::add,
                        new Connection(8, "test", false),
                        Duration.ofSeconds(60),
                        Duration.ofSeconds(10)));
        ch.writeInbound(Unpooled.wrappedBuffer("AGTP/1.0 QUERY /x\r\n\r\n"
                .repeat(ConnectionHandler.MAX_QUEUED + 2)
                .getBytes(StandardCharsets.UTF_8)));
        assertThat(ch.config().isAutoRead()).isFalse();
        gate.complete(
                new dev.agtpstudio.server.wire.AgtpResponse(200, null, null, "{}".getBytes(StandardCharsets.UTF_8)));
        ch.runPendingTasks();
        assertThat(ch.config().isAutoRead()).isTrue();
        assertThat(events).hasSize(ConnectionHandler.MAX_QUEUED + 2);
    }

    @Test
    void answersFramingErrorsWith400AndCloses() {
        EmbeddedChannel ch = channel();
        ch.writeInbound(Unpooled.wrappedBuffer("AGTP/1.0 QUERY /a#b\r\n\r\n".getBytes(StandardCharsets.UTF_8)));
        String out = readAll(ch);
        assertThat(out).startsWith("AGTP/1.0 400 Bad Request\r\n").contains("invalid-request-line");
        ch.runPendingTasks();
        assertThat(ch.isOpen()).isFalse();
        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(400);
            assertThat(e.method()).isNull();
        });
    }
}
