package dev.agtpstudio.core.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class InternalNamesTest {
    @Test
    void findsTheInternalsOfIssue35() {
        assertThat(InternalNames.find("no response (WireException: bad)")).containsExactly("WireException");
        assertThat(InternalNames.find("SocketTimeoutException: Read timed out"))
                .containsExactly("SocketTimeoutException");
        assertThat(
                        InternalNames.find(
                                "Cannot deserialize value of type `java.util.LinkedHashMap<java.lang.String,java.lang.Object>`"))
                .contains("java.util.LinkedHashMap", "java.lang.String");
        assertThat(InternalNames.find(
                        "Cannot invoke \"io.modelcontextprotocol.spec.McpSchema$InitializeRequest.protocolVersion()\""))
                .contains("io.modelcontextprotocol", "McpSchema$InitializeRequest");
        assertThat(InternalNames.find("$ref: java.io.FileNotFoundException: x.json"))
                .isNotEmpty();
        assertThat(InternalNames.find("[refused] null null")).containsExactly("null null");
        assertThat(InternalNames.find("\tat dev.agtpstudio.x.Y.z(Y.java:12)")).isNotEmpty();
    }

    @Test
    void plainSentencesPass() {
        InternalNames.assertNone(
                "a message", "agtp-studio check: cannot reach 127.0.0.1:5: the connection was refused");
        InternalNames.assertNone("a message", "the error code is not_found; the file errors.json lists java files");
        InternalNames.assertNone("a JSON answer", "{\n  \"next_cursor\": null\n}");
        assertThatThrownBy(() -> InternalNames.assertNone("stderr", "boom: java.lang.IllegalStateException"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("stderr shows Java internals");
    }
}
