package dev.agtpstudio.validator.portability;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.List;

/** docs/reference-server.md#endpoint-files: AGTP-API admits custom methods; the reference endpoint registry rejects non-catalog verbs. */
public final class CustomMethodPortabilityCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo CUSTOM_METHOD = new RuleInfo(
            "portability/custom-method",
            Severity.INFO,
            Passes.PORTABILITY,
            "AGTP-API §3.3; docs/reference-server.md#endpoint-files",
            "Custom method: the reference server will refuse it");

    @Override
    public List<RuleInfo> rules() {
        return List.of(CUSTOM_METHOD);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        if (e.method() != null
                && MethodStatus.of(e.method(), ctx.catalog(), ctx.serverConfig()) == MethodStatus.CUSTOM) {
            out.report(
                    CUSTOM_METHOD,
                    e.fieldPath("method"),
                    "Method `" + e.method() + "` is a custom method declared "
                            + "in policies.methods (AGTP-API §3.3); AGTP Studio accepts it, but the reference server's "
                            + "endpoint loader accepts catalog verbs only and would refuse this endpoint (docs/reference-server.md#endpoint-files). "
                            + "Custom methods are also not interoperable across organisations.");
        }
    }
}
