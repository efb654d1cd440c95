package dev.agtpstudio.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OriginPolicyTest {
    private static String code(OriginPolicy p, List<String> origin, List<String> host) {
        return p.check(origin, host, true, false)
                .map(OriginPolicy.Refusal::code)
                .orElse("ok");
    }

    @Test
    void loopbackOriginsAndHostsPassByDefault() {
        OriginPolicy p = OriginPolicy.LOOPBACK;
        for (String o :
                List.of("http://localhost:3000", "https://127.0.0.1", "http://[::1]:8080", "http://127.1.2.3")) {
            assertThat(code(p, List.of(o), List.of("127.0.0.1:4481"))).as(o).isEqualTo("ok");
        }
        for (String h : List.of("localhost", "LOCALHOST:80", "[::1]:5", "127.0.0.1")) {
            assertThat(code(p, List.of(), List.of(h))).as(h).isEqualTo("ok");
        }
        assertThat(code(p, List.of(), List.of("localhost"))).isEqualTo("ok");
    }

    @Test
    void foreignOnesAreRefused() {
        OriginPolicy p = OriginPolicy.LOOPBACK;
        for (String o : List.of(
                "https://evil.example",
                "null",
                "http://localhost.evil.example",
                "http://127.0.0.1.evil.example",
                "file://",
                "http://localhost/path",
                "ftp://localhost")) {
            assertThat(code(p, List.of(o), List.of("localhost"))).as(o).isEqualTo("origin-not-allowed");
        }
        for (String h : List.of("evil.example", "localhost.evil.example", "127.0.0.1:80x", "[::1", "0.0.0.0")) {
            assertThat(code(p, List.of(), List.of(h))).as(h).isEqualTo("host-not-allowed");
        }
        assertThat(code(p, List.of(), List.of())).isEqualTo("invalid-host");
        assertThat(p.check(List.of(), List.of(), false, false)).isEmpty();
        assertThat(code(p, List.of(), List.of("localhost", "localhost"))).isEqualTo("invalid-host");
    }

    @Test
    void configuredOnesAreAddedAndAWildcardBindAcceptsAnyHost() {
        OriginPolicy p = OriginPolicy.LOOPBACK.plus(List.of("https://Studio.Example/"), List.of("api.example"));
        assertThat(code(p, List.of("https://studio.example"), List.of("api.example:443")))
                .isEqualTo("ok");
        assertThat(code(p, List.of("http://studio.example"), List.of("api.example")))
                .isEqualTo("origin-not-allowed");
        assertThat(OriginPolicy.LOOPBACK.check(List.of(), List.of("box.lan:4481"), true, true))
                .isEmpty();
        assertThat(code(
                        OriginPolicy.LOOPBACK.plus(List.of("*"), List.of("*")),
                        List.of("https://x.example"),
                        List.of("y.example")))
                .isEqualTo("ok");
    }
}
