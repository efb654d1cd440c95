package dev.agtpstudio.server.client.request;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.core.io.ExistingOutput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pure request builder, the saved request and environment files, and the requests folder. */
class RequestBuilderTest {
    @TempDir
    Path tmp;

    private static Map<String, String> headers(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void variablesAreFilledInEveryFieldAndTheWireTextIsTheExactRequest() {
        RequestSpec spec = new RequestSpec(
                "QUERY",
                "/rooms/{{room}}",
                headers("Agent-ID", "{{agent}}", "Authority-Scope", "{{ scopes }}", "Task-ID", ""),
                "{\"n\": {{n}}}",
                Transport.AGTP);
        RequestBuilder.Resolved r = RequestBuilder.resolve(
                spec, Map.of("room", "r-1", "agent", "agtp://a/b", "scopes", "inventory:read", "n", "2"), "local");
        assertThat(r.problems()).isEmpty();
        assertThat(r.request().path()).isEqualTo("/rooms/r-1");
        assertThat(r.request().headers())
                .containsExactly(Map.entry("Agent-ID", "agtp://a/b"), Map.entry("Authority-Scope", "inventory:read"));
        assertThat(RequestBuilder.wireText(r.request()))
                .isEqualTo("AGTP/1.0 QUERY /rooms/r-1\r\nAgent-ID: agtp://a/b\r\n"
                        + "Authority-Scope: inventory:read\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{\"n\": 2}"
                                .replace("Content-Length: 9", "Content-Length: 8"));
    }

    @Test
    void anUndefinedVariableIsAProblemAtItsOffsetNamingTheEnvironment() {
        RequestSpec spec = new RequestSpec("QUERY", "/rooms/{{room}}", Map.of(), "", Transport.AGTP);
        RequestBuilder.Resolved r = RequestBuilder.resolve(spec, Map.of("host", "h"), "local");
        assertThat(r.problems())
                .containsExactly(new RequestProblem(
                        "path", 7, "{{room}} is not defined in environment 'local' (it defines host)"));
        assertThat(RequestBuilder.resolve(spec, Map.of(), null)
                        .problems()
                        .get(0)
                        .message())
                .contains("no environment is chosen");
    }

    @Test
    void toolInputTakesPathParametersWhereTheBodyHasNone() throws Exception {
        RequestSpec spec = new RequestSpec("QUERY", "/reservations/r%201?x=1", Map.of(), "{\"a\":1}", Transport.A2T);
        assertThat(RequestBuilder.toolInput(spec, "/reservations/{id}").toString())
                .isEqualTo("{\"a\":1,\"id\":\"r 1\"}");
        assertThat(RequestBuilder.pathMatches("/reservations/{id}", "/reservations/r-1"))
                .isTrue();
        assertThat(RequestBuilder.pathMatches("/reservations/{id}", "/reservations/"))
                .isFalse();
        assertThatThrownBy(
                        () -> RequestBuilder.toolInput(new RequestSpec("Q", "/", Map.of(), "[1]", Transport.MCP), "/"))
                .hasMessageContaining("object of named inputs");
    }

    @Test
    void aSavedRequestIsAPlainFileThatReadsBackTheSame() throws Exception {
        RequestSpec spec = new RequestSpec(
                "BOOK",
                "/reservations",
                headers("Authority-Scope", "booking:write", "X.Dot", "a\"b"),
                "{\n  \"room\" : \"{{room}}\"\n}",
                Transport.MCP);
        SavedRequest saved = new SavedRequest(spec, "{{host}}", "4481");
        String text = saved.toToml();
        assertThat(text)
                .contains("method = \"BOOK\"\n")
                .contains("via = \"MCP\"\n")
                .contains("body = '''\n{\n  \"room\"")
                .contains("[headers]\nAuthority-Scope = \"booking:write\"\n\"X.Dot\" = \"a\\\"b\"\n");
        SavedRequest back = SavedRequest.parse(Path.of("requests/book.toml"), text);
        assertThat(back.spec()).isEqualTo(spec);
        assertThat(back.host()).isEqualTo("{{host}}");
        assertThat(back.port()).isEqualTo("4481");
        // a problem of the read request is located in its file: the body's second line
        List<RequestProblem> problems =
                RequestBuilder.resolve(back.spec(), Map.of(), "dev").problems();
        assertThat(problems).hasSize(1);
        RequestProblem p = problems.get(0);
        assertThat(back.locate(p))
                .startsWith("requests/book.toml:9:13: body: {{room}} is not defined in environment 'dev'");
    }

    @Test
    void malformedFilesGiveLocatedErrorsInPlainWords() {
        Path f = Path.of("requests/x.toml");
        assertThatThrownBy(() -> SavedRequest.parse(f, "method = \"QUERY\"\npath = /rooms\n"))
                .isInstanceOf(RequestFileException.class)
                .hasMessageStartingWith("requests/x.toml:2:8: not valid TOML");
        assertThatThrownBy(() -> SavedRequest.parse(f, "method = \"QUERY\"\nvia = \"SMTP\"\n"))
                .hasMessage("requests/x.toml:2:7: via is AGTP, A2T or MCP, not 'SMTP'");
        assertThatThrownBy(() -> SavedRequest.parse(f, "path = \"/\"\n")).hasMessageContaining("needs a method");
        assertThatThrownBy(() -> SavedRequest.parse(f, "method = \"Q\"\nurl = \"/\"\n"))
                .hasMessageStartingWith("requests/x.toml:2:1: unknown key 'url'");
        assertThatThrownBy(() -> SavedRequest.parse(f, "method = \"Q\"\n[headers]\nA = [1]\n"))
                .hasMessage("requests/x.toml:3:5: header 'A' must be a string");
        assertThatThrownBy(() -> Environment.parse(
                        "dev", Path.of("requests/environments/dev.toml"), "host = \"h\"\n[nested]\na = 1\n"))
                .hasMessageStartingWith("requests/environments/dev.toml:")
                .hasMessageContaining("variable 'nested' must be a string, not a table");
        assertThatThrownBy(() -> SavedRequest.parse(f, "method = \"Q\"\nbody = 1979-05-27\n"))
                .hasMessageNotContaining("java")
                .hasMessageNotContaining("Exception");
    }

    @Test
    void theFolderNeverOverwritesWithoutBeingToldAndRenamesTheResponseAlong() throws Exception {
        RequestFolder folder = new RequestFolder(tmp);
        SavedRequest r = new SavedRequest(new RequestSpec("QUERY", "/rooms", Map.of(), "", Transport.AGTP), null, null);
        folder.save("rooms", r, false);
        folder.saveExample("rooms", "AGTP/1.0 200 OK\n", false);
        assertThatThrownBy(() -> folder.save("rooms", r, false)).isInstanceOf(ExistingOutput.class);
        folder.save("rooms", r, true);
        folder.save("other", r, false);
        assertThatThrownBy(() -> folder.rename("rooms", "other")).isInstanceOf(ExistingOutput.class);
        folder.rename("rooms", "all rooms");
        assertThat(folder.requestNames()).containsExactly("all rooms", "other");
        assertThat(Files.readString(folder.exampleFile("all rooms"))).isEqualTo("AGTP/1.0 200 OK\n");
        folder.saveEnvironment("local", "host = \"127.0.0.1\"\nport = 4480\n", false);
        assertThat(folder.environment("local").variables())
                .containsExactly(Map.entry("host", "127.0.0.1"), Map.entry("port", "4480"));
        assertThat(RequestFolder.nameProblem("../x")).isNotNull();
        assertThat(RequestFolder.nameProblem("x.toml")).isNotNull();
        folder.delete("all rooms");
        assertThat(folder.requestNames()).containsExactly("other");
        assertThat(Files.exists(folder.exampleFile("all rooms"))).isFalse();
        assertThat(List.of(tmp.resolve("requests").toFile().list())).noneMatch(n -> n.endsWith(".tmp"));
    }
}
