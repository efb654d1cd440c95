package dev.agtpstudio.core.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Load-time figures (not a test): whole sample workspace from disk, one endpoint file from memory (the per-keystroke
 * cost in the editor), and a large AGIS document.
 * Run from the repository root:
 * {@code mvn -o -q -pl core test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/core.cp -Dmdep.includeScope=test}
 * then {@code java -cp core/target/classes:core/target/test-classes:$(cat /tmp/core.cp)
 * dev.agtpstudio.core.bench.LoadBench samples/hotel}
 */
public final class LoadBench {
    private LoadBench() {}

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : "samples/hotel");
        MethodCatalog catalog = MethodCatalog.bundled();
        Workspace ws = null;
        for (int i = 0; i < 50; i++) {
            ws = WorkspaceLoader.load(root, catalog);
        }
        int n = 200;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            ws = WorkspaceLoader.load(root, catalog);
        }
        report("workspace " + root + " (" + ws.files().size() + " files)", t0, n);

        Path endpoint = ws.endpointFiles().get(0).path();
        SourceText ep = SourceText.of(endpoint, Files.readString(endpoint));
        for (int i = 0; i < 2000; i++) {
            EndpointTomlLoader.load(ep);
        }
        n = 5000;
        t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            EndpointTomlLoader.load(ep);
        }
        report("endpoint file " + endpoint.getFileName() + " (" + ep.text().length() + " chars)", t0, n);

        StringBuilder big = new StringBuilder("agis: \"1.0\"\nservice: Big\nendpoints:\n");
        for (int i = 0; i < 2000; i++) {
            big.append("  - method: FIND\n    path: /things/")
                    .append(i)
                    .append("\n    semantic:\n")
                    .append("      intent: \"Finds thing ")
                    .append(i)
                    .append("\"\n      actor: agent\n")
                    .append("      confidence_guidance: 0.8\n    errors: [not_found, invalid]\n");
        }
        SourceText agis = SourceText.of(Path.of("big.agis"), big.toString());
        for (int i = 0; i < 5; i++) {
            AgisLoader.load(agis);
        }
        n = 20;
        t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            AgisLoader.load(agis);
        }
        report("AGIS YAML, 2000 endpoints (" + agis.text().length() / 1024 + " KB)", t0, n);
    }

    private static void report(String what, long t0, int n) {
        double ms = (System.nanoTime() - t0) / 1e6 / n;
        System.out.printf(Locale.ROOT, "%-60s %8.3f ms per load (%d runs)%n", what, ms, n);
    }
}
