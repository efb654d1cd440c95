package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.server.client.ClientExchange;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Conformance item 11: AGTP-Catalog-Warning on every response whose method is deprecated in the catalog in use. */
class CatalogWarningTest {
    @TempDir
    Path dir;

    private ServerHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static MethodCatalog withDeprecatedSummarize() {
        MethodCatalog b = MethodCatalog.bundled();
        Map<String, MethodInfo> methods = new LinkedHashMap<>(b.methods());
        MethodInfo s = methods.get("SUMMARIZE");
        methods.put(
                "SUMMARIZE",
                new MethodInfo(s.name(), s.categories(), s.description(), s.embedded(), "1.1.0", "2.0.0", "ABSTRACT"));
        MethodInfo q = methods.get("SCAN");
        methods.put(
                "SCAN", new MethodInfo(q.name(), q.categories(), q.description(), q.embedded(), "1.1.0", null, null));
        return new MethodCatalog("1.1.0", methods, b.embedded(), b.legacy(), b.categories());
    }

    @Test
    void deprecatedVerbIsServedWithTheCatalogWarningOnSuccessAndFailure() throws Exception {
        h = new ServerHarness(
                TestWorkspace.write(dir, TestWorkspace.Config.defaults()).withCatalog(withDeprecatedSummarize()),
                ServerHarness.options());
        ClientExchange ok = h.send("SUMMARIZE", "/texts", "{\"source\":{}}");
        assertThat(ok.status()).as("a deprecated verb must not give 459").isEqualTo(200);
        assertThat(ok.headers().get("AGTP-Catalog-Warning"))
                .contains("deprecated; successor=ABSTRACT; removed_in=2.0.0");
        ClientExchange bad = h.send("SUMMARIZE", "/texts", "{}");
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.headers().get("AGTP-Catalog-Warning"))
                .contains("deprecated; successor=ABSTRACT; removed_in=2.0.0");
        ClientExchange bare = h.send("SCAN", "/nothing-here", null);
        assertThat(bare.status())
                .as("SCAN is served nowhere: wildcards-required")
                .isEqualTo(262);
        assertThat(bare.headers().get("AGTP-Catalog-Warning")).contains("deprecated");
        assertThat(h.send("QUERY", "/rooms", "{\"property_id\":\"p1\"}")
                        .headers()
                        .get("AGTP-Catalog-Warning"))
                .isEmpty();
    }
}
