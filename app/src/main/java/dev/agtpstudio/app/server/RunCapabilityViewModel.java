package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.app.a2s.CapabilityRun;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.server.client.ClientOptions;
import dev.agtpstudio.server.wire.Headers;
import dev.agtpstudio.validator.a2s.A2sValidation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.IntSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The IDE's "Run Capability" (docs/a2s.md): an A2S document's inputs as fields, a target (the IDE's own server unless
 * the user gives HOST:PORT), headers, and the transcript of each step's request and response. The document is
 * verified and run on the {@code run-capability} thread by {@link CapabilityRun}, the implementation the CLI's
 * {@code run-capability} uses; the FX thread only takes the snapshot and paints what comes back.
 */
public final class RunCapabilityViewModel {
    /** One line of the transcript: what kind it is (for its style) and its text. */
    public record Line(Kind kind, String text) {}

    public enum Kind {
        STEP,
        SENT,
        STATUS,
        BODY,
        NOTE,
        ERROR
    }

    private final Executor worker;
    private final Executor fx;
    private final IntSupplier localPort;
    private final ObjectProperty<Path> document = new SimpleObjectProperty<>();
    private final ObservableList<String> inputNames = FXCollections.observableArrayList();
    private final Map<String, StringProperty> inputs = new LinkedHashMap<>();
    private final StringProperty target = new SimpleStringProperty("");
    private final StringProperty headers = new SimpleStringProperty("");
    private final ObservableList<Line> transcript = FXCollections.observableArrayList();
    private final StringProperty status = new SimpleStringProperty("Open an A2S capability document (NAME.a2s.json or"
            + " NAME.a2s.yaml) and choose Run > Run Capability\u2026");
    private final BooleanProperty running = new SimpleBooleanProperty();
    private String text = "";

    public RunCapabilityViewModel(Executor worker, Executor fx, IntSupplier localPort) {
        this.worker = worker;
        this.fx = fx;
        this.localPort = localPort;
    }

    /**
     * Shows the document {@code file} with its current text (FX thread): its inputs become fields (values typed for
     * an input of the same name are kept). A document that does not parse has no fields; Run then says why.
     */
    public void load(Path file, String text) {
        this.text = text;
        document.set(file);
        List<String> names = new ArrayList<>();
        try {
            names = CapabilityRun.inputNames(A2sValidation.read(file, text));
        } catch (IOException | RuntimeException e) {
            // Run reports the document's problems, located
        }
        inputs.keySet().retainAll(names);
        names.forEach(n -> inputs.computeIfAbsent(n, k -> new SimpleStringProperty("")));
        inputNames.setAll(names);
        transcript.clear();
        status.set(file.getFileName() + ": "
                + (names.isEmpty() ? "no inputs" : names.size() + " input" + (names.size() == 1 ? "" : "s"))
                + "; fill them and press Run");
    }

    /** Forgets the document, its inputs and the transcript (FX thread): its workspace's session ended. */
    public void clear() {
        document.set(null);
        text = "";
        inputs.clear();
        inputNames.clear();
        transcript.clear();
        status.set(
                "Open an A2S capability document (NAME.a2s.json or NAME.a2s.yaml) and choose Run > Run Capability\u2026");
    }

    /** Runs the loaded document (FX thread): snapshot here, verify and send on the worker, paint each step here. */
    public void run() {
        Path file = document.get();
        if (file == null || running.get()) {
            return;
        }
        String doc = text;
        List<String> pairs = new ArrayList<>();
        inputs.forEach((k, v) -> {
            if (!v.get().isBlank()) {
                pairs.add(k + "=" + v.get().trim());
            }
        });
        String headerText = headers.get();
        String given = target.get().trim();
        int port = localPort.getAsInt();
        transcript.clear();
        if (given.isEmpty() && port <= 0) {
            fail("The local server is not running: start it (Run > Start Local Server) or give a target HOST:PORT.");
            return;
        }
        String to = given.isEmpty() ? "127.0.0.1:" + port : given;
        running.set(true);
        status.set("Running " + file.getFileName() + " against " + to + "\u2026");
        worker.execute(() -> runOnWorker(file, doc, pairs, headerText, to));
    }

    private void runOnWorker(Path file, String doc, List<String> pairs, String headerText, String to) {
        List<Diagnostic> problems = A2sValidation.validate(file, doc);
        if (!problems.isEmpty()) {
            List<Line> lines = new ArrayList<>();
            for (Diagnostic d : problems) {
                lines.add(new Line(
                        Kind.ERROR,
                        d.range().startLine() + ":" + d.range().startColumn() + " " + d.ruleId() + ": " + d.message()));
            }
            fx.execute(() -> {
                transcript.addAll(lines);
                finish("The document does not verify; nothing was sent. Fix it (Ctrl+1 on a finding) and run again.");
            });
            return;
        }
        JsonNode cap;
        Map<String, JsonNode> vars;
        ClientOptions opts;
        Headers.Builder h = Headers.builder();
        try {
            cap = A2sValidation.read(file, doc);
            vars = CapabilityRun.variables(cap, pairs);
            for (String line : headerText.split("\\R")) {
                if (line.isBlank()) {
                    continue;
                }
                int i = line.indexOf(':');
                if (i <= 0) {
                    throw new IllegalArgumentException("header '" + line.trim() + "' is not NAME: VALUE");
                }
                h.add(line.substring(0, i).trim(), line.substring(i + 1).trim());
            }
            opts = CapabilityRun.target(to, 30);
        } catch (IllegalArgumentException | IOException e) {
            String m = e.getMessage().replace("--target ", "target ").replace("--input ", "input ");
            fx.execute(() -> finish(m));
            return;
        }
        CapabilityRun.Result r = CapabilityRun.run(cap, vars, opts, h.build(), new CapabilityRun.Listener() {
            @Override
            public void request(int number, String stepId, String method, String path, String body) {
                List<Line> l = List.of(
                        new Line(
                                Kind.STEP,
                                "Step " + number + " (" + stepId + "): " + method + (path == null ? "" : " " + path)),
                        new Line(Kind.SENT, ">\u00a0" + body));
                fx.execute(() -> transcript.addAll(l));
            }

            @Override
            public void response(int number, int status, String reason, String body) {
                List<Line> l = List.of(
                        new Line(Kind.STATUS, "< AGTP/1.0 " + status + " " + reason),
                        new Line(Kind.BODY, "<\u00a0" + body));
                fx.execute(() -> transcript.addAll(l));
            }
        });
        fx.execute(() -> {
            if (r.outcome() == CapabilityRun.Outcome.DONE) {
                transcript.add(new Line(Kind.NOTE, "outputs: " + r.outputs().toPrettyString()));
                finish("Done: every step answered with its output.");
            } else {
                finish(r.message());
            }
        });
    }

    private void fail(String message) {
        transcript.add(new Line(Kind.ERROR, message));
        status.set(message);
    }

    private void finish(String message) {
        running.set(false);
        status.set(message);
    }

    public ObjectProperty<Path> documentProperty() {
        return document;
    }

    public ObservableList<String> inputNames() {
        return inputNames;
    }

    /** The field of input {@code name} (only for names in {@link #inputNames()}). */
    public StringProperty input(String name) {
        return inputs.get(name);
    }

    public StringProperty targetProperty() {
        return target;
    }

    public StringProperty headersProperty() {
        return headers;
    }

    public ObservableList<Line> transcript() {
        return transcript;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public BooleanProperty runningProperty() {
        return running;
    }
}
