package dev.agtpstudio.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.testkit.InternalNames;
import java.io.FileNotFoundException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.LinkedHashMap;
import org.junit.jupiter.api.Test;

class ErrorMessagesTest {
    @Test
    void jdkAndJacksonExceptionsBecomeSentences() throws Exception {
        String mismatch;
        try {
            new ObjectMapper().readValue("[1]", LinkedHashMap.class);
            throw new AssertionError("no exception");
        } catch (com.fasterxml.jackson.databind.exc.MismatchedInputException e) {
            assertThat(e.getMessage()).contains("java.util.LinkedHashMap");
            mismatch = ErrorMessages.describe(e);
        }
        assertThat(mismatch).startsWith("unexpected JSON: expected an object").contains("line 1");
        String parse;
        try {
            new ObjectMapper().readTree("{\"a\": tru}");
            throw new AssertionError("no exception");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            parse = ErrorMessages.describe(e);
        }
        assertThat(parse).startsWith("not valid JSON: ");
        assertThat(ErrorMessages.describe(new FileNotFoundException("/x/y.json (No such file or directory)")))
                .isEqualTo("/x/y.json: no such file");
        assertThat(ErrorMessages.describe(new NoSuchFileException("/x/y.json"))).isEqualTo("/x/y.json: no such file");
        assertThat(ErrorMessages.describe(new AccessDeniedException("/x"))).isEqualTo("/x: permission denied");
        assertThat(ErrorMessages.describe(new ConnectException("Connection refused")))
                .isEqualTo("the connection was refused");
        assertThat(ErrorMessages.describe(new SocketTimeoutException("Read timed out")))
                .isEqualTo("no answer in time");
        assertThat(ErrorMessages.describe(new UnknownHostException("nope.invalid: Name or service not known")))
                .isEqualTo("unknown host nope.invalid");
        assertThat(ErrorMessages.describe(new IllegalStateException()))
                .isEqualTo("an unexpected error (illegal state)");
        for (String s : new String[] {mismatch, parse}) {
            InternalNames.assertNone("message", s);
        }
    }

    @Test
    void otherMessagesAreScrubbed() {
        String s = ErrorMessages.scrub(
                "Cannot invoke \"io.modelcontextprotocol.spec.McpSchema$InitializeRequest.protocolVersion()\" because x is null");
        InternalNames.assertNone("scrubbed", s);
        assertThat(ErrorMessages.scrub("WireException: bad framing")).isEqualTo("bad framing");
        assertThat(
                        ErrorMessages.scrub(
                                "Cannot deserialize value of type `java.util.LinkedHashMap<java.lang.String,java.lang.Object>` from Array"))
                .isEqualTo("Cannot deserialize value of type object from Array");
    }
}
