package dev.agtpstudio.validator.suppress;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoaderLimits;
import dev.agtpstudio.core.text.LineIndex;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.core.toml.Span;
import dev.agtpstudio.core.toml.TomlArray;
import dev.agtpstudio.core.toml.TomlError;
import dev.agtpstudio.core.toml.TomlParseResult;
import dev.agtpstudio.core.toml.TomlParser;
import dev.agtpstudio.core.toml.TomlTable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code .agtp-studio/suppressions.toml}:
 * <pre>
 * [[suppress]]
 * rule = "path/verb-segment"      # a rule id, or "*"
 * file = "endpoints/legacy/*.toml" # glob relative to the workspace root
 * key_path = "/endpoint/path"      # optional
 * reason = "Kept for the v1 clients until 2027"
 * </pre>
 * Never throws: unreadable or malformed entries become located diagnostics.
 */
public final class SuppressionsLoader {

    /** Loads the suppressions of the workspace at {@code root}; none when the file does not exist. */
    public Suppressions load(Path root) {
        Path file = root.resolve(Suppressions.FILE);
        if (!Files.isRegularFile(file)) {
            return new Suppressions(root, List.of(), List.of());
        }
        try {
            return parse(root, file, Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return new Suppressions(
                    root,
                    List.of(),
                    List.of(problem(
                            file,
                            TextRange.FILE_START,
                            "",
                            "Cannot read " + Suppressions.FILE + ": " + e.getMessage())));
        }
    }

    public Suppressions parse(Path root, Path file, String text) {
        LineIndex lines = LineIndex.of(text);
        List<Diagnostic> problems = new ArrayList<>();
        List<Suppression> entries = new ArrayList<>();
        TomlParseResult parsed = TomlParser.parse(text, LoaderLimits.DEFAULT.maxNestingDepth());
        for (TomlError err : parsed.errors()) {
            problems.add(problem(
                    file, errorRange(lines, err), "", Suppressions.FILE + " is not valid TOML: " + err.message()));
        }
        if (parsed.hasErrors()) {
            return new Suppressions(root, entries, problems);
        }
        TomlTable toml = parsed.root();
        Object raw = toml.get("suppress");
        if (raw == null) {
            return new Suppressions(root, entries, problems);
        }
        if (!(raw instanceof TomlArray arr) || !allTables(arr)) {
            problems.add(problem(
                    file,
                    at(lines, text, toml.keySpan("suppress")),
                    "/suppress",
                    "`suppress` must be an array of tables: write each entry as [[suppress]]."));
            return new Suppressions(root, entries, problems);
        }
        for (int i = 0; i < arr.size(); i++) {
            TomlTable t = arr.getTable(i);
            String kp = "/suppress/" + i;
            TextRange r = at(lines, text, arr.span(i));
            String rule = string(t, "rule");
            String glob = string(t, "file");
            String keyPath = string(t, "key_path");
            String reason = string(t, "reason");
            if (rule == null || glob == null || (t.contains("key_path") && keyPath == null)) {
                problems.add(problem(
                        file,
                        r,
                        kp,
                        "Suppression #" + (i + 1) + " needs string values for `rule` and "
                                + "`file` (and `key_path` when given); it is ignored."));
                continue;
            }
            if (reason == null || reason.isBlank()) {
                problems.add(Diagnostic.builder(
                                Suppressions.MISSING_REASON.id(),
                                Suppressions.MISSING_REASON.severity(),
                                "Suppression of `" + rule + "` in `" + glob
                                        + "` has no reason; every suppression must say why, "
                                        + "so it is not applied. Add reason = \"...\".")
                        .pass(Suppressions.MISSING_REASON.pass())
                        .file(file)
                        .range(r)
                        .keyPath(kp)
                        .spec(Suppressions.MISSING_REASON.spec())
                        .build());
                continue;
            }
            entries.add(new Suppression(rule, glob, keyPath, reason, r));
        }
        return new Suppressions(root, entries, problems);
    }

    private static boolean allTables(TomlArray arr) {
        for (int i = 0; i < arr.size(); i++) {
            if (!arr.isTable(i)) {
                return false;
            }
        }
        return true;
    }

    private static String string(TomlTable t, String key) {
        Object v = t.get(key);
        return v instanceof String s ? s : null;
    }

    /** From where {@code span} starts to the end of its line. */
    private static TextRange at(LineIndex lines, String text, Span span) {
        if (span == null) {
            return TextRange.FILE_START;
        }
        int start = span.start();
        return lines.range(start, Math.max(start, lines.lineEnd(lines.lineOf(start), text)));
    }

    /** The offending token; at the very end of the text the character before it. */
    private static TextRange errorRange(LineIndex lines, TomlError err) {
        return err.end() > err.start()
                ? lines.range(err.start(), err.end())
                : lines.range(Math.max(0, err.start() - 1), err.start());
    }

    private static Diagnostic problem(Path file, TextRange r, String keyPath, String msg) {
        return Diagnostic.builder(Suppressions.INVALID.id(), Suppressions.INVALID.severity(), msg)
                .pass(Suppressions.INVALID.pass())
                .file(file)
                .range(r)
                .keyPath(keyPath)
                .spec(Suppressions.INVALID.spec())
                .build();
    }
}
