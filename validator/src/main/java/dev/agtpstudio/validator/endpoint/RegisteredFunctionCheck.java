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
import java.util.regex.Pattern;

/** AGTP-API §12.2: a registered function is one dotted path {@code module.sub.callable}. */
public final class RegisteredFunctionCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo FUNCTION_PATH = new RuleInfo(
            "handler/function-path",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.2",
            "registered_function has no single dotted function path");
    private static final Pattern DOTTED = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)+");

    @Override
    public List<RuleInfo> rules() {
        return List.of(FUNCTION_PATH);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        if (!(file.model().handler() instanceof HandlerBinding.RegisteredFunction rf)) {
            return;
        }
        if (rf.function() == null || rf.function().isBlank()) {
            out.reportKey(
                    FUNCTION_PATH,
                    rf.keyPath(),
                    "The registered_function handler has no `function`; give one "
                            + "dotted path such as function = \"rooms.handlers.book_room\" (AGTP-API §12.2).");
        } else if (!DOTTED.matcher(rf.function()).matches()) {
            out.report(
                    FUNCTION_PATH,
                    rf.keyPath() + "/function",
                    "Function `" + rf.function() + "` is not a single "
                            + "dotted path (module.callable) of identifiers; separate module and function fields are not "
                            + "supported (AGTP-API §12.2). Write e.g. `rooms.handlers.book_room`.");
        }
    }
}
