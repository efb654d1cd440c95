package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.io.ExistingOutput;
import dev.agtpstudio.preview.convert.Conversion;
import dev.agtpstudio.validator.report.TextReportWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio convert PATH --to agis|toml|yaml|json [--out PATH]}: the conversions of {@link Conversion}. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        description = "Convert between AGIS (YAML, JSON, brace notation) and endpoint TOML.%n"
                + "  brace notation -> .agis (yaml/json) or endpoint TOML files%n"
                + "  .agis          -> the other AGIS format, or endpoint TOML files (--to toml --out DIR)%n"
                + "  workspace DIR or endpoint .toml -> one .agis document%n"
                + "Exit codes: 0 converted, 1 the source has errors (nothing written), 2 bad arguments or I/O.")
public final class ConvertCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "PATH",
            description = "A workspace folder, an .agis file, a brace-notation" + " file or an endpoint .toml file.")
    Path input;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "agis, toml, yaml or json.")
    String to;

    @Option(
            names = "--out",
            paramLabel = "PATH",
            description = "The file to write (a folder for --to toml); one"
                    + " .agis document goes to standard output without it.")
    Path out;

    @Option(
            names = "--force",
            description = "Replace the --out file, or endpoint files in the --out folder, that"
                    + " already exist (a symbolic link is replaced itself, never written through).")
    boolean force;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Conversion.Target target;
        try {
            target = Conversion.Target.parse(to);
        } catch (IllegalArgumentException e) {
            err.println("agtp-studio convert: " + e.getMessage());
            return 2;
        }
        if (!Files.exists(input)) {
            err.println("agtp-studio convert: " + input + ": no such file or folder");
            return 2;
        }
        Conversion.Result r = new Conversion(MethodCatalog.bundled()).convert(input, target);
        if (r.refusal() != null) {
            err.println("agtp-studio convert: " + r.refusal());
            return 2;
        }
        if (!r.problems().isEmpty()) {
            for (Diagnostic d : r.problems()) {
                err.println(Locations.of(d) + ": error " + d.ruleId() + ": "
                        + d.message().replace('\n', ' '));
            }
            err.println("agtp-studio convert: the source has errors; nothing was written.");
            return 1;
        }
        r.notes().forEach(n -> err.println("note: " + n));
        try {
            return target == Conversion.Target.TOML ? writeFolder(r.files(), err) : writeOne(r.files(), err);
        } catch (ExistingOutput e) {
            err.println("agtp-studio convert: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("agtp-studio convert: cannot write " + out + ": " + ErrorMessages.describe(e));
            return 2;
        }
    }

    private int writeOne(Map<String, String> files, PrintWriter err) throws IOException {
        Map.Entry<String, String> only = files.entrySet().iterator().next();
        if (out == null) {
            spec.commandLine().getOut().print(only.getValue());
            spec.commandLine().getOut().flush();
            return 0;
        }
        Path target = Files.isDirectory(out) ? out.resolve(only.getKey()) : out;
        if (Files.exists(target) && Files.isSameFile(target, input)) {
            err.println("agtp-studio convert: --out is the input file; give another name (nothing was written).");
            return 2;
        }
        AtomicWrite.create(target, only.getValue(), force);
        err.println("wrote " + target);
        return 0;
    }

    private int writeFolder(Map<String, String> files, PrintWriter err) throws IOException {
        if (out == null) {
            err.println("agtp-studio convert: --to toml writes one file per endpoint; give the folder with --out DIR.");
            return 2;
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            err.println("agtp-studio convert: --out " + out + " is a file; --to toml needs a folder.");
            return 2;
        }
        List<String> existing = new ArrayList<>();
        files.keySet().stream()
                .filter(n -> Files.exists(out.resolve(n), LinkOption.NOFOLLOW_LINKS))
                .forEach(existing::add);
        if (!existing.isEmpty() && !force) {
            err.println("agtp-studio convert: these files exist in " + out + " and were not replaced: "
                    + String.join(", ", existing) + " (use --force to replace them; nothing was written).");
            return 2;
        }
        for (Map.Entry<String, String> f : files.entrySet()) {
            AtomicWrite.create(out.resolve(f.getKey()), f.getValue(), force);
        }
        err.println("wrote " + files.size() + " endpoint file(s) to " + out);
        return 0;
    }

    /** {@code file:line:col} of a diagnostic. */
    static final class Locations {
        private Locations() {}

        static String of(Diagnostic d) {
            return (d.file() == null ? "<input>" : TextReportWriter.escapeName(String.valueOf(d.file()))) + ":"
                    + d.range().startLine() + ":" + d.range().startColumn();
        }
    }
}
