package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/** AGTP-API §6.3, §12.1, §12.3: error codes each handler kind must declare. */
public final class BindingErrorsCheck implements FileCheck<EndpointDecl> {
    public static final String COMPOSITION_FAILED = "composition_failed";
    public static final RuleInfo COMPOSITION = new RuleInfo(
            "errors/composition-failed",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.1",
            "Composition endpoint does not declare composition_failed");
    public static final RuleInfo UPSTREAM = new RuleInfo(
            "errors/upstream-codes",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "External-service endpoint lacks an upstream_* error code");

    @Override
    public List<RuleInfo> rules() {
        return List.of(COMPOSITION, UPSTREAM);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        if (e.handler() == null || e.errors() == null) {
            return;
        }
        String key = EndpointPaths.errors(file, e);
        if (e.handler() instanceof HandlerBinding.Composition && !e.errors().contains(COMPOSITION_FAILED)) {
            Fix f = ErrorListEdits.append("Add composition_failed", file, e, List.of(COMPOSITION_FAILED));
            out.report(
                    COMPOSITION,
                    Severity.ERROR,
                    key,
                    "Composition endpoints MUST include `composition_failed` in "
                            + "errors; it is returned when a recipe step fails (AGTP-API §6.3, §12.1). Add it.",
                    f == null ? List.of() : List.of(f));
        }
        if (e.handler() instanceof HandlerBinding.ExternalService) {
            List<String> missing = HandlerBinding.UPSTREAM_ERRORS.stream()
                    .filter(c -> !e.errors().contains(c))
                    .toList();
            if (!missing.isEmpty()) {
                Fix f = ErrorListEdits.append("Add the missing upstream codes", file, e, missing);
                out.report(
                        UPSTREAM,
                        Severity.ERROR,
                        key,
                        "External-service endpoints MUST declare the five upstream " + "failure codes; missing: "
                                + String.join(", ", missing) + " (AGTP-API §12.3). Add them.",
                        f == null ? List.of() : List.of(f));
            }
        }
    }
}
