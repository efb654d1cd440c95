package dev.agtpstudio.validator.a2t;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.core.workspace.ToolHistory;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.A2tSignatureLock;
import dev.agtpstudio.preview.ProjectionOptions;
import dev.agtpstudio.preview.Projections;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.WorkspaceCheck;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.function.Function;

/**
 * A2T §5.4 on the validate pipeline (decision 0513): the workspace's A2T signatures against the signatures its tool
 * history recorded ({@link A2tSignatureLock}). It lives in the validator (which sees the A2T projection in
 * {@code preview}) so that {@code validate}, the IDE and the language server all add it to the standard checks
 * (decision 0530); its findings are ordinary diagnostics (text, JSON, SARIF, problems view, LSP).
 */
public final class A2tSignatureCheck implements WorkspaceCheck {
    public static final RuleInfo SIGNATURE_CHANGED = new RuleInfo(
            "a2t/signature-changed",
            Severity.ERROR,
            Passes.WORKSPACE,
            "A2T §5.4",
            "The A2T signature differs from the one recorded for its version");
    public static final RuleInfo INCOMPATIBLE = new RuleInfo(
            "a2t/incompatible-change",
            Severity.ERROR,
            Passes.WORKSPACE,
            "A2T §5.4",
            "A new A2T version does more than add optional inputs or outputs");
    public static final RuleInfo HISTORY_UNREADABLE = new RuleInfo(
            "a2t/history-unreadable",
            Severity.ERROR,
            Passes.WORKSPACE,
            "A2T §5.4",
            "The tool history .agtp-studio/a2t-tools.json cannot be read");

    @Override
    public List<RuleInfo> rules() {
        return List.of(SIGNATURE_CHANGED, INCOMPATIBLE, HISTORY_UNREADABLE);
    }

    @Override
    public void check(Workspace ws, ValidationContext ctx, Function<LoadedFile<?>, Reporter> reporterFor) {
        if (ws.root() == null || ws.endpointFiles().isEmpty()) {
            return;
        }
        Map<String, NavigableMap<Integer, ObjectNode>> recorded;
        try {
            recorded = ToolHistory.signatures(ws.root());
        } catch (ToolHistory.Malformed e) {
            reporterFor
                    .apply(ws.endpointFiles().get(0))
                    .add(unreadable(ws.root(), e.getMessage(), e.line(), e.column()));
            return;
        } catch (IOException e) {
            reporterFor
                    .apply(ws.endpointFiles().get(0))
                    .add(unreadable(
                            ws.root(),
                            ToolHistory.file(ws.root()) + ": " + dev.agtpstudio.core.io.ErrorMessages.describe(e),
                            0,
                            0));
            return;
        }
        if (recorded.isEmpty()) {
            return;
        }
        Projections projections = Projections.standard(ws);
        Projections.Served served = projections.served(ws, ProjectionOptions.at(Instant.EPOCH));
        Map<String, ObjectNode> current = A2tSignatureLock.byEndpoint(served.manifest(), served.a2t());
        for (A2tSignatureLock.Finding f : A2tSignatureLock.check(current, recorded)) {
            LoadedFile<EndpointDecl> file = ws.endpointFiles().stream()
                    .filter(l -> l.model() != null && l.model().id().equals(f.endpoint()))
                    .findFirst()
                    .orElse(null);
            if (file == null) {
                continue;
            }
            String at = file.model().fieldPath("method");
            String broken = f.incompatible().isEmpty() ? "" : " (" + String.join("; ", f.incompatible()) + ")";
            if (f.problem() == A2tSignatureLock.Problem.CHANGED_WITHOUT_BUMP) {
                String fix = f.incompatible().isEmpty()
                        ? " Fix: bump the tool to version " + (f.version() + 1) + " (the Changes view's Bump, or \""
                                + f.endpoint() + "\": " + (f.version() + 1)
                                + " under \"tools\" in .agtp-studio/a2t-tools.json)."
                        : " The change is not only optional additions" + broken + ", so a bump is not enough: undo it,"
                                + " or publish it as a new tool (a new path) and keep this endpoint served.";
                reporterFor
                        .apply(file)
                        .report(
                                SIGNATURE_CHANGED,
                                at,
                                "The A2T signature of " + f.endpoint()
                                        + " differs from version " + f.version()
                                        + " as recorded in .agtp-studio/a2t-tools.json;"
                                        + " agents that use version " + f.version()
                                        + " would get a different tool (A2T §5.4: a"
                                        + " version's signature is locked)." + fix);
            } else {
                reporterFor
                        .apply(file)
                        .report(
                                INCOMPATIBLE,
                                at,
                                "Version " + f.version() + " of the A2T tool for "
                                        + f.endpoint() + " is not compatible with version " + f.recorded() + broken
                                        + "; A2T §5.4"
                                        + " lets a new version only add optional inputs or outputs. Undo the change, or publish it as"
                                        + " a new tool (a new path) and keep this endpoint, with version "
                                        + f.recorded() + ", served.");
            }
        }
    }

    private static Diagnostic unreadable(Path root, String message, int line, int column) {
        TextRange at = line > 0
                ? new TextRange(0, 0, line, Math.max(1, column), line, Math.max(1, column))
                : TextRange.FILE_START;
        return Diagnostic.builder(
                        HISTORY_UNREADABLE.id(),
                        HISTORY_UNREADABLE.severity(),
                        message
                                + " (A2T §5.4: the recorded signatures cannot be checked; fix the JSON or restore the file from version control)")
                .pass(HISTORY_UNREADABLE.pass())
                .spec(HISTORY_UNREADABLE.spec())
                .file(ToolHistory.file(root))
                .range(at)
                .build();
    }
}
