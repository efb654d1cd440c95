package dev.agtpstudio.core.complete.bench;

import dev.agtpstudio.core.complete.KeyDocs;
import dev.agtpstudio.core.complete.KeyLocator;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.workspace.Language;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * What one key hover costs on a large document: {@link KeyLocator#at} (the key and its path under the mouse) plus
 * {@link KeyDocs#of} (the schema's description), as the IDE and the language server run it per hover. Documents: a
 * 20,000-line AGIS in YAML (the worst case for the indentation walk, whose parents sit at the top of the file) and a
 * 20,000-line server TOML whose last table holds a 2,000-line array of inline tables. Keys are picked at random
 * (fixed seed) over the whole document.
 *
 * <p>Run from the repository root:
 * <pre>
 * mvn -q -B -ntp -o -pl core test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/core-cp.txt
 * java -cp core/target/test-classes:core/target/classes:$(cat /tmp/core-cp.txt) \
 *      dev.agtpstudio.core.complete.bench.KeyHoverBench [HOVERS]
 * </pre>
 */
public final class KeyHoverBench {
    private static final int LINES = 20_000;

    private KeyHoverBench() {}

    public static void main(String[] args) {
        int hovers = args.length > 0 ? Integer.parseInt(args[0]) : 2_000;
        run("AGIS YAML", FileKind.AGIS, Language.YAML, agis(), hovers);
        run("server TOML", FileKind.SERVER_CONFIG, Language.TOML, server(), hovers);
    }

    private static void run(String name, FileKind kind, Language lang, String text, int hovers) {
        List<Integer> keys = keyOffsets(text, lang);
        Random random = new Random(21);
        int found = 0;
        for (int i = 0; i < 500; i++) { // warm-up
            found += hover(kind, lang, text, keys.get(random.nextInt(keys.size()))) ? 1 : 0;
        }
        long[] nanos = new long[hovers];
        found = 0;
        long cpu0 = cpuNanos();
        for (int i = 0; i < hovers; i++) {
            int at = keys.get(random.nextInt(keys.size()));
            long t = System.nanoTime();
            found += hover(kind, lang, text, at) ? 1 : 0;
            nanos[i] = System.nanoTime() - t;
        }
        double cpuMs = (cpuNanos() - cpu0) / 1e6;
        Arrays.sort(nanos);
        System.out.printf(
                "%s (%,d lines, %,d chars): %d hovers, %d documented; p50 %.3f ms, p95 %.3f ms, max %.3f ms;"
                        + " process CPU %.1f ms (%.3f ms a hover)%n",
                name,
                text.split("\n", -1).length,
                text.length(),
                hovers,
                found,
                nanos[hovers / 2] / 1e6,
                nanos[(int) (hovers * 0.95)] / 1e6,
                nanos[hovers - 1] / 1e6,
                cpuMs,
                cpuMs / hovers);
    }

    private static boolean hover(FileKind kind, Language lang, String text, int offset) {
        return KeyLocator.at(text, offset, lang)
                .flatMap(k -> KeyDocs.of(kind, k.path()))
                .isPresent();
    }

    /** One character into every line's first word that is followed by a key separator. */
    private static List<Integer> keyOffsets(String text, Language lang) {
        List<Integer> out = new ArrayList<>();
        char sep = lang == Language.TOML ? '=' : ':';
        int lineStart = 0;
        for (String line : text.split("\n", -1)) {
            int i = 0;
            while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '-' || line.charAt(i) == '{')) {
                i++;
            }
            if (i < line.length() && Character.isLetter(line.charAt(i)) && line.indexOf(sep, i) > i) {
                out.add(lineStart + i + 1);
            }
            lineStart += line.length() + 1;
        }
        return out;
    }

    private static String agis() {
        StringBuilder sb =
                new StringBuilder("agis: \"1.0\"\nservice: Bench\nagtp: \"agtp://bench.example\"\nendpoints:\n");
        String block = """
                  - method: FIND
                    path: /thing%d
                    description: "Finds thing %d"
                    semantic:
                      intent: "Find a thing."
                      actor: agent
                      outcome: "A thing is returned."
                      capability: discovery
                      impact_tier: informational
                      is_idempotent: true
                    input:
                      type: object
                      properties:
                        id: {type: string}
                      required: [id]
                    output:
                      type: object
                    errors: [thing_not_found]
                """;
        int perBlock = (int) block.chars().filter(c -> c == '\n').count();
        for (int i = 0, lines = 4; lines < LINES - perBlock - 3; i++, lines += perBlock) {
            sb.append(block.formatted(i, i));
        }
        return sb.append("vocabulary:\n  declared_verbs: [FIND]\n  domain: bench\n")
                .toString();
    }

    private static String server() {
        StringBuilder sb =
                new StringBuilder("[server]\nserver_id = \"bench\"\n\n[policies]\nsynthesis_enabled = true\n\n");
        for (int i = 0, lines = 6; lines < LINES - 2_010; i++, lines += 5) {
            sb.append("[[apis]]\npath = \"/api")
                    .append(i)
                    .append("\"\nmethods = [\"GET\"]\ndescription = \"API ")
                    .append(i)
                    .append("\"\n\n");
        }
        sb.append("[policies.methods]\nallow = \"*\"\nredirects = [\n");
        for (int r = 0; r < 2_000; r++) {
            sb.append("  { from_method = \"SEARCH\", from_path = \"/r")
                    .append(r)
                    .append("\", to_method = \"QUERY\", to_path = \"/r")
                    .append(r)
                    .append("\" },\n");
        }
        return sb.append("]\n").toString();
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
