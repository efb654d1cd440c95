package dev.agtpstudio.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.conformance.report.CheckFormat;
import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.server.LocalServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class SampleWorkspaceCheckTest {
    @Test
    void theLocalServerOnTheSampleWorkspacePassesEveryCheck() throws Exception {
        Contract contract = LocalTargets.contract(LocalTargets.sample());
        try (LocalServer s = LocalTargets.serve(LocalTargets.sample(), 455)) {
            CheckReport r = new ConformanceRunner(
                            LocalTargets.options().withAllowUnsafe(true).withMaxExamples(5))
                    .run(contract, LocalTargets.target(s));
            StringWriter w = new StringWriter();
            CheckFormat.TEXT.write(r, new PrintWriter(w));
            System.out.println(w);
            assertThat(LocalTargets.failures(r)).isEmpty();
            assertThat(r.exitCode()).isZero();
        }
    }
}
