package dev.agtpstudio.server.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class AgtpRequestDecoderTest {
    private static final WireLimits LIMITS = new WireLimits(512, 5, 100);

    private static EmbeddedChannel channel() {
        return new EmbeddedChannel(new AgtpRequestDecoder(LIMITS));
    }

    private static void write(EmbeddedChannel ch, String s) {
        ch.writeInbound(Unpooled.wrappedBuffer(s.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void decodesThreeTokenRequestWithQueryHeadersAndBody() {
        EmbeddedChannel ch = channel();
        write(
                ch,
                "AGTP/1.0 BOOK /room?x=a%2Cb&y=1\r\ncontent-type: application/json\r\nContent-Length: 7\r\n\r\n{\"a\":1}");
        AgtpRequest r = ch.readInbound();
        assertThat(r.method()).isEqualTo("BOOK");
        assertThat(r.target().path()).isEqualTo("/room");
        assertThat(r.target().queryParameters()).containsEntry("x", "a,b").containsEntry("y", "1");
        assertThat(r.headers().get("Content-Type")).contains("application/json");
        assertThat(r.bodyText()).isEqualTo("{\"a\":1}");
        assertThat(new String(r.raw(), StandardCharsets.UTF_8))
                .startsWith("AGTP/1.0 BOOK")
                .endsWith("{\"a\":1}");
    }

    @Test
    void acceptsTwoTokenFormAsTargetless() {
        EmbeddedChannel ch = channel();
        write(ch, "AGTP/1.0 DISCOVER\r\n\r\n");
        AgtpRequest r = ch.readInbound();
        assertThat(r.target().targetless()).isTrue();
        assertThat(r.path()).isEqualTo("/");
    }

    @Test
    void acceptsBareLineFeeds() {
        EmbeddedChannel ch = channel();
        write(ch, "AGTP/1.0 QUERY /x\nAgent-ID: a\n\n");
        AgtpRequest r = ch.readInbound();
        assertThat(r.headers().get("agent-id")).contains("a");
    }

    @Test
    void framesBodyOnlyByContentLengthAcrossReadsAndPipelinedRequests() {
        EmbeddedChannel ch = channel();
        write(ch, "AGTP/1.0 QUERY /a\r\nContent-Length: 4\r\n\r\nab");
        assertThat((Object) ch.readInbound()).isNull();
        write(ch, "cdAGTP/1.0 QUERY /b\r\n\r\n");
        AgtpRequest first = ch.readInbound();
        AgtpRequest second = ch.readInbound();
        assertThat(first.bodyText()).isEqualTo("abcd");
        assertThat(second.target().path()).isEqualTo("/b");
    }

    @Test
    void lastRepeatedHeaderWins() {
        EmbeddedChannel ch = channel();
        write(ch, "AGTP/1.0 QUERY /a\r\nTask-ID: 1\r\ntask-id: 2\r\n\r\n");
        AgtpRequest r = ch.readInbound();
        assertThat(r.headers().get("Task-ID")).contains("2");
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("AGTP/1.0 QUERY /a#frag\r\n\r\n", "invalid-request-line"),
                Arguments.of("AGTP/1.0 QUERY /a b\r\n\r\n", "invalid-request-line"),
                Arguments.of("AGTP/1.0 QUERY a\r\n\r\n", "invalid-request-line"),
                Arguments.of("HTTP/1.1 GET /\r\n\r\n", "unsupported-version"),
                Arguments.of("AGTP/2.0 QUERY /a\r\n\r\n", "unsupported-version"),
                Arguments.of("AGTP/1.0 QUERY /a\r\nContent-Length: abc\r\n\r\n", "invalid-content-length"),
                Arguments.of("AGTP/1.0 QUERY /a\r\nContent-Length: -1\r\n\r\n", "invalid-content-length"),
                Arguments.of("AGTP/1.0 QUERY /a\r\nContent-Length: 101\r\n\r\n", "body-too-large"),
                Arguments.of(
                        "AGTP/1.0 QUERY /a\r\nA: 1\r\nB: 1\r\nC: 1\r\nD: 1\r\nE: 1\r\nF: 1\r\n\r\n",
                        "too-many-headers"),
                Arguments.of("AGTP/1.0 QUERY /a\r\nX: " + "y".repeat(600) + "\r\n\r\n", "header-block-too-large"),
                Arguments.of("AGTP/1.0 QUERY /a\r\nNoColonHere\r\n\r\n", "invalid-header"),
                Arguments.of("AGTP/1.0 QUERY /a\r\n folded: x\r\n\r\n", "invalid-header"));
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void answersMalformedInputWithNamedFailure(String input, String code) {
        EmbeddedChannel ch = channel();
        write(ch, input);
        Object msg = ch.readInbound();
        assertThat(msg).isInstanceOf(WireFailure.class);
        assertThat(((WireFailure) msg).error().code()).isEqualTo(code);
        write(ch, "AGTP/1.0 QUERY /ok\r\n\r\n");
        assertThat((Object) ch.readInbound())
                .as("nothing is decoded after a failure")
                .isNull();
    }

    @Test
    void rejectsNonUtf8HeaderBytes() {
        EmbeddedChannel ch = channel();
        byte[] head = "AGTP/1.0 QUERY /a\r\nX: \u0000\r\n\r\n".getBytes(StandardCharsets.UTF_8);
        head[22] = (byte) 0xC3; // lone lead byte followed by CR: not UTF-8
        ch.writeInbound(Unpooled.wrappedBuffer(head));
        WireFailure f = ch.readInbound();
        assertThat(f.error().code()).isEqualTo("invalid-header-encoding");
    }

    @Test
    void percentDecodesQueryValuesIncludingUtf8AndPlus() {
        assertThat(RequestTarget.parse("/a?q=caf%C3%A9+au+lait&q2=%ZZ").queryParameters())
                .containsEntry("q", "café au lait")
                .containsEntry("q2", "%ZZ");
    }
}
