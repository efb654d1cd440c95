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
        return ws -> v.validate(ws).active();
    }
}
