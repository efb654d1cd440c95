package dev.agtpstudio.conformance;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.net.ServerOptions;
import java.nio.file.Path;
import java.util.stream.Collectors;

/** The local server on a workspace folder, on an ephemeral loopback port (tests and the benchmark). */
final class LocalTargets {
    private LocalTargets() {}

    static Path sample() {
        Path p = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
        return p.toAbsolutePath().normalize();
    }

    static LocalServer serve(Path dir, int scopeStatus) throws Exception {
        return LocalServer.start(
                dir,
                ServerOptions.defaults().withPort(0).withWorkerThreads(2),
                DispatchOptions.defaults()
                        .withScopeFailureStatus(scopeStatus)
                        .withEnvironment(java.util.Map.of("HOTEL_PMS_TOKEN", "test-token")),
                null,
                null,
                false);
    }

    static Target target(LocalServer s) {
        return new Target("127.0.0.1", s.server().port(), false, false);
    }

    static Contract contract(Path dir) {
        return Contract.of(WorkspaceLoader.load(dir, MethodCatalog.bundled()));
    }

    /**
     * The sample's AUDIT composition FETCHes the reservation, so the server checks FETCH's booking:read too
     * (docs/decisions/0044): the caller claims it, as a real agent calling AUDIT must.
     */
    static CheckOptions options() {
        CheckOptions d = CheckOptions.defaults();
        return new CheckOptions(
                java.util.List.of("booking:read"),
                null,
                d.seed(),
                d.maxExamples(),
                false,
                d.scopeStatus(),
                d.timeout());
    }

    static String failures(CheckReport r) {
        return r.results().stream()
                .filter(CheckResult::failed)
                .map(x -> x.endpoint() + " " + x.check() + ": " + x.detail())
                .collect(Collectors.joining("\n"));
    }
}
