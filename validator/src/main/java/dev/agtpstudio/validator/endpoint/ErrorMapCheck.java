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
import dev.agtpstudio.validator.support.Keys;
import java.util.List;
import java.util.Map;

/** AGTP-API §12.3: error_map keys are 3-digit HTTP statuses and every value is a declared error code. */
public final class ErrorMapCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo ERROR_MAP = new RuleInfo(
            "handler/error-map",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "error_map key is not a status code or its value is not a declared error");

    @Override
    public List<RuleInfo> rules() {
        return List.of(ERROR_MAP);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        if (!(e.handler() instanceof HandlerBinding.ExternalService x)) {
            return;
        }
        for (Map.Entry<String, String> m : x.errorMap().entrySet()) {
            String key = x.keyPath() + "/error_map/" + Keys.escape(m.getKey());
            if (!m.getKey().matches("[1-5][0-9][0-9]")) {
                out.reportKey(
                        ERROR_MAP,
                        key,
                        "error_map key `" + m.getKey() + "` is not a 3-digit HTTP status code "
                                + "such as \"404\" (AGTP-API §12.3).");
            }
            if (e.errors() != null && m.getValue() != null && !e.errors().contains(m.getValue())) {
                out.report(
                        ERROR_MAP,
                        key,
                        "error_map maps " + m.getKey() + " to `" + m.getValue() + "`, which is not "
                                + "in the endpoint's errors; registration fails (AGTP-API §12.3). Add `" + m.getValue()
                                + "` to errors or map to a declared code.");
            }
        }
    }
}
