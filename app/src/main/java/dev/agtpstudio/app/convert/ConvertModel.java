package dev.agtpstudio.app.convert;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.preview.convert.Conversion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The IDE's conversions, on the same engine as {@code agtp-studio convert} ({@link Conversion}). Conversions and
 * writes run on the worker; the futures complete there, and the caller applies the outcome on the FX thread.
 * Nothing is ever overwritten: endpoint files that exist are reported and left alone.
 */
public final class ConvertModel {
    /** What a conversion did: the converted text or the files written, and what the user should be told. */
    public record Outcome(boolean ok, String text, List<Path> written, List<Path> skipped, String message) {
        public Outcome {
            written = List.copyOf(written);
            skipped = List.copyOf(skipped);
        }

        static Outcome failed(String message) {
            return new Outcome(false, null, List.of(), List.of(), message);
        }
    }

    private final Conversion conversion;
    private final Executor worker;

    public ConvertModel(MethodCatalog catalog, Executor worker) {
        this.conversion = new Conversion(catalog);
        this.worker = worker;
    }

    /**
     * The text of an {@code .agis} buffer (YAML, JSON or brace notation) as YAML or JSON, for replacing the buffer
     * in one undoable edit.
     */
    public CompletableFuture<Outcome> reformat(Path file, String text, Conversion.Target to) {
        return CompletableFuture.supplyAsync(
                () -> {
                    Conversion.Result r = conversion.convertText(file, text, to);
                    if (!r.ok()) {
                        return Outcome.failed(explain(r));
                    }
                    return new Outcome(
                            true,
                            r.files().values().iterator().next(),
                            List.of(),
                            List.of(),
                            file.getFileName() + " converted to " + (to == Conversion.Target.JSON ? "JSON" : "YAML")
                                    + "; save to keep it (undo restores the original).");
                },
                worker);
    }

    /** Endpoint TOML files for every endpoint of an {@code .agis} buffer, written into {@code folder}. */
    public CompletableFuture<Outcome> toEndpointFiles(Path file, String text, Path folder) {
        return CompletableFuture.supplyAsync(
                () -> {
                    Conversion.Result r = conversion.convertText(file, text, Conversion.Target.TOML);
                    if (!r.ok()) {
                        return Outcome.failed(explain(r));
                    }
                    List<Path> written = new ArrayList<>();
                    List<Path> skipped = new ArrayList<>();
                    try {
                        for (Map.Entry<String, String> f : r.files().entrySet()) {
                            Path target = folder.resolve(f.getKey());
                            if (Files.exists(target)) {
                                skipped.add(target);
                            } else {
                                AtomicWrite.write(target, f.getValue());
                                written.add(target);
                            }
                        }
                    } catch (IOException e) {
                        return new Outcome(
                                false,
                                null,
                                written,
                                skipped,
                                "Could not write into " + folder + ": " + e.getMessage());
                    }
                    StringBuilder m =
                            new StringBuilder("Wrote " + written.size() + " endpoint file(s) to " + folder + ".");
                    if (!skipped.isEmpty()) {
                        m.append(" Left alone because they exist: ")
                                .append(names(skipped))
                                .append('.');
                    }
                    r.notes().forEach(n -> m.append('\n').append(n));
                    return new Outcome(true, null, written, skipped, m.toString());
                },
                worker);
    }

    /** The workspace's endpoint TOML files as one {@code .agis} document (YAML), written to {@code target}. */
    public CompletableFuture<Outcome> workspaceToAgis(Path root, Path target) {
        return CompletableFuture.supplyAsync(
                () -> {
                    Conversion.Result r = conversion.convert(root, Conversion.Target.AGIS);
                    if (!r.ok()) {
                        return Outcome.failed(explain(r));
                    }
                    try {
                        AtomicWrite.write(target, r.files().values().iterator().next());
                    } catch (IOException e) {
                        return Outcome.failed("Could not write " + target + ": " + e.getMessage());
                    }
                    return new Outcome(
                            true,
                            null,
                            List.of(target),
                            List.of(),
                            "Wrote " + target + " (" + String.join("; ", r.notes()) + ").");
                },
                worker);
    }

    private static String explain(Conversion.Result r) {
        if (r.refusal() != null) {
            return r.refusal();
        }
        StringBuilder b = new StringBuilder("The source has errors, so nothing was converted:");
        for (Diagnostic d : r.problems()) {
            b.append("\n")
                    .append(d.file() == null ? "" : d.file().getFileName())
                    .append(':')
                    .append(d.range().startLine())
                    .append(':')
                    .append(d.range().startColumn())
                    .append(": ")
                    .append(d.message());
        }
        return b.toString();
    }

    private static String names(List<Path> files) {
        return String.join(
                ", ", files.stream().map(p -> p.getFileName().toString()).toList());
    }
}
