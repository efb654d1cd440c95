package dev.agtpstudio.core.toml;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every TOML text in the repository: each {@code .toml} file (samples, test resources of every module, the
 * generated benchmark workspace copied under core's test resources) and each {@code ```toml} block of the
 * Markdown documentation. Keyed by a readable name, in a stable order.
 */
final class Corpus {
    private static final Pattern FENCE = Pattern.compile("```toml\\r?\\n(.*?)```", Pattern.DOTALL);

    private Corpus() {}

    static Path repoRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("core/pom.xml"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException(
                    "repository root not found from " + Path.of("").toAbsolutePath());
        }
        return p;
    }

    static TreeMap<String, String> all() {
        Path root = repoRoot();
        TreeMap<String, String> out = new TreeMap<>();
        for (Path f : files(root)) {
            String name = root.relativize(f).toString().replace('\\', '/');
            String text = read(f);
            if (name.endsWith(".toml")) {
                out.put(name, text);
            } else {
                Matcher m = FENCE.matcher(text);
                for (int i = 0; m.find(); i++) {
                    out.put(name + "#toml-" + i, m.group(1));
                }
            }
        }
        return out;
    }

    private static List<Path> files(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            return new ArrayList<>(s.filter(Files::isRegularFile)
                    .filter(p -> p.toString().endsWith(".toml") || p.toString().endsWith(".md"))
                    .filter(p -> {
                        String r = root.relativize(p).toString().replace('\\', '/');
                        return !r.contains("/target/")
                                && !r.startsWith("target/")
                                && !r.startsWith(".git/")
                                && !r.contains("node_modules/");
                    })
                    .sorted()
                    .toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
