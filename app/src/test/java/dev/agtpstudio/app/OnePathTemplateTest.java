package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One path-template type: {@code core.model.PathTemplate} is the only production source that splits, matches or
 * fills {@code {name}} templates by hand (docs/decisions/0565). The rule reads every module's {@code src/main/java}
 * and fails on a line outside {@code PathTemplate.java} that holds one of the hand-written forms in {@link #SPLITTER}:
 * a string test for a brace ({@code startsWith("{")}, {@code endsWith("}")}, {@code contains("{")},
 * {@code indexOf("{")}), a regex literal for a brace pair ({@code "\\{(...)}"}, {@code "\\{[^}]*}"}; an escaped
 * {@code ${VAR}} environment placeholder is not a path template and is left alone), a brace-stripping class
 * {@code "[{}]"}, or a {@code replace("{" + name ...)} fill. Brace characters that lexers and JSON/TOML scanners
 * compare as {@code char}s are not templates and are not matched.
 */
class OnePathTemplateTest {
    private static final Path ROOT = Path.of(System.getProperty("agtp.project.dir", ".."));
    private static final String HOME = "core/src/main/java/dev/agtpstudio/core/model/PathTemplate.java";
    /** Files whose braces are not templates, each with the reason. */
    private static final java.util.Map<String, String> NOT_TEMPLATES = java.util.Map.of(
            "editor/src/main/java/dev/agtpstudio/editor/features/Indentation.java",
            "a line ending in an opening bracket indents the next one");

    static final Pattern SPLITTER = Pattern.compile("\\.(?:startsWith|endsWith|contains|indexOf)\\(\"[{}]\"\\)"
            + "|(?<!\\\\\\\\\\$)\\\\\\\\\\{[\\[(]"
            + "|\"\\[\\{}]\""
            + "|\\.replace(?:All)?\\(\"\\{\" \\+");

    @Test
    void noHandWrittenTemplateSplitterOutsidePathTemplate() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> modules = Files.list(ROOT)) {
            for (Path main : modules.map(m -> m.resolve("src/main/java"))
                    .filter(Files::isDirectory)
                    .toList()) {
                try (Stream<Path> files = Files.walk(main)) {
                    files.filter(f -> f.toString().endsWith(".java")).forEach(f -> scan(f, found));
                }
            }
        }
        assertThat(found)
                .as("hand-written path-template code outside " + HOME + " (use PathTemplate's "
                        + "isParameterSegment, nameOf, expressionNames, expand or blank)")
                .isEmpty();
    }

    @Test
    void theRuleSeesEveryHandWrittenFormAndNotLexersOrEnvironmentPlaceholders() {
        assertThat(List.of(
                        "if (seg.startsWith(\"{\") && seg.endsWith(\"}\")) {",
                        "boolean t = path.contains(\"{\");",
                        "Pattern P = Pattern.compile(\"\\\\{([^}/]+)}\");",
                        "s = path.replaceAll(\"\\\\{[^}]*}\", \"x\");",
                        "s = seg.replaceAll(\"[{}]\", \"\");",
                        "path = path.replace(\"{\" + p + \"}\", v);"))
                .allMatch(line -> SPLITTER.matcher(line).find());
        assertThat(List.of(
                        "if (c == '{' || c == '[') {",
                        "Pattern VAR = Pattern.compile(\"\\\\$\\\\{([^}]*)}\");",
                        "reasons.add(\"path parameter {\" + name + \"} appears twice\");",
                        "Pattern HEADER = Pattern.compile(\"[ \\\\t]*(?=\\\\{)\");"))
                .noneMatch(line -> SPLITTER.matcher(line).find());
    }

    private static void scan(Path file, List<String> found) {
        String rel = ROOT.relativize(file).toString().replace('\\', '/');
        if (rel.equals(HOME) || NOT_TEMPLATES.containsKey(rel)) {
            return;
        }
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (SPLITTER.matcher(lines.get(i)).find()) {
                    found.add(rel + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
