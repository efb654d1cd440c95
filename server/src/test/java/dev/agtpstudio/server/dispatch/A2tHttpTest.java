package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.server.a2t.A2tHttpServer;
import dev.agtpstudio.server.a2t.A2tService;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.tools.ToolVersions;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every A2T route over real HTTP on loopback (A2T §6-§7), dispatched through the AGTP dispatcher. */
class A2tHttpTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private ServerHarness h;
    private A2tHttpServer a2t;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeEach
    void start() throws Exception {
        h = new ServerHarness(TestWorkspace.write(dir, TestWorkspace.Config.defaults()), ServerHarness.options());
        a2t = new A2tHttpServer(
                        ServerOptions.defaults().withPort(0).withWorkerThreads(1),
                        new A2tService(h.dispatcher, twoVersionsOfBook()),
                        null)
                .start();
    }

    /** A version source as the evolution engine would give it: BOOK has a version 2 (current) and a version 1. */
    private static ToolVersions twoVersionsOfBook() {
        return tool -> {
            ObjectNode current = tool.signature();
            if (!current.path("name").asText().startsWith("book_")) {
                return ToolVersions.CURRENT_ONLY.versions(tool);
            }
            ObjectNode v2 = current.deepCopy().put("version", "2").put("currentVersion", "2");
            ObjectNode v1 = current.deepCopy()
                    .put("version", "1")
                    .put("currentVersion", "2")
                    .put("description", "old");
            return List.of(new ToolVersions.Version(2, v2), new ToolVersions.Version(1, v1));
        };
    }

    @AfterEach
    void stop() {
        a2t.close();
        h.close();
    }

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(
                HttpRequest.newBuilder(URI.create(a2t.url() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String path, String body, String... headers) throws Exception {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(a2t.url() + path)).POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private String toolId(String namePrefix) throws Exception {
        for (JsonNode t : JSON.readTree(get("/tools?pageLimit=100").body()).get("items")) {
            if (t.get("name").asText().startsWith(namePrefix)) {
                return t.get("toolId").asText();
            }
        }
        throw new AssertionError("no tool " + namePrefix);
    }

    @Test
    void listsEveryToolAcrossPages() throws Exception {
        JsonNode all = JSON.readTree(get("/tools").body());
        int total = all.get("items").size();
        assertThat(total).isGreaterThanOrEqualTo(4);
        List<String> paged = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            JsonNode page = JSON.readTree(get("/tools?pageLimit=2" + (cursor == null ? "" : "&pageCursor=" + cursor))
                    .body());
            assertThat(page.get("items").size()).isLessThanOrEqualTo(2);
            assertThat(page.get("paging").get("pageLimit").asInt()).isEqualTo(2);
            page.get("items").forEach(t -> paged.add(t.get("toolId").asText()));
            cursor = page.get("nextPageCursor").isNull()
                    ? null
                    : page.get("nextPageCursor").asText();
            pages++;
        } while (cursor != null);
        assertThat(paged).hasSize(total).doesNotHaveDuplicates();
        assertThat(pages).isEqualTo((total + 1) / 2);
        assertThat(get("/tools?pageLimit=0").statusCode()).isEqualTo(400);
    }

    @Test
    void aCursorAtTheIntegerLimitIsAnEmptyLastPageNotANegativeCursor() throws Exception {
        HttpResponse<String> r = get("/tools?pageCursor=2147483647&pageLimit=5");
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode page = JSON.readTree(r.body());
        assertThat(page.get("items")).isEmpty();
        assertThat(page.get("nextPageCursor").isNull()).isTrue();
        assertThat(page.get("paging").get("next").isNull()).isTrue();
        assertThat(get("/tools?pageCursor=99999999999").statusCode()).isEqualTo(400);
    }

    @Test
    void filtersByTagAndVersion() throws Exception {
        JsonNode tx = JSON.readTree(get("/tools?tag=transaction").body()).get("items");
        assertThat(tx)
                .isNotEmpty()
                .allSatisfy(t -> assertThat(t.get("tags").toString()).contains("transaction"));
        JsonNode v2 = JSON.readTree(get("/tools?version=2").body()).get("items");
        assertThat(v2).hasSize(1);
        assertThat(v2.get(0).get("name").asText()).startsWith("book_");
    }

    @Test
    void toolAndItsVersionsNewestFirst() throws Exception {
        String id = toolId("book_");
        JsonNode current = JSON.readTree(get("/tools/" + id).body());
        assertThat(current.get("version").asText()).isEqualTo("2");
        JsonNode versions =
                JSON.readTree(get("/tools/" + id + "/versions").body()).get("items");
        assertThat(versions).extracting(v -> v.get("version").asText()).containsExactly("2", "1");
        assertThat(JSON.readTree(get("/tools/" + id + "/versions/1").body())
                        .get("description")
                        .asText())
                .isEqualTo("old");
        assertThat(get("/tools/" + id + "/versions/9").statusCode()).isEqualTo(404);
        assertThat(get("/tools/00000000-0000-0000-0000-000000000000").statusCode())
                .isEqualTo(404);
        String query = toolId("query_rooms");
        assertThat(JSON.readTree(get("/tools/" + query).body()).get("version").asText())
                .isEqualTo("1");
    }

    @Test
    void invokeValidatesAgainstTheSignatureThenDispatches() throws Exception {
        String id = toolId("query_rooms");
        HttpResponse<String> ok = post(
                "/tools/" + id + ":invoke", "{\"input_parameters\": [{\"name\": \"Property Id\", \"value\": \"p1\"}]}");
        assertThat(ok.statusCode()).isEqualTo(200);
        JsonNode out = JSON.readTree(ok.body()).get("output_parameters");
        assertThat(out).isNotEmpty();
        JsonNode sig = JSON.readTree(get("/tools/" + id).body());
        List<String> names = new ArrayList<>();
        sig.get("output_parameters").forEach(p -> names.add(p.get("name").asText()));
        out.forEach(p -> assertThat(names).contains(p.get("name").asText()));

        HttpResponse<String> missing = post("/tools/" + id + ":invoke", "{\"input_parameters\": []}");
        assertThat(missing.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(missing.body()).get("error").get("code").asText())
                .isEqualTo("missing-parameter");
        assertThat(JSON.readTree(missing.body()).get("error").get("parameter").asText())
                .isEqualTo("Property Id");
        HttpResponse<String> unknown = post(
                "/tools/" + id + ":invoke",
                "{\"input_parameters\": [{\"name\": \"property_id\", \"value\": \"p1\"}, {\"name\": \"colour\", \"value\": \"red\"}]}");
        assertThat(JSON.readTree(unknown.body()).get("error").get("code").asText())
                .isEqualTo("unknown-parameter");
        assertThat(JSON.readTree(unknown.body()).get("error").get("parameter").asText())
                .isEqualTo("colour");
        HttpResponse<String> badType = post(
                "/tools/" + id + ":invoke",
                "{\"input_parameters\": [{\"name\": \"property_id\", \"value\": \"p1\"}, {\"name\": \"guests\", \"value\": \"two\"}]}");
        assertThat(JSON.readTree(badType.body()).get("error").get("code").asText())
                .isEqualTo("invalid-parameter");
        // the same named error an AGTP client gets, through the same dispatcher
        HttpResponse<String> named = post(
                "/tools/" + id + ":invoke",
                "{\"input_parameters\": [{\"name\": \"property_id\", \"value\": \"missing\"}]}");
        assertThat(named.statusCode()).isEqualTo(422);
        assertThat(JSON.readTree(named.body()).get("error").get("code").asText())
                .isEqualTo("property_not_found");
    }

    @Test
    void inputsAreMatchedByNameOrIdAndTheDraftsDefaultsApply() throws Exception {
        String id = toolId("query_rooms");
        String path = "/tools/" + id + ":invoke";
        // the draft's own example gives the signature's name; the id works too, as "name" or as "id"
        assertThat(post(path, "{\"input_parameters\": [{\"name\": \"Property Id\", \"value\": \"p1\"}]}")
                        .statusCode())
                .isEqualTo(200);
        assertThat(post(path, "{\"input_parameters\": [{\"name\": \"property_id\", \"value\": \"p1\"}]}")
                        .statusCode())
                .isEqualTo(200);
        assertThat(post(path, "{\"input_parameters\": [{\"id\": \"property_id\", \"value\": \"p1\"}]}")
                        .statusCode())
                .isEqualTo(200);
        HttpResponse<String> twice = post(
                path,
                "{\"input_parameters\": [{\"name\": \"Property Id\", \"value\": \"p1\"}, {\"id\": \"property_id\", \"value\": \"p2\"}]}");
        assertThat(twice.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(twice.body()).get("error").get("code").asText())
                .isEqualTo("invalid-parameter");
        // A2T §5.1: an int without a declared max is at most 65535
        String guests =
                "{\"input_parameters\": [{\"name\": \"property_id\", \"value\": \"p1\"}, {\"name\": \"guests\", \"value\": %s}]}";
        assertThat(post(path, guests.formatted("65535")).statusCode()).isEqualTo(200);
        HttpResponse<String> big = post(path, guests.formatted("100000"));
        assertThat(big.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(big.body()).get("error").get("parameter").asText())
                .isEqualTo("Guests");
        assertThat(post(path, guests.formatted("123456789012345678901234567890"))
                        .statusCode())
                .isEqualTo(400);
        assertThat(post(path, "{\"input_parameters\": [7]}").statusCode()).isEqualTo(400);
    }

    @Test
    void invokeChecksScopesLikeAgtp() throws Exception {
        String id = toolId("book_");
        String body =
                "{\"input_parameters\": [{\"name\": \"room_id\", \"value\": \"r-1\"}, {\"name\": \"guest\", \"value\": \"Ada\"}]}";
        HttpResponse<String> refused = post("/tools/" + id + ":invoke", body);
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(JSON.readTree(refused.body()).get("error").get("code").asText())
                .isEqualTo("scope-violation");
        assertThat(JSON.readTree(refused.body()).get("error").get("agtp_status").asInt())
                .isEqualTo(455);
        HttpResponse<String> ok = post("/tools/" + id + "/versions/1:invoke", body, "Authority-Scope", "booking:room");
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(ok.body())
                        .get("output_parameters")
                        .get(0)
                        .get("name")
                        .asText())
                .isEqualTo("Reservation Id");
        HttpResponse<String> wrongMethod = get("/tools/" + id + ":invoke");
        assertThat(wrongMethod.statusCode()).isEqualTo(405);
        assertThat(wrongMethod.headers().firstValue("Allow")).contains("POST");
        HttpResponse<String> postToList = post("/tools", "{}");
        assertThat(postToList.statusCode()).isEqualTo(405);
        assertThat(postToList.headers().firstValue("Allow")).contains("GET");
        assertThat(post("/tools/" + id, "{}").headers().firstValue("Allow")).contains("GET");
        assertThat(get("/nothing").statusCode()).isEqualTo(404);
    }

    @Test
    void a262RefusalIsPassedOnAsTheRefusalNotAsOutputParameters() throws Exception {
        try (ServerHarness h262 = new ServerHarness(
                        TestWorkspace.write(dir.resolve("ws262"), TestWorkspace.Config.defaults()),
                        ServerHarness.options().withScopeFailureStatus(262));
                A2tHttpServer a = new A2tHttpServer(
                                ServerOptions.defaults().withPort(0).withWorkerThreads(1),
                                new A2tService(h262.dispatcher, ToolVersions.CURRENT_ONLY),
                                null)
                        .start()) {
            String id = toolId("book_");
            String body =
                    "{\"input_parameters\": [{\"name\": \"room_id\", \"value\": \"r-1\"}, {\"name\": \"guest\", \"value\": \"Ada\"}]}";
            HttpResponse<String> r = http.send(
                    HttpRequest.newBuilder(URI.create(a.url() + "/tools/" + id + ":invoke"))
                            .POST(HttpRequest.BodyPublishers.ofString(body))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            // A2T §7: HTTP codes apply; 262 is read as a success by every HTTP client, so it is 401 with the AGTP code
            // in the body
            assertThat(r.statusCode()).isEqualTo(401);
            assertThat(r.headers().firstValue("WWW-Authenticate")).isPresent();
            assertThat(r.body()).doesNotContain("output_parameters").contains("booking:room");
            assertThat(JSON.readTree(r.body()).get("error").get("agtp_status").asInt())
                    .isEqualTo(262);
        }
    }
}
