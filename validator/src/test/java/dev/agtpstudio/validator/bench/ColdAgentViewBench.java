package dev.agtpstudio.validator.bench;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.Clients;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.WorkspaceCheck;
import dev.agtpstudio.validator.agentview.AgentViewCheck;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.grade.GradeReport;
import dev.agtpstudio.validator.grade.GradeRun;
import dev.agtpstudio.validator.grade.WorkspaceGrade;
import dev.agtpstudio.validator.report.ReportFormat;
import dev.agtpstudio.validator.report.RuleDocs;
import dev.agtpstudio.validator.semantic.LexiconConsistency;
import dev.agtpstudio.validator.suppress.SuppressionsLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * One cold validation of a workspace folder in a fresh JVM, as {@code agtp-studio validate} runs it (load the files in
 * parallel, validate, grade beside the validation, write the text report), in one of four configurations:
 * {@code without} (the validator minus the agent's-eye check: what {@code validate} was before issue 39),
 * {@code default} ({@code agent/token-budget}, always on), {@code clients} ({@code --clients all}), {@code grade}
 * ({@code --grade}) and {@code both}. The CLI's own start-up (picocli) is left out, so each configuration's share of the run is, if
 * anything, overstated. {@code scripts/bench-agent-view} runs it in alternating processes and compares their CPU
 * time (decision 0605). Usage: {@code ColdAgentViewBench without|default|clients|grade|both WORKSPACE}.
 */
public final class ColdAgentViewBench {
    private ColdAgentViewBench() {}

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        Path root = Path.of(args[1]).toAbsolutePath().normalize();
        ValidationOptions opts = ValidationOptions.defaults();
        if (mode.equals("clients") || mode.equals("both")) {
            opts = opts.withClients(Set.copyOf(Clients.ALL));
        }
        Workspace ws = WorkspaceLoader.loadInParallel(root, MethodCatalog.bundled());
        Validator v = mode.equals("without") ? without(opts) : Validators.standard(opts);
        CompletableFuture<WorkspaceGrade> grade = mode.equals("grade") || mode.equals("both")
                ? GradeRun.start(Map.of(root, ws), Map.of(root, Set.of()), GradeRun.confusables(null))
                : null;
        ValidationReport report = v.validate(ws, new SuppressionsLoader().load(root));
        StringBuilder text = new StringBuilder(64 * 1024);
        ReportFormat.TEXT.writer(RuleDocs.DEFAULT_BASE).write(report, v.rules(), root, text);
        if (grade != null) {
            GradeReport.addTo(ReportFormat.TEXT, text, grade.join(), root);
        }
        System.out.println(mode + ": " + report.diagnostics().size() + " findings, " + text.length() + " characters");
    }

    /** The standard validator minus the agent's-eye check. */
    private static Validator without(ValidationOptions opts) {
        List<WorkspaceCheck> ws = new ArrayList<>(Validators.workspaceChecks(opts));
        ws.removeIf(c -> c instanceof AgentViewCheck);
        return new Validator(Validators.fileChecks(opts, LexiconConsistency.bundled()), ws, opts);
    }
}
