package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.Diagnostic;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Loads any workspace file by its kind ({@link FileKind#classify}); never throws on bad input. */
public final class FileLoader {
    private FileLoader() {}

    /** Loads an editor buffer or a text already read. */
    public static LoadedFile<?> load(Path path, String text) {
        return load(path, text, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<?> load(Path path, String text, LoaderLimits limits) {
        String t = text == null ? "" : text;
        if (t.length() > limits.maxFileBytes()) {
            // An editor buffer can grow past what a file on disk may be; refuse it the same way.
            FileKind big = FileKind.classify(path, null);
            return new LoadedFile<>(
                    SourceText.of(path, ""),
                    big,
                    null,
                    LocationMap.EMPTY,
                    List.of(Diagnostic.builder(
                                    dev.agtpstudio.core.diag.ParseRules.LIMIT,
                                    dev.agtpstudio.core.diag.Severity.ERROR,
                                    "The text has " + t.length() + " characters; more than " + limits.maxFileBytes()
                                            + " are not loaded.")
                            .pass(dev.agtpstudio.core.diag.Passes.PARSE)
                            .file(path)
                            .build()));
        }
        SourceText src = SourceText.of(path, t);
        FileKind kind = FileKind.classify(path, src.text());
        try {
            return refusedAtALimit(
                    switch (kind) {
                        case ENDPOINT -> EndpointTomlLoader.load(src, limits);
                        case SERVER_CONFIG -> ServerConfigLoader.load(src, limits);
                        case RECIPES -> RecipesLoader.load(src, limits);
                        case DISCOVERY_TESTS -> DiscoveryTestsLoader.load(src, limits);
                        case AGIS -> AgisLoader.load(src, limits);
                        case OTHER_TOML, OTHER -> new LoadedFile<>(src, kind, null, LocationMap.EMPTY, List.of());
                    });
        } catch (StackOverflowError | RuntimeException e) {
            // A loader bug must not take the workspace down: report it on the file instead.
            return new LoadedFile<>(
                    src,
                    kind,
                    null,
                    LocationMap.EMPTY,
                    List.of(Diagnostic.builder(
                                    dev.agtpstudio.core.diag.ParseRules.LIMIT,
                                    dev.agtpstudio.core.diag.Severity.ERROR,
                                    "The file could not be loaded because of an internal error; please report this.")
                            .pass(dev.agtpstudio.core.diag.Passes.PARSE)
                            .file(path)
                            .build()));
        }
    }

    /**
     * A file that hit a loader limit (nesting, size, aliases) is refused whole, whatever its format: its model is
     * dropped, so the rules do not report the fields the parser never reached (the TOML parser recovers and would
     * otherwise leave a partial model: one nesting error used to be followed by seven missing-field errors).
     */
    private static LoadedFile<?> refusedAtALimit(LoadedFile<?> f) {
        if (f.model() == null
                || f.diagnostics().stream()
                        .noneMatch(d -> dev.agtpstudio.core.diag.ParseRules.LIMIT.equals(d.ruleId()))) {
            return f;
        }
        return new LoadedFile<>(f.source(), f.kind(), null, f.locations(), f.diagnostics());
    }

    /**
     * Loads the new text of a file whose previous load is {@code previous} (null when there is none). Equal to
     * {@link #load(Path, String, LoaderLimits)}, but an AGIS document re-reads only the endpoint an edit stayed in
     * when it can ({@link AgisLoader#reload}), which keeps live runs on a large document fast.
     */
    @SuppressWarnings("unchecked")
    public static LoadedFile<?> reload(LoadedFile<?> previous, Path path, String text, LoaderLimits limits) {
        String t = text == null ? "" : text;
        if (previous == null
                || previous.kind() != FileKind.AGIS
                || !path.equals(previous.path())
                || previous.model() == null
                || t.length() > limits.maxFileBytes()
                || FileKind.classify(path, t) != FileKind.AGIS) {
            return load(path, t, limits);
        }
        try {
            return AgisLoader.reload((LoadedFile<dev.agtpstudio.core.model.AgisDocument>) previous, t, limits);
        } catch (StackOverflowError | RuntimeException e) {
            return load(path, t, limits); // a whole load reports what went wrong
        }
    }

    /** Reads {@code path} from disk (size limit, strict UTF-8) and loads it. */
    public static LoadedFile<?> load(Path path) {
        return load(path, LoaderLimits.DEFAULT);
    }

    public static LoadedFile<?> load(Path path, LoaderLimits limits) {
        SourceReader.Result r = SourceReader.read(path, limits);
        if (r.refused()) {
            FileKind kind = FileKind.classify(path, null);
            return new LoadedFile<>(r.source(), kind, null, LocationMap.EMPTY, r.diagnostics());
        }
        LoadedFile<?> f = load(path, r.source().text(), limits);
        if (r.diagnostics().isEmpty()) {
            return f;
        }
        List<Diagnostic> all = new ArrayList<>(r.diagnostics());
        all.addAll(f.diagnostics());
        return withDiagnostics(f, all);
    }

    private static <T> LoadedFile<T> withDiagnostics(LoadedFile<T> f, List<Diagnostic> d) {
        return new LoadedFile<>(f.source(), f.kind(), f.model(), f.locations(), d);
    }
}
