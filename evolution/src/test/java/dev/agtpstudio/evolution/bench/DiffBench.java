package dev.agtpstudio.evolution.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.evolution.ContractDiff;
import dev.agtpstudio.evolution.ContractSource;
import dev.agtpstudio.evolution.DiffResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Diff-time figures (not a test): two 1,000-endpoint workspaces written to a temporary folder, the new one with one
 * endpoint in ten changed (a required input added, an output removed, an error added, impact changed, a handler
 * renamed, or removed) and 20 endpoints added. Reports the comparison alone, warm (the figure issue 16 targets:
 * under 1 s), and loading plus comparing as a CLI run does it.
 * Run from the repository root:
 * {@code mvn -o -q -pl evolution -am test-compile && mvn -o -q -pl evolution dependency:build-classpath
 * -Dmdep.outputFile=/tmp/evo.cp -Dmdep.includeScope=test}
 * then {@code java -cp evolution/target/classes:evolution/target/test-classes:core/target/classes:$(cat /tmp/evo.cp)
 * dev.agtpstudio.evolution.bench.DiffBench}
 */
public final class DiffBench {
    private static final int ENDPOINTS = 1000;

    private DiffBench() {}

    public static void main(String[] args) throws Exception {
        Path loadavg = Path.of("/proc/loadavg");
        if (Files.isReadable(loadavg)) {
            System.out.println("load average: " + Files.readString(loadavg).trim());
        }
        Path dir = Files.createTempDirectory("agtp-diff-bench");
        Path oldDir = dir.resolve("old");
        Path newDir = dir.resolve("new");
        write(oldDir, newDir);
        MethodCatalog catalog = MethodCatalog.bundled();
        Workspace a = WorkspaceLoader.load(oldDir, catalog);
        Workspace b = WorkspaceLoader.load(newDir, catalog);
        ContractDiff diff = new ContractDiff();
        DiffResult r = null;
        for (int i = 0; i < 20; i++) {
            r = diff.diff(a, b);
        }
        long[] runs = new long[30];
        for (int i = 0; i < runs.length; i++) {
            long t0 = System.nanoTime();
            r = diff.diff(a, b);
            runs[i] = System.nanoTime() - t0;
        }
        report(
                "diff of two loaded workspaces (" + a.endpointFiles().size() + " and "
                        + b.endpointFiles().size() + " endpoints, "
                        + r.changes().size() + " changes)",
                runs);
        ContractSource source = new ContractSource(catalog);
        long[] full = new long[10];
        for (int i = 0; i < full.length; i++) {
            long t0 = System.nanoTime();
            r = diff.diff(source.load(oldDir), source.load(newDir));
            full[i] = System.nanoTime() - t0;
        }
        report("load both (in parallel, as the CLI does) + diff", full);
    }

    private static void report(String what, long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        System.out.printf(
                Locale.ROOT,
                "%-75s median %7.1f ms  min %7.1f ms  max %7.1f ms  (n=%d)%n",
                what,
                s[s.length / 2] / 1e6,
                s[0] / 1e6,
                s[s.length - 1] / 1e6,
                s.length);
    }

    private static void write(Path oldDir, Path newDir) throws IOException {
        Files.createDirectories(oldDir.resolve("endpoints"));
        Files.createDirectories(newDir.resolve("endpoints"));
        for (int i = 0; i < ENDPOINTS; i++) {
            String text = endpoint(i);
            Files.writeString(oldDir.resolve("endpoints/e" + i + ".toml"), text);
            String changed = switch (i % 60) {
                case 0 ->
                    text.replace(
                            "[[endpoint.output]]",
                            "[[endpoint.input.required]]\nname = \"extra\"\n"
                                    + "type = \"string\"\ndescription = \"New.\"\n\n[[endpoint.output]]");
                case 10 ->
                    text.replace(
                            "[[endpoint.output]]\nname = \"total\"\ntype = \"number\"\n"
                                    + "description = \"Total.\"\n\n",
                            "");
                case 20 -> text.replace("list = [\"not_found\"]", "list = [\"not_found\", \"conflict\"]");
                case 30 -> text.replace("impact = \"reversible\"", "impact = \"irreversible\"");
                case 40 -> text.replace("function = \"bench.h", "function = \"bench.v2.h");
                default -> text;
            };
            if (i % 60 != 50) {
                Files.writeString(newDir.resolve("endpoints/e" + i + ".toml"), changed);
            }
        }
        for (int i = ENDPOINTS; i < ENDPOINTS + 20; i++) {
            Files.writeString(newDir.resolve("endpoints/e" + i + ".toml"), endpoint(i));
        }
    }

    private static String endpoint(int i) {
        return """
                [endpoint]
                method = "BOOK"
                path = "/things%d/{id}"
                description = "Books thing %d."
                required_scopes = ["things:write"]

                [endpoint.semantic]
                intent = "Book thing %d for the caller."
                actor = "agent"
                outcome = "Thing %d is booked."
                capability = "transaction"
                confidence = 0.9
                impact = "reversible"
                is_idempotent = false

                [[endpoint.input.required]]
                name = "id"
                type = "string"
                description = "Which thing."

                [[endpoint.input.optional]]
                name = "count"
                type = "integer"
                description = "How many."
                schema = { type = "integer", minimum = 1, maximum = 9 }

                [[endpoint.input.optional]]
                name = "kind"
                type = "string"
                description = "Kind."
                enum = ["a", "b", "c"]

                [[endpoint.output]]
                name = "booking_id"
                type = "string"
                description = "The booking."

                [[endpoint.output]]
                name = "total"
                type = "number"
                description = "Total."

                [endpoint.errors]
                list = ["not_found"]

                [endpoint.handler]
                type = "registered_function"
                function = "bench.h%d"
                """.formatted(i, i, i, i, i);
    }
}
