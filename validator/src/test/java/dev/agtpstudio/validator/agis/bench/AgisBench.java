package dev.agtpstudio.validator.agis.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.AgisLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.agis.AgisCheck;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Time to load and run every AGIS pass (lexicon pass 6) over one generated {@code .agis} document of N endpoints
 * (default 1,000), warm, as the IDE re-validates a large document on each edit. Prints median and p95 of 30 runs.
 * Run (after {@code mvn -o -q -pl validator -am install -DskipTests} and a test-compile):
 * <pre>
 * mvn -o -q -pl validator dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * java -cp "$(cat /tmp/cp.txt):validator/target/classes:validator/target/test-classes" \
 *     dev.agtpstudio.validator.agis.bench.AgisBench 1000
 * </pre>
 */
public final class AgisBench {
    private static final String[] VERBS = {
        "BOOK", "FIND", "CANCEL", "QUOTE", "FETCH", "MODIFY", "NOTIFY", "AUDIT", "RESERVE", "LIST"
    };

    private AgisBench() {}

    static String document(int n) {
        StringBuilder sb = new StringBuilder("agis: \"1.0\"\nservice: \"Bench\"\nagtp: \"agtp://bench.example\"\n"
                + "description: \"Generated\"\nendpoints:\n");
        for (int i = 0; i < n; i++) {
            String v = VERBS[i % VERBS.length];
            sb.append("  - method: ")
                    .append(v)
                    .append('\n')
                    .append("    path: /resource-")
                    .append(i)
                    .append("/{item_id}\n")
                    .append("    semantic:\n")
                    .append("      intent: \"")
                    .append(v.charAt(0))
                    .append(v.substring(1).toLowerCase())
                    .append("s the item of resource ")
                    .append(i)
                    .append(" for the agent\"\n")
                    .append("      actor: agent\n")
                    .append("      outcome: \"The item of resource ")
                    .append(i)
                    .append(" is handled\"\n")
                    .append(
                            "      capability: transaction\n      confidence_guidance: 0.9\n      impact_tier: reversible\n")
                    .append("      mcp_tool_name: tool_")
                    .append(i)
                    .append('\n')
                    .append("    input:\n      type: object\n      properties:\n        item_id: {type: string}\n")
                    .append("        note: {type: string, maxLength: ")
                    .append(100 + i)
                    .append("}\n      required: [item_id]\n")
                    .append("    output:\n      type: object\n      properties:\n        status: {type: string}\n")
                    .append("    errors: [item_not_found, resource_unavailable]\n");
        }
        sb.append("vocabulary:\n  declared_verbs: [")
                .append(String.join(", ", VERBS))
                .append("]\n  domain: bench\n  version: \"1\"\n");
        return sb.toString();
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        String text = document(n);
        MethodCatalog catalog = MethodCatalog.bundled();
        AgisCheck check = AgisCheck.standard(LexiconConsistency.bundled());
        ValidationContext ctx =
                new ValidationContext(catalog, null, new RecipeBook(List.of()), ValidationOptions.defaults());
        LoadedFile<AgisDocument> cold = AgisLoader.load(SourceText.of(Path.of("bench.agis"), text));
        long c0 = System.nanoTime();
        check.check(cold, ctx, new Reporter(cold, d -> {}));
        System.out.printf("first run (cold meta-schema cache): %.1f ms%n", (System.nanoTime() - c0) / 1e6);
        long[] load = new long[30];
        long[] passes = new long[30];
        int findings = 0;
        for (int warm = 0; warm < 10 + load.length; warm++) {
            long t0 = System.nanoTime();
            LoadedFile<AgisDocument> f = AgisLoader.load(SourceText.of(Path.of("bench.agis"), text));
            long t1 = System.nanoTime();
            List<Diagnostic> out = new ArrayList<>();
            check.check(f, ctx, new Reporter(f, out::add));
            long t2 = System.nanoTime();
            findings = out.size();
            if (warm >= 10) {
                load[warm - 10] = t1 - t0;
                passes[warm - 10] = t2 - t1;
            }
        }
        System.out.printf("AGIS document of %d endpoints (%d KB), %d findings%n", n, text.length() / 1024, findings);
        System.out.printf("load:        median %.1f ms, p95 %.1f ms%n", pct(load, 50), pct(load, 95));
        System.out.printf("passes 1-8:  median %.1f ms, p95 %.1f ms%n", pct(passes, 50), pct(passes, 95));
        LoadedFile<AgisDocument> f = AgisLoader.load(SourceText.of(Path.of("bench.agis"), text));
        for (var pass : check.passes()) {
            long[] t = new long[10];
            for (int i = 0; i < t.length; i++) {
                long t0 = System.nanoTime();
                var run = new dev.agtpstudio.validator.agis.AgisRun(f, catalog, new Reporter(f, d -> {}));
                pass.document(run);
                for (int k = 0; k < f.model().endpoints().size(); k++) {
                    if (f.model().endpoints().get(k) != null) {
                        pass.endpoint(run, k, f.model().endpoints().get(k));
                    }
                }
                t[i] = System.nanoTime() - t0;
            }
            System.out.printf(
                    "  pass %d %-28s median %.1f ms%n",
                    pass.number(), pass.getClass().getSimpleName(), pct(t, 50));
        }
    }

    private static double pct(long[] xs, int p) {
        long[] s = xs.clone();
        Arrays.sort(s);
        int i = Math.min(s.length - 1, (int) Math.ceil(p / 100.0 * s.length) - 1);
        return s[Math.max(0, i)] / 1e6;
    }
}
