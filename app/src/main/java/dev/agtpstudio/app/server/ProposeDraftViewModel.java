package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.client.AgtpClient;
import dev.agtpstudio.server.client.ClientExchange;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.client.ClientRequest;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.Replies;
import dev.agtpstudio.server.wire.HeaderNames;
import dev.agtpstudio.server.wire.Headers;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * "Propose this endpoint": builds the PROPOSE body from an endpoint file's text ({@link ProposalDraft}), shows the
 * server evaluator's dry run of it (nothing stored, no network), then sends it to the running local server and shows
 * the answer; a 261 is followed by polling {@code QUERY /proposals/{id}} until the outcome (bounded). Loading, the dry
 * run and the exchange run on the worker thread; properties change on the FX thread. AGTP-API §10, §11.
 */
public final class ProposeDraftViewModel {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    static final int POLLS = 50;
    static final Duration POLL_INTERVAL = Duration.ofMillis(200);

    private final ExecutorService worker;
    private final Executor fx;
    private final ServerConsoleViewModel console;
    private final Supplier<Workspace> saved;
    private final IntSupplier port;
    private final StringProperty endpoint = new SimpleStringProperty("");
    private final StringProperty body = new SimpleStringProperty("");
    private final StringProperty authorityScope = new SimpleStringProperty("");
    private final StringProperty dryRun = new SimpleStringProperty("");
    private final StringProperty dryRunStatus = new SimpleStringProperty("");
    private final StringProperty answer = new SimpleStringProperty("");
    static final String NOT_SENT = "Not sent yet";
    private final StringProperty answerStatus = new SimpleStringProperty(NOT_SENT);
    private final BooleanProperty busy = new SimpleBooleanProperty(false);
    private final BooleanProperty ready = new SimpleBooleanProperty(false);

    /**
     * @param saved the saved snapshot of the workspace (read on the FX thread)
     * @param port  the local server's bound port, -1 while it is stopped (read on the FX thread)
     */
    public ProposeDraftViewModel(
            ExecutorService worker,
            Executor fx,
            ServerConsoleViewModel console,
            Supplier<Workspace> saved,
            IntSupplier port) {
        this.worker = worker;
        this.fx = fx;
        this.console = console;
        this.saved = saved;
        this.port = port;
    }

    /** Builds the body from {@code text} (the file at {@code path}) and dry-runs it (FX thread). */
    public void prepare(Path path, String text) {
        Workspace ws = saved.get();
        DispatchOptions options = console.dispatchOptions();
        busy.set(true);
        ready.set(false);
        answer.set("");
        answerStatus.set(NOT_SENT);
        dryRunStatus.set("Evaluating\u2026");
        worker.execute(() -> {
            ProposalDraft d = ProposalDraft.of(path, text);
            if (d.body() == null) {
                fx.execute(() -> {
                    endpoint.set(path.getFileName() + ": not proposable");
                    body.set("");
                    dryRunStatus.set("Fix the file first");
                    dryRun.set(String.join("\n", d.errors()));
                    busy.set(false);
                });
                return;
            }
            String scopes = String.join(" ", scopes(d.body()));
            String dry = evaluate(ws, options, d.body(), scopes);
            fx.execute(() -> {
                endpoint.set(d.endpoint());
                body.set(pretty(d.body()));
                authorityScope.set(scopes);
                dryRunStatus.set(dry.substring(0, dry.indexOf('\n')));
                dryRun.set(dry.substring(dry.indexOf('\n') + 1));
                ready.set(true);
                busy.set(false);
            });
        });
    }

    /** Dry-runs the body as it is now (after edits to it or to the Authority-Scope field) (FX thread). */
    public void dryRunAgain() {
        Workspace ws = saved.get();
        DispatchOptions options = console.dispatchOptions();
        String text = body.get();
        String scopes = authorityScope.get();
        busy.set(true);
        worker.execute(() -> {
            String dry;
            try {
                dry = evaluate(ws, options, JSON.readTree(text), scopes);
            } catch (Exception e) {
                dry = "Not JSON\n" + ErrorMessages.describe(e);
            }
            String shown = dry;
            fx.execute(() -> {
                dryRunStatus.set(shown.substring(0, shown.indexOf('\n')));
                dryRun.set(shown.substring(shown.indexOf('\n') + 1));
                busy.set(false);
            });
        });
    }

