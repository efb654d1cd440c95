package dev.agtpstudio.preview.convert;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.AgisBraceImporter;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.load.SourceReader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.core.write.AgisWriter;
import dev.agtpstudio.preview.agis.AgisToToml;
import dev.agtpstudio.preview.agis.TomlToAgis;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The conversions behind {@code agtp-studio convert} and the IDE's Convert menu, one engine for both:
 * <ul>
 *   <li>AGIS brace notation (AGIS's illustrative form) to an {@code .agis} document in YAML or JSON, or to endpoint
 *       TOML;</li>
 *   <li>an {@code .agis} document (YAML or JSON) to the other format, or to endpoint TOML files (one per
 *       endpoint);</li>
 *   <li>a workspace folder, or one endpoint TOML file, to one {@code .agis} document.</li>
 * </ul>
 * Nothing is written here: the result is the files' names and texts, for the caller to write. A source with errors
 * is not converted; its located diagnostics come back instead.
 */
public final class Conversion {
    /** What to produce: {@code agis} and {@code yaml} give a YAML {@code .agis}, {@code json} a JSON one. */
    public enum Target {
        AGIS,
        YAML,
        JSON,
        TOML;

        public static Target parse(String s) {
            try {
                return valueOf(s.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--to must be agis, toml, yaml or json, not " + s);
            }
        }
    }

    /**
     * The converted files (name -> text; several only for TOML), notes on what the target cannot hold, and the
     * source's errors when nothing was converted.
     */
    public record Result(Map<String, String> files, List<String> notes, List<Diagnostic> problems, String refusal) {
        public Result {
            files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files));
            notes = List.copyOf(notes);
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty() && refusal == null;
        }

        static Result refused(String why) {
            return new Result(Map.of(), List.of(), List.of(), why);
        }

        static Result failed(List<Diagnostic> problems) {
            return new Result(Map.of(), List.of(), problems, null);
        }
    }

    private final MethodCatalog catalog;

    public Conversion(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    /** Converts a workspace folder or one file on disk. */
    public Result convert(Path input, Target to) {
        if (Files.isDirectory(input)) {
            return workspace(WorkspaceLoader.load(input, catalog), baseName(input), to);
        }
        SourceReader.Result read = SourceReader.read(input, LoaderLimits.DEFAULT);
        if (read.refused()) {
            return Result.failed(read.diagnostics());
        }
        return convertText(input, read.source().text(), to);
    }

    /** Converts the text of one file (the IDE passes the editor's buffer, saved or not). */
    public Result convertText(Path file, String text, Target to) {
        String name = file.getFileName().toString();
        if (!name.toLowerCase(Locale.ROOT).endsWith(".toml") && AgisBraceImporter.looksLikeBraceNotation(text)) {
            return agis(AgisBraceImporter.load(SourceText.of(file, text)), stem(name), to);
        }
        LoadedFile<?> loaded = FileLoader.load(file, text);
        if (loaded.kind() == FileKind.AGIS) {
            return agis(AgisLoader.load(SourceText.of(file, text)), stem(name), to);
        }
        if (loaded.kind() == FileKind.ENDPOINT) {
            Path root = file.toAbsolutePath().getParent();
            return workspace(Workspace.of(root, catalog, List.of(loaded)), stem(name), to);
        }
        return Result.refused(name + " is neither an .agis document, AGIS brace notation nor an endpoint TOML file;"
                + " there is nothing to convert.");
    }

    private Result agis(LoadedFile<AgisDocument> f, String base, Target to) {
        List<Diagnostic> errors = errors(f);
        if (!errors.isEmpty() || f.model() == null) {
            return Result.failed(errors);
        }
        AgisDocument doc = f.model();
        return switch (to) {
            case AGIS, YAML -> new Result(Map.of(base + ".agis", AgisWriter.toYaml(doc)), List.of(), List.of(), null);
            case JSON -> new Result(Map.of(base + ".agis", AgisWriter.toJson(doc)), List.of(), List.of(), null);
            case TOML -> toml(doc);
        };
    }

    private Result toml(AgisDocument doc) {
        List<AgisToToml.Converted> converted = new AgisToToml(catalog).convert(doc);
        if (converted.isEmpty()) {
            return Result.refused("The document declares no endpoints, so there are no endpoint files to write.");
        }
        List<String> notes = new ArrayList<>();
        for (AgisToToml.Converted c : converted) {
            if (!c.dropped().isEmpty()) {
                notes.add(c.fileName() + ": endpoint TOML has no place for " + String.join(", ", c.dropped())
                        + " (left out)");
            }
            if (!c.undescribed().isEmpty()) {
                notes.add(
                        c.fileName() + ": describe " + String.join(", ", c.undescribed()) + " (the .agis gives no"
                                + " description, and the reference loader requires one; docs/reference-server.md#endpoint-files)");
            }
            notes.add(c.fileName() + ": the handler is a placeholder (" + "handlers." + stem(c.fileName())
                    + "); bind it to your function");
        }
        return new Result(AgisToToml.files(converted), notes, List.of(), null);
    }

    private Result workspace(Workspace ws, String base, Target to) {
        if (to == Target.TOML) {
            return Result.refused("The input is already endpoint TOML; convert it --to agis, yaml or json.");
        }
        List<String> notes = new ArrayList<>();
        List<Diagnostic> problems = new ArrayList<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            List<Diagnostic> errors = errors(f);
            if (f.model() == null || !errors.isEmpty()) {
                problems.addAll(errors);
            }
        }
        if (!problems.isEmpty()) {
            return Result.failed(problems);
        }
        if (ws.endpointFiles().isEmpty()) {
            return Result.refused(
                    "No endpoint TOML files were found, so there is nothing to put in an .agis document.");
        }
        AgisDocument doc = TomlToAgis.convert(ws, f -> true, null).document();
        notes.add("handlers have no AGIS counterpart and are left out");
        String text = to == Target.JSON ? AgisWriter.toJson(doc) : AgisWriter.toYaml(doc);
        return new Result(Map.of(base + ".agis", text), notes, List.of(), null);
    }

    private static List<Diagnostic> errors(LoadedFile<?> f) {
        return f.diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR)
                .toList();
    }

    private static String baseName(Path dir) {
        Path n = dir.toAbsolutePath().normalize().getFileName();
        return n == null ? "service" : n.toString();
    }

    private static String stem(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }
}
