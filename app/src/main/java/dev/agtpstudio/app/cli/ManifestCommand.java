package dev.agtpstudio.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.io.ExistingOutput;
import dev.agtpstudio.core.workspace.DocumentVersion;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.ProjectionNote;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.preview.sign.ManifestSignature;
import dev.agtpstudio.preview.sign.SigningKeys;
import dev.agtpstudio.preview.sign.WorkspaceKey;
import dev.agtpstudio.preview.tokens.ToolTokens;
import dev.agtpstudio.server.dispatch.DispatchOptions;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code agtp-studio manifest DIR}: the server manifest, or another projection, of a workspace. */
@Command(
        name = "manifest",
        mixinStandardHelpOptions = true,
        description = "Print the server manifest or another projection of a workspace, of the endpoints `serve` would"
                + " register in this environment (a warning names each one it refuses, and why).%n"
                + "Exit codes: 0 written, 1 written, but an element cannot work as projected (an error such as an A2T"
                + " tool with a required input A2T cannot carry), 2 the workspace or its agtp-server.toml cannot be read, FILE exists, or the"
                + " signing key cannot be used.")
public final class ManifestCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "Workspace folder.")
    Path dir;

    @Option(
            names = "--projection",
            paramLabel = "KIND",
            defaultValue = "manifest",
            completionCandidates = Kinds.class,
            converter = ProjectionKindConverter.class,
            description = "${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    ProjectionKind projection;

    /** The projections' command-line names, from {@link ProjectionKind} (no list of them to keep here). */
    static final class Kinds extends java.util.ArrayList<String> {
        Kinds() {
            for (ProjectionKind k : ProjectionKind.values()) {
                add(k.cliName());
            }
        }
    }

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description =
                    "Write to FILE (atomically) instead of standard output;"
                            + " an existing FILE is replaced only with --force. With --projection a2t this publishes the signatures:"
                            + " each tool version's first one is recorded, locked, in .agtp-studio/a2t-tools.json (A2T §5.4). With --projection a2s, FILE is a folder: one document"
                            + " per capability, NAME.a2s.json or NAME.a2s.yaml (docs/a2s.md); nothing is written if one exists.")
    Path out;

    /** The one --format option: the token table's form, or the syntax of the A2S documents. */
    enum Format {
        text,
        json,
        yaml
    }

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            description = "With --tokens: text (a table, default) or json."
                    + " With --projection a2s: json (default) or yaml.")
    Format format;

    @Option(
            names = "--force",
            description = "Replace the --out file if it exists (a symbolic link is replaced itself,"
                    + " never written through).")
    boolean force;

    @Option(
            names = "--document-version",
            paramLabel = "V",
            description = "The manifest's document_version (default: the workspace's, as the IDE sets it; 1 when "
                    + "none is set).")
    String documentVersion;

    @Option(
            names = "--now",
            paramLabel = "ISO-8601",
            description = "Timestamp for server.updated (default: the current time); makes output reproducible.")
    String now;

    @Option(
            names = "--sign",
            paramLabel = "KEY",
            description = "Sign the manifest with this private JWK (`agtp-studio keys new`): manifest_signature becomes"
                    + " a JWS over its RFC 8785 canonical JSON (AGTP-API §8.8; docs/signing.md). Default: the key of"
                    + " [server] manifest_signing_key, if any, as `serve` signs.")
    Path sign;

    @picocli.CommandLine.Mixin
    TokenCostOption tokenCost = new TokenCostOption();

    @picocli.CommandLine.Mixin
    CatalogOption catalogOption = new CatalogOption();

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (tokenCost.tokens && projection != ProjectionKind.MCP && projection != ProjectionKind.A2T) {
            err.println(
                    "agtp-studio manifest: --tokens counts the tool lists: use it with --projection mcp or a2t, not "
                            + projection.cliName());
            return 2;
        }
        if (!Files.isDirectory(dir)) {
            err.println("agtp-studio manifest: " + dir + ": not a folder");
            return 2;
        }
        Instant at;
        try {
            at = now == null ? Instant.now() : Instant.parse(now);
        } catch (DateTimeParseException e) {
            err.println("agtp-studio manifest: --now: not an ISO-8601 instant: " + now);
            return 2;
        }
        MethodCatalog catalog = catalogOption.resolve("manifest", err::println);
        if (catalog == null) {
            return 2;
        }
        Workspace ws = WorkspaceLoader.load(dir, catalog);
        if (UnusableServerConfig.refuse(ws, dir, "manifest", "the manifest", err)) {
            return 2;
        }
        // Publish what `serve` would register, decided by the server's own rules in this environment (an unset
        // ${VAR} of an external_service header included); each endpoint it refuses gets a located warning.
        RegistryBuilder.Result served = RegistryBuilder.decide(ws, DispatchOptions.defaults());
        for (RegistryBuilder.Refusal r : served.refusals()) {
            err.println(warning(r));
        }
        Projections projections =
                Projections.of(ws, f -> served.registeredFiles().contains(f.path()));
        ProjectionOptions popts = ProjectionOptions.at(at)
                .withDocumentVersion(documentVersion == null ? DocumentVersion.read(dir) : documentVersion);
        Projections.Served servedTools = tokenCost.tokens ? projections.served(ws, popts) : null;
        Projection p = servedTools == null
                ? projections.project(projection, ws, popts)
                : projection == ProjectionKind.MCP ? servedTools.mcp().projection() : servedTools.a2t();
        if (format != null
                && (tokenCost.tokens
                        ? format == Format.yaml
                        : projection != ProjectionKind.A2S || format == Format.text)) {
            err.println("agtp-studio manifest: --format is text or json with --tokens, and json or yaml with"
                    + " --projection a2s (the other projections are JSON)");
            return 2;
        }
        boolean errors = false;
        for (ProjectionNote n : p.notes()) {
            err.println((n.error() ? "error: " : "note: ") + n.code() + ": " + n.message());
            errors |= n.error();
        }
        com.fasterxml.jackson.databind.JsonNode doc = p.document();
        if (projection == ProjectionKind.MANIFEST) {
            try {
                java.util.Optional<com.nimbusds.jose.jwk.OctetKeyPair> key = WorkspaceKey.read(ws, sign);
                if (key.isPresent()) {
                    doc = doc.deepCopy();
                    ManifestSignature.sign((com.fasterxml.jackson.databind.node.ObjectNode) doc, key.get());
                }
            } catch (SigningKeys.KeyProblem e) {
                err.println("agtp-studio manifest: " + e.getMessage());
                return 2;
            }
        } else if (sign != null) {
            err.println("agtp-studio manifest: --sign signs the manifest (AGTP-API §8.8); the " + projection.cliName()
                    + " projection carries no signature");
            return 2;
        }
        if (projection == ProjectionKind.A2S && out != null) {
            try {
                for (Path f : A2sFiles.write(out, doc, format == Format.yaml, force)) {
                    err.println("wrote " + f);
                }
            } catch (ExistingOutput e) {
                err.println("agtp-studio manifest: " + e.getMessage());
                return 2;
            } catch (IOException e) {
                err.println("agtp-studio manifest: cannot write into " + out + ": " + ErrorMessages.describe(e));
                return 2;
            }
            return errors ? 1 : 0;
        }
        try {
            String text = servedTools != null
                    ? tokenCost.render(ToolTokens.of(projection, servedTools), format == Format.json)
                    : format == Format.yaml
                            ? A2sFiles.text(doc, true)
                            : new ObjectMapper()
                                            .enable(SerializationFeature.INDENT_OUTPUT)
                                            .writeValueAsString(doc)
                                    + System.lineSeparator();
            if (out == null) {
                spec.commandLine().getOut().print(text);
                spec.commandLine().getOut().flush();
            } else {
                AtomicWrite.create(out, text, force);
            }
        } catch (ExistingOutput e) {
            err.println("agtp-studio manifest: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("agtp-studio manifest: cannot write " + out + ": " + ErrorMessages.describe(e));
            return 2;
        }
        // Writing the A2T signatures out (--out) publishes them: a version's first signature is recorded (decision
        // 0512). Printing them is a look, and records nothing.
        if (projection == ProjectionKind.A2T
                && out != null
                && !dev.agtpstudio.app.tools.A2tPublication.record(
                        dir, projections.served(ws, popts).manifest(), p, "manifest", err)) {
            return 2;
        }
        return errors ? 1 : 0;
    }

    /** {@code FILE:LINE:COL: warning: ENDPOINT is not published ...}, in the validate command's text form. */
    private String warning(RegistryBuilder.Refusal r) {
        Path file = r.file();
        String at = r.at() == null ? "" : ":" + r.at().startLine() + ":" + r.at().startColumn();
        int more = r.reasons().size() - 1;
        return file + at + ": warning: " + (r.endpoint() == null ? "this file" : r.endpoint())
                + " is not published: `agtp-studio serve` refuses it: "
                + r.reasons().get(0)
                + (more > 0 ? " (and " + more + " more; agtp-studio validate " + dir + " lists them)" : "");
    }
}
