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

    static ContractCheck of(dev.agtpstudio.validator.engine.Validator v) {
        return ws -> dev.agtpstudio.validator.engine.Publication.validate(v, ws).diagnostics();
    }

    /**
     * The check a server with {@code options} runs before registering: the standard validator with the server's
     * environment for {@code ${VAR}} placeholders (so an unresolved one is a located error), and the https rule
     * left to the server when loopback http upstreams are allowed. {@code serve}, {@code mcp}, the IDE's server and
     * {@code manifest} (through {@link RegistryBuilder#decide}) all decide with it.
     */
    static ContractCheck forServer(DispatchOptions options) {
        return of(
                dev.agtpstudio.validator.engine.Validators.standard(
                        new dev.agtpstudio.validator.ValidationOptions(options.environment())),
                options.allowLoopbackHttpUpstreams());
    }

    /**
     * The validator's verdict; with {@code allowLoopbackHttp} its https rule ({@code handler/url}) is left to the
     * server, which then admits plain http only for loopback hosts.
     */
    static ContractCheck of(dev.agtpstudio.validator.engine.Validator v, boolean allowLoopbackHttp) {
        return ws -> dev.agtpstudio.validator.engine.Publication.validate(v, ws).diagnostics().stream()
                .filter(d -> !(allowLoopbackHttp && "handler/url".equals(d.ruleId())))
                .toList();
    }
}
