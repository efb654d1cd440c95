package dev.agtpstudio.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientAddress;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.wire.HeaderValues;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.server.wire.WireException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code agtp-studio invoke METHOD [PATH]}: sends one AGTP request and prints the exchange. Exit code 0 for a 2xx
 * answer, 1 for any other status, 2 when no answer could be read.
 */
@Command(
        name = "invoke",
        mixinStandardHelpOptions = true,
        description = "Send one AGTP request and print the exchange.")
public final class InvokeCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Spec
    CommandSpec spec;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "METHOD",
            description = "AGTP method, e.g. QUERY or DISCOVER (not with --request).")
    String method;

    @Parameters(
            index = "1",
            arity = "0..1",
            paramLabel = "PATH",
            description = "Path with optional ?query; omit for a target-less request.")
    String path;

    @Option(names = "--host", defaultValue = "127.0.0.1", description = "Server host (default ${DEFAULT-VALUE}).")
    String host;

    @Option(names = "--port", defaultValue = "4480", description = "Server port (default ${DEFAULT-VALUE}).")
    int port;

    @Option(
            names = {"-H", "--header"},
            paramLabel = "NAME:VALUE",
            description = "A request header; repeatable.")
    List<String> headers = new ArrayList<>();

    @Option(names = "--body", paramLabel = "JSON|@FILE", description = "JSON body, or @file to read it from a file.")
    String body;

    @Option(
            names = "--body-file",
            paramLabel = "FILE",
            description = "Read the JSON body from FILE (same as --body @FILE).")
    Path bodyFile;

    @Option(
            names = "--request",
            paramLabel = "FILE",
            description = "Send a saved request (requests/NAME.toml, docs/invoke.md) instead of METHOD and PATH.")
    Path requestFile;

    @Option(
            names = "--env",
            paramLabel = "NAME|FILE",
            description =
                    "With --request: the environment whose variables fill {{name}} (NAME: environments/NAME.toml beside the request).")
    String environment;

    @Option(names = "--raw", description = "Print the raw request and response bytes.")
    boolean raw;

    @Option(names = "--tls", description = "Connect with TLS 1.3.")
    boolean tls;

    @Option(
            names = "--insecure",
            description = "With --tls, accept any certificate (the local server's self-signed one).")
    boolean insecure;

    @Option(
            names = "--timeout",
            defaultValue = "30",
            paramLabel = "SECONDS",
            description =
                    "Seconds the whole exchange may take: connecting, sending and the complete answer (default ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (requestFile != null || environment != null) {
            try {
                if (!fromSavedRequest()) {
                    return 2;
                }
            } catch (SavedRequestRun.Refused e) {
                err.println("agtp-studio invoke: " + e.getMessage());
                return 2;
            }
        } else if (method == null) {
            err.println("agtp-studio invoke: give METHOD [PATH], or --request FILE");
            return 2;
        }
        Headers.Builder h = Headers.builder();
        for (String kv : headers) {
            int i = kv.indexOf(':');
            if (i <= 0) {
                err.println("agtp-studio invoke: header '" + kv + "' is not NAME:VALUE");
                return 2;
            }
            h.add(kv.substring(0, i).trim(), kv.substring(i + 1).trim());
        }
        ClientRequest req;
        try {
            String text = bodyFile != null
                    ? Files.readString(bodyFile, StandardCharsets.UTF_8)
                    : body == null
                            ? null
                            : body.startsWith("@")
                                    ? Files.readString(Path.of(body.substring(1)), StandardCharsets.UTF_8)
                                    : body;
            req = text == null
                    ? new ClientRequest(method, path, h.build(), null)
                    : ClientRequest.json(method, path, h.build(), text);
        } catch (IOException e) {
            err.println("agtp-studio invoke: cannot read the body file: " + ErrorMessages.describe(e));
            return 2;
        }
        try {
            ClientAddress.requireHost(host, "--host " + host);
            ClientAddress.requirePort(port, "--port " + port);
            if (timeoutSeconds < 1) {
                throw new IllegalArgumentException("--timeout must be at least 1 second");
            }
        } catch (IllegalArgumentException e) {
            err.println("agtp-studio invoke: " + e.getMessage());
            return 2;
        }
        ClientOptions opts = ClientOptions.loopback(port)
                .withHost(host)
                .withTls(tls, insecure)
                .withTimeout(Duration.ofSeconds(timeoutSeconds));
        ClientExchange x;
        try {
            x = AgtpClient.exchange(opts, req);
        } catch (WireException e) {
            err.println("agtp-studio invoke: " + host + ":" + port + ": the answer breaks AGTP/1.0 framing: "
                    + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("agtp-studio invoke: " + host + ":" + port + ": " + ErrorMessages.describe(e));
            return 2;
        }
        if (raw) {
            out.print(x.rawText());
            if (!x.rawText().endsWith("\n")) {
                out.println();
            }
        } else {
            out.println("AGTP/1.0 " + x.status() + " " + HeaderValues.escape(x.reason()));
            x.headers().entries().forEach(e -> out.println(e.getKey() + ": " + e.getValue()));
            out.println();
            out.println(pretty(x.bodyText()));
            out.printf("(%d bytes, %.2f ms)%n", x.body().length, x.elapsedMillis());
        }
        out.flush();
        return x.status() >= 200 && x.status() < 300 ? 0 : 1;
    }

    /** Takes method, path, headers, body, host and port from {@code --request} (with {@code --env}). */
    private boolean fromSavedRequest() throws SavedRequestRun.Refused {
        if (requestFile == null) {
            throw new SavedRequestRun.Refused("--env needs --request FILE");
        }
        if (method != null || path != null || body != null || bodyFile != null) {
            throw new SavedRequestRun.Refused(
                    "--request FILE gives the method, path and body: leave METHOD, PATH, --body and --body-file out");
        }
        var parse = spec.commandLine().getParseResult();
        SavedRequestRun.Run run = SavedRequestRun.resolve(
                requestFile,
                environment,
                host,
                parse.hasMatchedOption("--host"),
                port,
                parse.hasMatchedOption("--port"));
        method = run.request().method();
        path = run.request().path().isEmpty() ? null : run.request().path();
        List<String> extra = new ArrayList<>(headers);
        headers.clear();
        run.request().headers().forEach((k, v) -> headers.add(k + ": " + v));
        headers.addAll(extra);
        body = run.request().body().isEmpty() ? null : run.request().body();
        host = run.host();
        port = run.port();
        return true;
    }

    private static String pretty(String s) {
        if (s.isBlank()) {
            return "";
        }
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(JSON.readTree(s));
        } catch (IOException | RuntimeException e) {
            return HeaderValues.escapeText(s);
        }
    }
}
