package dev.agtpstudio.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.catalogdiff.CatalogDiffJsonFormat;
import dev.agtpstudio.core.catalogdiff.CatalogDiffTextFormat;
import dev.agtpstudio.core.catalogdiff.CatalogDiffTool;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio catalog-diff OLD NEW [--against-deployment DIR]}: AGTP-API §4.7; the logic is core's. */
@Command(
        name = "catalog-diff",
        mixinStandardHelpOptions = true,
        description =
                "Compare two method catalogs (AGTP-API §4.7): verbs added, removed and newly deprecated, "
                        + "category and floor changes; with a deployment folder, the endpoints, recipes and policy entries "
                        + "that would break.%n"
                        + "Exit codes: 0 no breakage, 1 breakage in the deployment, 2 a catalog or the deployment cannot be read.")
public final class CatalogDiffCommand implements Callable<Integer> {
    /** Output formats. */
    public enum Format {
        text,
        json
    }

    @Spec
    CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "OLD",
            description = "The catalog in use now (methods.json layout), or 'bundled' for the one AGTP Studio ships.")
    Path oldCatalog;

    @Parameters(index = "1", paramLabel = "NEW", description = "The candidate catalog, or 'bundled'.")
    Path newCatalog;

    @Option(
            names = "--against-deployment",
            paramLabel = "DIR",
            description = "A deployment folder (agtp-server.toml, agtp-recipes.toml, endpoints/, .agis) to check.")
    Path deployment;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            description = "text or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CatalogDiffTool.Outcome outcome =
                new CatalogDiffTool(WorkspaceLoader::load).run(oldCatalog, newCatalog, deployment);
        if (outcome.report() == null) {
            outcome.errors().forEach(e -> err.println("agtp-studio catalog-diff: " + e));
            if (format == Format.json) {
                ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
                ObjectNode o = json.createObjectNode();
                outcome.errors().forEach(o.putArray("errors")::add);
                o.put("exit_code", outcome.exitCode());
                out.println(o.toPrettyString());
            }
        } else {
            out.print(
                    format == Format.json
                            ? new CatalogDiffJsonFormat().render(outcome.report())
                            : new CatalogDiffTextFormat().render(outcome.report()));
        }
        out.flush();
        err.flush();
        return outcome.exitCode();
    }
}
