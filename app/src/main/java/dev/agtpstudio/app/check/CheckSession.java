package dev.agtpstudio.app.check;

import dev.agtpstudio.conformance.CheckOptions;
import dev.agtpstudio.conformance.CheckReport;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.ManifestFetch;
import dev.agtpstudio.conformance.Probe;
import dev.agtpstudio.conformance.Sent;
import dev.agtpstudio.conformance.Target;
import dev.agtpstudio.conformance.run.ConformanceRunner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The IDE's check runs: parses what the user typed, runs the engine on the worker, hands the rows to the FX thread,
 * and replays a failure's request on the worker. No JavaFX here: tests drive it with direct executors.
 */
public final class CheckSession {
    public static final String ALLOW_UNSAFE = "--allow-unsafe";
    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final Executor worker;
    private final Executor ui;
    private volatile CheckDiagnostics last;
    private volatile Target lastTarget;
    /** What the user last asked for; null until the first check. */
    private volatile String lastRequest;
    /** Raised by {@link #forget}: a check of the previous workspace reports nothing when it finishes. */
    private volatile long generation;

    private Consumer<CheckDiagnostics> onResult = r -> {};
    private Consumer<String> onError = m -> {};
    private BiConsumer<String, String> onReplayed = (t, m) -> {};

    public CheckSession(Executor worker, Executor ui) {
        this.worker = worker;
        this.ui = ui;
    }

    /** What a run asked for: target, scopes, whether unsafe calls are allowed. */
    record Ask(Target target, List<String> scopes, boolean allowUnsafe) {
        static Ask parse(String text) {
            String[] words = text.trim().split("[\\s,]+");
            if (words.length == 0 || words[0].isEmpty()) {
                throw new IllegalArgumentException("give the target as HOST:PORT");
            }
            List<String> scopes = new ArrayList<>();
            boolean unsafe = false;
            for (int i = 1; i < words.length; i++) {
                if (words[i].equals(ALLOW_UNSAFE)) {
                    unsafe = true;
                } else if (!words[i].isEmpty()) {
                    scopes.add(words[i]);
                }
            }
            return new Ask(Target.parse(words[0], false, false), scopes, unsafe);
        }
    }

    public void setOnResult(Consumer<CheckDiagnostics> c) {
        onResult = c;
    }

    public void setOnError(Consumer<String> c) {
        onError = c;
    }

    public void setOnReplayed(BiConsumer<String, String> c) {
        onReplayed = c;
    }

    /**
     * The target to offer: what the user asked for last, else the IDE's own server when it runs ({@code localPort}
     * above 0), else the protocol's default port on this machine.
     */
    public String suggestedRequest(int localPort) {
        String last = lastRequest;
        if (last != null) {
            return last;
        }
        return "127.0.0.1:" + (localPort > 0 ? localPort : Target.DEFAULT_PORT);
    }

    /** Runs the checks of the workspace saved at {@code root} against what {@code text} names. */
    public void start(Path root, String text) {
        Ask ask;
        try {
            ask = Ask.parse(text);
        } catch (IllegalArgumentException e) {
            onError.accept(e.getMessage());
            return;
        }
        lastRequest = text.trim();
        long g = generation;
        worker.execute(() -> {
            try {
                Contract contract = Contract.of(WorkspaceLoader.load(root, MethodCatalog.bundled()));
                CheckOptions d = CheckOptions.defaults();
                CheckOptions opts = new CheckOptions(
                        ask.scopes(), null, d.seed(), d.maxExamples(), ask.allowUnsafe(), d.scopeStatus(), TIMEOUT);
                CheckReport report = new ConformanceRunner(opts).run(contract, ask.target());
                CheckDiagnostics rows = CheckDiagnostics.of(report, contract);
                ui.execute(() -> {
                    if (g == generation) {
                        last = rows;
                        lastTarget = ask.target();
                        onResult.accept(rows);
                    }
                });
            } catch (ManifestFetch.Unreachable e) {
                ui.execute(() -> {
                    if (g == generation) {
                        onError.accept(e.getMessage());
                    }
                });
            } catch (RuntimeException e) {
                String why = e.getMessage() == null ? "an unexpected error (see the log)" : e.getMessage();
                ui.execute(() -> {
                    if (g == generation) {
                        onError.accept("The check failed: " + why);
                    }
                });
            }
        });
    }

    /**
     * Forgets the workspace's checks (another workspace was opened, call on the ui thread): the rows' recorded
     * exchanges and the target asked for last go, and a check still running reports nothing.
     */
    public void forget() {
        generation++;
        last = null;
        lastTarget = null;
        lastRequest = null;
    }

    public Optional<CheckResult> replayable(Diagnostic d) {
        CheckDiagnostics rows = last;
        return rows == null ? Optional.empty() : rows.replayable(d);
    }

    /** Sends the row's recorded request again, byte for byte, and reports the new exchange. */
    public void replay(Diagnostic d) {
        Optional<CheckResult> r = replayable(d);
        Target t = lastTarget;
        if (r.isEmpty() || t == null) {
            return;
        }
        worker.execute(() -> {
            Sent s = new Probe(t, CheckOptions.defaults())
                    .sendRaw(r.get().request().getBytes(StandardCharsets.UTF_8));
            String before = firstLine(r.get().response());
            String now = s.answered() ? firstLine(s.responseText()) : "no response: " + s.failure();
            String text = "Check " + r.get().check() + " on " + r.get().endpoint() + " (" + t + ")\n\n"
                    + "Recorded answer: " + before + "\nAnswer now:      " + now + "\n\n"
                    + s.requestText() + "\n" + (s.answered() ? s.responseText() : "");
            ui.execute(() -> onReplayed.accept("Replay: " + r.get().check(), text));
        });
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "(no response)";
        }
        int i = s.indexOf('\r');
        return i < 0 ? s : s.substring(0, i);
    }
}
