package dev.agtpstudio.importer.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.importer.ImportOptions;
import dev.agtpstudio.importer.ImportPlan;
import dev.agtpstudio.importer.ImportResult;
import dev.agtpstudio.importer.OpenApiImporter;
import dev.agtpstudio.importer.ParsedSpec;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Import time and peak heap for the Spotify spec (from {@code agtp.shared.dir}) and a generated 5,000-operation spec.
 * Run with a 512 MB heap, e.g.
 * {@code java -Xmx512m -cp <test classpath> dev.agtpstudio.importer.bench.ImportBench /work/shared}.
 */
public final class ImportBench {
    private ImportBench() {}

    public static void main(String[] args) throws IOException {
        String shared = args.length > 0 ? args[0] : System.getProperty("agtp.shared.dir");
        OpenApiImporter importer = OpenApiImporter.standard(MethodCatalog.bundled());
        Path tmp = Files.createTempDirectory("import-bench");
        Path generated = tmp.resolve("generated-5000.yaml");
        Files.writeString(generated, generate(args.length > 1 ? Integer.parseInt(args[1]) / 2 : 2500));
        if (shared != null && Files.isRegularFile(Path.of(shared, "data", "openapi", "spotify.yaml"))) {
            run(importer, Path.of(shared, "data", "openapi", "spotify.yaml"), tmp.resolve("warmup"));
            run(importer, Path.of(shared, "data", "openapi", "spotify.yaml"), tmp.resolve("spotify"));
        } else {
            System.out.println("spotify.yaml not found (pass the shared folder as the first argument); skipped");
        }
        run(importer, generated, tmp.resolve("generated"));
        deleteTree(tmp);
    }

    private static void run(OpenApiImporter importer, Path spec, Path out) throws IOException {
        System.gc();
        resetPeaks();
        long t0 = System.nanoTime();
        ImportOptions o = ImportOptions.defaults();
        ParsedSpec parsed = importer.read(spec, o);
        long t1 = System.nanoTime();
        ImportPlan plan = importer.plan(parsed, o);
        long t2 = System.nanoTime();
        ImportResult r = importer.write(plan, out, o);
        long t3 = System.nanoTime();
        System.out.printf(
                Locale.ROOT,
                "%-22s %5d operations %5d skipped %6d flags  %6d ms (read %d, convert %d, write %d)"
                        + "  peak heap <= %4d MB (max %d MB)%n",
                spec.getFileName(),
                r.plan().operations().size(),
                r.plan().skipped().size(),
                r.plan().flagCount(),
                (t3 - t0) / 1_000_000,
                (t1 - t0) / 1_000_000,
                (t2 - t1) / 1_000_000,
                (t3 - t2) / 1_000_000,
                peakHeapMb(),
                Runtime.getRuntime().maxMemory() >> 20);
    }

    /** {@code pairs} paths, each with a GET (item) and a POST (collection action): 2 x pairs operations. */
    static String generate(int pairs) {
        StringBuilder sb = new StringBuilder(pairs * 900);
        sb.append(
                "openapi: 3.0.3\ninfo: {title: Generated, version: \"1\"}\nservers:\n  - url: https://gen.example.com\n");
        sb.append(
                "components:\n  schemas:\n    Thing:\n      type: object\n      required: [thingId]\n      properties:\n");
        sb.append("        thingId: {type: string, description: Id.}\n        name: {type: string}\n");
        sb.append(
                "        tags: {type: array, items: {type: string}}\n        parent: {$ref: '#/components/schemas/Thing'}\n");
        sb.append("paths:\n");
        for (int i = 0; i < pairs; i++) {
            String res = "res" + i;
            sb.append("  /")
                    .append(res)
                    .append("/{itemId}:\n    get:\n      operationId: get")
                    .append(res)
                    .append("\n      summary: Fetch one ")
                    .append(res)
                    .append(" item\n")
                    .append(
                            "      parameters:\n        - {name: itemId, in: path, required: true, schema: {type: string}}\n")
                    .append("        - {name: expand, in: query, schema: {type: boolean}}\n")
                    .append("      responses:\n        \"200\":\n          description: The item\n")
                    .append("          content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}\n")
                    .append("        \"404\": {description: Item not found}\n");
            sb.append("  /")
                    .append(res)
                    .append(":\n    post:\n      operationId: create")
                    .append(res)
                    .append("\n      summary: Create a ")
                    .append(res)
                    .append(" item\n")
                    .append(
                            "      requestBody:\n        content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}\n")
                    .append("      responses:\n        \"201\":\n          description: Created\n")
                    .append("          content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}\n")
                    .append("        \"409\": {description: Already exists}\n");
        }
        return sb.toString();
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            p.resetPeakUsage();
        }
    }

    private static long peakHeapMb() {
        long sum = 0;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP && p.getPeakUsage() != null) {
                sum += p.getPeakUsage().getUsed();
            }
        }
        return sum >> 20;
    }

    private static void deleteTree(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            for (Path x : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(x);
            }
        }
    }
}
