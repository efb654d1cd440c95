package dev.agtpstudio.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run-capability runs the sample's recipe capability step by step against the local server. */
class RunCapabilityCommandTest {
    private LocalServer server;

    @BeforeEach
    void start() throws Exception {
        server = LocalServer.start(
                ManifestCommandTest.SAMPLE,
                ServerOptions.defaults().withPort(0),
                DispatchOptions.defaults(),
                null,
                null,
                false);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void runsTheRecipeCapabilityStepByStep(@TempDir Path tmp) throws Exception {
        assertThat(ManifestCommandTest.run(
                                "manifest",
                                ManifestCommandTest.SAMPLE.toString(),
                                "--projection",
                                "a2s",
                                "--out",
                                tmp.toString())
                        .exit())
                .isZero();
        Path doc = tmp.resolve("plan-stay-via-query-and-quote.a2s.json");
        String target = "127.0.0.1:" + server.server().port();
        var r = InvokeServeCommandTest.run(
                "run-capability",
                doc.toString(),
                "--target",
                target,
                "--input",
                "property_id=" + propertyId(),
                "--input",
                "check_in=2026-12-01",
                "--input",
                "check_out=2026-12-03",
                "-H",
                "Authority-Scope: inventory:read, rates:read");
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.out())
                .contains(
                        "step 1 (availability): QUERY /rooms",
                        "step 2 (step-2): QUOTE /rates",
                        "\"check_in\":\"2026-12-01\"",
                        "< AGTP/1.0 200",
                        "outputs: ");
        assertThat(r.out().indexOf("QUERY /rooms")).isLessThan(r.out().indexOf("QUOTE /rates"));

        // Without Authority-Scope this server answers 262 Authorization Required: a 2xx code that is no output.
        var refused = InvokeServeCommandTest.run(
                "run-capability", doc.toString(), "--target", target, "--input", "property_id=" + propertyId());
        assertThat(refused.exit()).as(refused.out()).isEqualTo(1);
        assertThat(refused.err()).contains("step 1 (availability) answered 262");
        assertThat(refused.out()).doesNotContain("QUOTE /rates");

        // A document edited by hand is not run.
        Files.writeString(doc, Files.readString(doc).replace("\"USD\"", "\"EUR\""));
        var edited = InvokeServeCommandTest.run("run-capability", doc.toString(), "--target", target);
        assertThat(edited.exit()).isEqualTo(2);
        assertThat(edited.err()).contains("a2s/checksum", "nothing was sent").doesNotContain("Exception");
    }

    private static String propertyId() throws Exception {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
                .matcher(Files.readString(ManifestCommandTest.SAMPLE.resolve("endpoints/query_rooms.toml")));
        return m.find() ? m.group() : "3f1c2a9e-0b7d-4c51-9a63-2e8f5d4b7c10";
    }
}
