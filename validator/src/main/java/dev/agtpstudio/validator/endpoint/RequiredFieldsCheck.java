package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/** AGTP-API §6.2: every endpoint carries method, path, description, semantic, input, output, errors, handler. */
public final class RequiredFieldsCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo MISSING_FIELD = new RuleInfo("endpoint/missing-field", Severity.ERROR, Passes.ENDPOINT,
            "AGTP-API §6.2", "A required endpoint field is missing");

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING_FIELD);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        missing(out, e, "method", e.method() == null, "method = \"FETCH\"");
        missing(out, e, "path", e.path() == null, "path = \"/rooms\"");
        missing(out, e, "description", e.description() == null, "description = \"One sentence for humans.\"");
        missing(out, e, "semantic", e.semantic() == null, "an [endpoint.semantic] table with its seven fields");
        missing(out, e, "input", absent(e.input()),
                "[[endpoint.input.required]] / [[endpoint.input.optional]] field tables, or input_schema");
        missing(out, e, "output", absent(e.output()), "[[endpoint.output]] field tables, or output_schema");
        missing(out, e, "errors", e.errors() == null, "errors = [] (or [endpoint.errors] list = [...])");
        missing(out, e, "handler", e.handler() == null, "an [endpoint.handler] table with type = \"registered_function\"");
    }

    private static boolean absent(SchemaSpec s) {
        return s == null || s.isAbsent();
    }

    private static void missing(Reporter out, EndpointDecl e, String field, boolean isMissing, String hint) {
        if (isMissing) {
            out.reportKey(MISSING_FIELD, e.keyPath(), "Endpoint " + describe(e) + " has no `" + field
                    + "`, which every endpoint must carry (AGTP-API §6.2). Add " + hint + ".");
        }
    }

    static String describe(EndpointDecl e) {
        return (e.method() == null ? "?" : e.method()) + " " + (e.path() == null ? "?" : e.path());
    }
}
