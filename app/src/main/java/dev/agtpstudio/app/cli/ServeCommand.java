package dev.agtpstudio.app.cli;

import dev.agtpstudio.app.tools.EvolutionToolVersions;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.server.LocalServer;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.SemanticRanker;
import dev.agtpstudio.server.net.ConsoleLines;
import dev.agtpstudio.server.net.ExchangeEvent;
import dev.agtpstudio.server.net.LoadLimits;
import dev.agtpstudio.server.net.OriginPolicy;
import dev.agtpstudio.server.net.ServerListener;
import dev.agtpstudio.server.net.ServerOptions;
import dev.agtpstudio.server.wire.WireLimits;
import dev.agtpstudio.validator.semantic.EmbeddingConsistency;
import dev.agtpstudio.validator.semantic.EmbeddingService;
import dev.agtpstudio.validator.semantic.SemanticOptions;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio serve DIR}: the local AGTP test server on a workspace, re-registering files on save. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = "Run the local AGTP test server on a workspace.")
public final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "DIR",
            description = "Workspace folder (endpoint TOMLs, agtp-server.toml, recipes).")
    Path dir;

    @Option(
            names = "--port",
            defaultValue = "4480",
            description = "TCP port (0 = any free port; default ${DEFAULT-VALUE}).")
    int port;

    @Option(
            names = "--bind",
            defaultValue = "127.0.0.1",
            description =
                    "Address to bind (default ${DEFAULT-VALUE}); a non-loopback address also needs --tls or --insecure.")
    String bind;

    @Option(names = "--insecure", description = "Allow plaintext on a non-loopback --bind address.")
    boolean insecure;

    @Option(names = "--tls", description = "Serve TLS 1.3 with a generated self-signed certificate.")
    boolean tls;

    @Option(
            names = {"--allow-http-upstreams", "--allow-loopback-http-upstreams"},
            description = "Let external_service endpoints call http://127.0.0.1 / http://localhost mocks.")
    boolean allowHttpUpstreams;

    @Option(
            names = "--scope-status",
            defaultValue = "455",
            description = "Status for insufficient scope: 455 (AGTP-API) or 262 (scope-required).")
    int scopeStatus;

    @Option(names = "--strict-output", description = "Validate handler outputs with additionalProperties false.")
    boolean strictOutput;

    @Option(
            names = "--idle-timeout",
            defaultValue = "60",
            description = "Seconds before an idle connection is closed (default ${DEFAULT-VALUE}).")
    int idleSeconds;

    @Option(
            names = "--max-body",
            defaultValue = "1048576",
            description = "Largest request body in bytes (default ${DEFAULT-VALUE}).")
    int maxBody;

    @Option(
            names = "--max-connections",
            defaultValue = "1024",
            description = "Open connections at most; one more is answered 503 (default ${DEFAULT-VALUE}).")
    int maxConnections;

    @Option(
            names = "--body-budget",
            defaultValue = "268435456",
            description =
                    "Bytes of request bodies buffered at once across all connections; beyond it 503 (default ${DEFAULT-VALUE}).")
    long bodyBudget;

    @Option(
            names = "--min-body-rate",
            defaultValue = "262144",
            description =
                    "Bytes per second a body must arrive at: the read timeout grows by Content-Length / rate (default ${DEFAULT-VALUE}).")
    long minBodyRate;

    @Option(
            names = "--a2t-port",
            description = "Also serve A2T over HTTP/1.1 on this port (A2T §6-§7; 0 = any free port).")
    Integer a2tPort;

    @Option(
            names = "--allow-origin",
            paramLabel = "ORIGIN",
            description =
                    "Also accept this Origin on the A2T listener (repeatable; scheme://host[:port], or * for any); loopback origins always are.")
    java.util.List<String> allowOrigins = new java.util.ArrayList<>();

    @Option(
            names = "--allow-host",
            paramLabel = "HOST",
            description =
                    "Also accept this Host name on the A2T listener (repeatable, or * for any); loopback names always are.")
    java.util.List<String> allowHosts = new java.util.ArrayList<>();

    @Option(
            names = "--sign",
            paramLabel = "KEY",
            description = "Sign the published manifest with this private JWK (`agtp-studio keys new`; AGTP-API §8.8,"
                    + " docs/signing.md). Default: the key of [server] manifest_signing_key, if any.")
    Path sign;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "0",
            description = "Seed of the data simulated for registered_function endpoints without a matching fixture:"
                    + " the same seed and request give the same answer (default ${DEFAULT-VALUE}; docs/simulation.md).")
    long seed;

    @Option(names = "--no-watch", description = "Do not re-register endpoints when files change.")
    boolean noWatch;

    @picocli.CommandLine.Mixin
    CatalogOption catalogOption = new CatalogOption();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(dir)) {
            err.println("agtp-studio serve: " + dir + " is not a folder");
            return 2;
        }
        boolean loopback;
        try {
            loopback = InetAddress.getByName(bind).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            err.println("agtp-studio serve: --bind " + bind + ": not an address of this machine ("
                    + ErrorMessages.describe(e) + ")");
            return 2;
        }
        if (!loopback && !tls && !insecure) {
            err.println("agtp-studio serve: binding " + bind
                    + " serves the network; add --tls (or --insecure to accept plaintext)");
            return 2;
        }
        if (maxConnections < 1 || bodyBudget < 0 || minBodyRate < 1 || idleSeconds < 1 || maxBody < 0) {
            err.println("agtp-studio serve: --max-connections, --min-body-rate and --idle-timeout must be at least 1,"
                    + " --body-budget and --max-body at least 0");
            return 2;
        }
        ServerOptions so = ServerOptions.defaults()
                .withPort(port)
                .withBind(bind, !loopback)
                .withTls(tls)
                .withTimeouts(Duration.ofSeconds(idleSeconds), Duration.ofSeconds(10))
                .withLimits(new WireLimits(
                        WireLimits.DEFAULT.maxHeaderBlockBytes(), WireLimits.DEFAULT.maxHeaderCount(), maxBody))
                .withLoad(new LoadLimits(maxConnections, bodyBudget, minBodyRate))
                .withOrigins(OriginPolicy.LOOPBACK.plus(allowOrigins, allowHosts));
        DispatchOptions dopts = DispatchOptions.defaults()
                .withScopeFailureStatus(scopeStatus)
                .withStrictOutput(strictOutput)
                .withLoopbackHttpUpstreams(allowHttpUpstreams)
                .withSigningKey(sign)
                .withSimulationSeed(seed);
        ServerListener log = new ServerListener() {
            @Override
            public void onExchange(ExchangeEvent e) {
                synchronized (out) {
                    out.println(ConsoleLines.exchange(e));
                    out.flush();
                }
            }

            @Override
            public void onNotice(Notice n) {
                synchronized (out) {
                    err.println(ConsoleLines.notice(n));
                    err.flush();
                }
            }
        };
        MethodCatalog catalog = catalogOption.resolve("serve", err::println);
        if (catalog == null) {
            return 2;
        }
        Workspace ws = WorkspaceLoader.load(dir, catalog);
        if (UnusableServerConfig.refuse(ws, dir, "serve", "the server", err)) {
            return 2;
        }
        try {
            dev.agtpstudio.preview.sign.WorkspaceKey.read(ws, sign)
                    .ifPresent(k -> out.println("signing the manifest with key " + k.getKeyID()));
        } catch (dev.agtpstudio.preview.sign.SigningKeys.KeyProblem e) {
            err.println("agtp-studio serve: " + e.getMessage());
            return 2;
        }
        if (!recordA2tSignatures(ws, dopts, err)) {
            return 2;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        LocalServer server;
        try {
            // Agent-level DISCOVER ranks with MiniLM once it has loaded in the background; lexically until then.
            EmbeddingService model = EmbeddingService.miniLm();
            EmbeddingConsistency scorer = EmbeddingConsistency.bundled(model, SemanticOptions.defaults());
            scorer.start();
            server = LocalServer.start(
                    ws, dir, so, dopts, SemanticRanker.withModel(catalog, scorer, model), log, !noWatch);
        } catch (IllegalArgumentException | IllegalStateException e) {
            err.println("agtp-studio serve: " + ErrorMessages.describe(e));
            return 2;
        } catch (java.net.BindException e) {
            err.println("agtp-studio serve: cannot listen on " + bind + ":" + port + ": " + reason(e));
            return 2;
        }
        if (a2tPort != null) {
            try {
                server.startA2t(so.withPort(a2tPort), new EvolutionToolVersions(dir, catalog));
            } catch (Exception e) { // Netty rethrows a failed bind (a checked BindException) undeclared
                err.println("agtp-studio serve: cannot start the A2T listener on " + bind + ":" + a2tPort + ": "
                        + reason(e));
                server.close();
                return 2;
            }
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }

    /**
     * Serving publishes the A2T signatures ({@code DISCOVER /tools}, the A2T listener): each tool version's first one
     * is recorded into the workspace's tool history when it has one; serve creates none (decision 0512). False when
     * the history cannot be read or written (said on {@code err}).
     */
    private boolean recordA2tSignatures(Workspace ws, DispatchOptions dopts, PrintWriter err) {
        if (!Files.exists(dev.agtpstudio.core.workspace.ToolHistory.file(dir))) {
            return true;
        }
        dev.agtpstudio.server.dispatch.RegistryBuilder.Result registered =
                dev.agtpstudio.server.dispatch.RegistryBuilder.decide(ws, dopts);
        dev.agtpstudio.preview.Projections.Served published = new dev.agtpstudio.preview.Projections(
                        f -> registered.registeredFiles().contains(f.path()), "")
                .served(ws, dev.agtpstudio.preview.ProjectionOptions.at(java.time.Instant.now()));
        return dev.agtpstudio.app.tools.A2tPublication.record(dir, published.manifest(), published.a2t(), "serve", err);
    }

    /** What went wrong, for one line: the operating system's words for a failed bind ("address already in use"). */
    static String reason(Exception e) {
        String m = e.getMessage();
        if (e instanceof java.net.BindException) {
            return m == null
                    ? "the address cannot be bound"
                    : m.substring(0, 1).toLowerCase(java.util.Locale.ROOT) + m.substring(1);
        }
        return ErrorMessages.describe(e);
    }
}
