package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.util.List;

/**
 * AGTP-API §7.1: an endpoint inherits its capability from its method's catalog category; operators MAY override,
 * so a capability none of the method's categories names is a warning, not an error.
 */
public final class CapabilityMismatchCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo MISMATCH = new RuleInfo(
            "semantic/capability-mismatch",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "capability differs from the method's catalog categories");

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISMATCH);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        Semantic s = e.semantic();
        if (s == null
                || s.capability() == null
                || e.method() == null
                || !ctx.catalog().isCategory(s.capability())) {
            return;
        }
        MethodInfo info = ctx.catalog().method(e.method()).orElse(null);
        if (info == null || info.categories().isEmpty() || info.categories().contains(s.capability())) {
            return;
        }
        String key = s.fieldPath("capability");
        Fix f = Literals.replaceValue(
                "Replace with " + info.primaryCategory(),
                file,
                out.rangeOf(key),
                s.capability(),
                info.primaryCategory());
        out.report(
                MISMATCH,
                Severity.WARNING,
                key,
                "Capability `" + s.capability() + "` differs from the catalog "
                        + "categories of " + e.method() + " (" + String.join(", ", info.categories())
                        + "); an endpoint inherits "
                        + "its capability from its method unless its behaviour really fits another class (AGTP-API §7.1). "
                        + "Use `" + info.primaryCategory() + "` or keep the override deliberately.",
                f == null ? List.of() : List.of(f));
    }
}