    /** Sends the body to the running local server and shows the answer (FX thread). */
    public void send() {
        int p = port.getAsInt();
        if (p <= 0) {
            answerStatus.set("The local server is not running");
            answer.set("Start it (Run > Start Local Server), then send.");
            return;
        }
        String text = body.get();
        String scopes = authorityScope.get();
        busy.set(true);
        answerStatus.set("Sending\u2026");
        worker.execute(() -> {
            String[] shown = exchange(p, text, scopes);
            fx.execute(() -> {
                answerStatus.set(shown[0]);
                answer.set(shown[1]);
                busy.set(false);
            });
        });
    }

    private String evaluate(Workspace ws, DispatchOptions options, JsonNode b, String scopes) {
        if (ws == null) {
            return "No saved workspace yet\nOpen a workspace and save its files.";
        }
        try {
            Replies.Reply r = console.dryRunProposal(ws, options, b, scopes.isBlank() ? null : scopes);
            return "Dry run: " + statusLine(r.status()) + reason(r.body()) + "\n" + pretty(r.body());
        } catch (RuntimeException e) {
            return "Dry run failed\n" + ErrorMessages.describe(e);
        }
    }

    private static String[] exchange(int port, String text, String scopes) {
        ClientOptions opts = ClientOptions.loopback(port).withTimeout(Duration.ofSeconds(30));
        Headers h = scopes.isBlank()
                ? Headers.empty()
                : Headers.builder().add(HeaderNames.AUTHORITY_SCOPE, scopes).build();
        try {
            ClientExchange x = AgtpClient.exchange(opts, ClientRequest.json("PROPOSE", "/", h, text));
            StringBuilder log = new StringBuilder();
            for (int i = 0; i < POLLS && x.status() == 261; i++) {
                String location = JSON.readTree(x.body()).path("location").asText(null);
                if (location == null) {
                    break;
                }
                log.append("261 Negotiation In Progress: polling QUERY ")
                        .append(location)
                        .append('\n');
                Thread.sleep(POLL_INTERVAL.toMillis());
                x = AgtpClient.exchange(opts, ClientRequest.of("QUERY", location));
            }
            JsonNode answer = JSON.readTree(x.body());
            return new String[] {"Server: " + statusLine(x.status()) + reason(answer), log + pretty(answer)};
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new String[] {"Cancelled", ""};
        } catch (Exception e) {
            return new String[] {"Not sent", ErrorMessages.describe(e) + " (127.0.0.1:" + port + ")"};
        }
    }

    private static java.util.List<String> scopes(ObjectNode b) {
        java.util.List<String> out = new java.util.ArrayList<>();
        b.path("parameters").path("endpoint").path("required_scopes").forEach(n -> out.add(n.asText()));
        return out;
    }

    /** " (reason)" of a refusal, else "". */
    private static String reason(JsonNode body) {
        String r = body == null
                ? null
                : body.path("reason").asText(body.path("error").path("reason").asText(null));
        return r == null || r.isBlank() ? "" : " (" + r + ")";
    }

    static String statusLine(int status) {
        return status + " " + dev.agtpstudio.server.wire.StatusText.reason(status);
    }

    private static String pretty(JsonNode n) {
        try {
            return JSON.writeValueAsString(n);
        } catch (Exception e) {
            return String.valueOf(n);
        }
    }

    public ReadOnlyStringProperty endpointProperty() {
        return endpoint;
    }

    public StringProperty bodyProperty() {
        return body;
    }

    public StringProperty authorityScopeProperty() {
        return authorityScope;
    }

    public ReadOnlyStringProperty dryRunProperty() {
        return dryRun;
    }

    public ReadOnlyStringProperty dryRunStatusProperty() {
        return dryRunStatus;
    }

    public ReadOnlyStringProperty answerProperty() {
        return answer;
    }

    public ReadOnlyStringProperty answerStatusProperty() {
        return answerStatus;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy;
    }

    public ReadOnlyBooleanProperty readyProperty() {
        return ready;
    }
}
