package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.List;

/**
 * The contract validation the server runs before registering files (the validator module in production; the
 * loaders' own parse diagnostics are always checked). Files with an ERROR diagnostic are refused.
 */
@FunctionalInterface
public interface ContractCheck {
    List<Diagnostic> check(Workspace ws);

    ContractCheck NONE = ws -> List.of();

    static ContractCheck of(dev.agtpstudio.validator.Validator v) {
        return ws -> dev.agtpstudio.validator.Publication.validate(v, ws).diagnostics();
    }

    /**
     * The validator's verdict; with {@code allowLoopbackHttp} its https rule ({@code handler/url}) is left to the
     * server, which then admits plain http only for loopback hosts.
     */
    static ContractCheck of(dev.agtpstudio.validator.Validator v, boolean allowLoopbackHttp) {
        return ws -> dev.agtpstudio.validator.Publication.validate(v, ws).diagnostics().stream()
                .filter(d -> !(allowLoopbackHttp && "handler/url".equals(d.ruleId())))
                .toList();
    }
}
