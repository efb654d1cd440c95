package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.List;

/** AGTP-API §6.4: a deprecated block names deprecated_in; a successor has a method and/or path, both valid. */
public final class DeprecationBlockCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo MISSING_VERSION = new RuleInfo(
            "deprecated/missing-version",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.4",
            "deprecated block has no deprecated_in");
    public static final RuleInfo SUCCESSOR = new RuleInfo(
            "deprecated/successor-invalid",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.4",
            "successor is empty or names an invalid method or path");

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING_VERSION, SUCCESSOR);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        Deprecation d = file.model().deprecated();
        if (d == null) {
            return;
        }
        if (d.deprecatedIn() == null || d.deprecatedIn().isBlank()) {
            out.reportKey(
                    MISSING_VERSION,
                    d.keyPath(),
                    "The deprecated block has no `deprecated_in`; without it the "
                            + "block has no effect in the reference server (AGTP-API §6.4). Add deprecated_in = \"1.1.0\".");
        }
        String succ = d.keyPath() + "/successor";
        if (d.successorMethod() == null && d.successorPath() == null) {
            if (file.locations().contains(succ)) {
                out.reportKey(
                        SUCCESSOR,
                        succ,
                        "The successor names neither a method nor a path; give method and/or "
                                + "path of the replacement endpoint, or drop the successor table (AGTP-API §6.4).");
            }
            return;
        }
        if (d.successorMethod() != null
                && !MethodStatus.of(d.successorMethod(), ctx.catalog(), ctx.serverConfig())
                        .admitted()) {
            out.report(
                    SUCCESSOR,
                    succ + "/method",
                    "Successor method `" + d.successorMethod() + "` is not a catalog "
                            + "verb or declared custom method the server admits (AGTP-API §6.4, §3.2); callers could not "
                            + "migrate to it.");
        }
        if (d.successorPath() != null && !d.successorPath().startsWith("/")) {
            out.report(
                    SUCCESSOR,
                    succ + "/path",
                    "Successor path `" + d.successorPath() + "` must begin with `/` " + "(AGTP-API §6.4, §5.1).");
        }
    }
}
