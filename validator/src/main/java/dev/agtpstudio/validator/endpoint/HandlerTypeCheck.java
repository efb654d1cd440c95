package dev.agtpstudio.validator.endpoint;

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

/** AGTP-API §12: the handler type is one of the three binding kinds. */
public final class HandlerTypeCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo UNKNOWN_TYPE = new RuleInfo(
            "handler/unknown-type",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12",
            "Handler type is not one of the three binding kinds");

    @Override
    public List<RuleInfo> rules() {
        return List.of(UNKNOWN_TYPE);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        if (file.model().handler() instanceof HandlerBinding.Unknown u) {
            String kinds = String.join(", ", HandlerBinding.TYPES);
            if (u.type() == null) {
                out.reportKey(
                        UNKNOWN_TYPE,
                        u.keyPath(),
                        "The handler has no `type`; declare one of " + kinds + " (AGTP-API §12).");
            } else {
                out.report(
                        UNKNOWN_TYPE,
                        u.keyPath() + "/type",
                        "Handler type `" + u.type() + "` is not one of " + kinds
                                + " (AGTP-API §12)"
                                + ("proxy".equals(u.type())
                                        ? "; `proxy` is a module of the reference "
                                                + "server, not an AGTP-API binding. Use external_service for an upstream."
                                        : "."));
            }
        }
    }
}
