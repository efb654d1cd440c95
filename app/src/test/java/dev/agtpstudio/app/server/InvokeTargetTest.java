package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.server.client.request.RequestProblem;
import dev.agtpstudio.server.client.request.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where the invoke panel sends: the local server or a host and port, TLS, and the transport's conditions. */
class InvokeTargetTest {
    @Test
    void theLocalServerSendsToItsBoundPortAndSaysWhenItIsNotRunning() {
        int[] bound = {-1};
        InvokeTarget t = new InvokeTarget(() -> bound[0]);
        List<String> problems = new ArrayList<>();
        assertThat(t.resolve(Map.of(), null, problems, new ArrayList<>()).port())
                .isEqualTo(-1);
        assertThat(problems)
                .containsExactly(
                        "the local server is not running: start it in the Server console, or untick 'Local server'");
        bound[0] = 4481;
        problems.clear();
        assertThat(t.resolve(Map.of(), null, problems, new ArrayList<>()))
                .isEqualTo(new InvokeTarget.Address("127.0.0.1", 4481));
        assertThat(problems).isEmpty();
    }

    @Test
    void anotherHostFillsItsVariablesAndChecksThePort() {
        InvokeTarget t = new InvokeTarget(() -> 4481);
        t.point(false, "{{host}}", "{{port}}");
        List<String> problems = new ArrayList<>();
        List<RequestProblem> located = new ArrayList<>();
        assertThat(t.resolve(Map.of("host", "example.org", "port", "4480"), "staging", problems, located))
                .isEqualTo(new InvokeTarget.Address("example.org", 4480));
        assertThat(problems).isEmpty();
        assertThat(located).isEmpty();
        t.point(false, " ", "99999");
        assertThat(t.resolve(Map.of(), null, problems, located).port()).isEqualTo(-1);
        assertThat(problems).containsExactly("host is empty");
        assertThat(located)
                .extracting(RequestProblem::toString)
                .anyMatch(s -> s.contains("port must be a number from 1 to 65535"));
    }

    @Test
    void tlsFollowsTheLocalServerOrTheBoxAndOnlyTheLocalCertificateIsTrusted() {
        InvokeTarget t = new InvokeTarget(() -> 4481);
        t.setLocalTls(() -> true);
        assertThat(t.sendsTls()).isTrue();
        assertThat(t.trustsSelfSigned()).isTrue();
        t.useLocalServer.set(false);
        assertThat(t.sendsTls()).isFalse();
        t.tls.set(true);
        assertThat(t.sendsTls()).isTrue();
        assertThat(t.trustsSelfSigned()).isFalse();
    }

    @Test
    void a2tAndMcpNeedTheLocalServerAndAnEndpoint() {
        InvokeTarget t = new InvokeTarget(() -> 4481);
        assertThat(t.transportProblem(false)).isNull();
        t.transport.set(Transport.A2T);
        assertThat(t.transportProblem(true)).isNull();
        assertThat(t.transportProblem(false)).startsWith("pick an endpoint of the workspace: A2T calls a tool");
        t.useLocalServer.set(false);
        assertThat(t.transportProblem(true))
                .isEqualTo("A2T goes to the local server's A2T listener: tick 'Local server'");
    }
}
