package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
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
    public static final RuleInfo MISSING_FIELD = new RuleInfo(
            "endpoint/missing-field",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.2",
            "A required endpoint field is missing");

    @Override
    public List<RuleInfo> rules() {
        return List.of(MISSING_FIELD);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        MissingFieldFix fix = new MissingFieldFix(file.text(), file.path());
        String category =
                e.method() == null ? null : ctx.catalog().category(e.method()).orElse(null);
        missing(out, e, "method", e.method() == null, "method = \"FETCH\"", fix.key("method = \"FETCH\""));
        missing(out, e, "path", e.path() == null, "path = \"/rooms\"", fix.key("path = \"/resource\""));
        missing(
                out,
                e,
                "description",
                e.description() == null,
                "description = \"One sentence for humans.\"",
                fix.key("description = \"Describe what the endpoint does.\""));
        missing(
                out,
                e,
                "semantic",
                e.semantic() == null,
                "an [endpoint.semantic] table with its seven fields",
                fix.table(MissingFieldFix.semantic(category)));
        missing(
                out,
                e,
                "input",
                absent(e.input()),
                "[[endpoint.input.required]] / [[endpoint.input.optional]] field tables, or input_schema",
                fix.table(MissingFieldFix.INPUT));
        missing(
                out,
                e,
                "output",
                absent(e.output()),
                "[[endpoint.output]] field tables, or output_schema",
                fix.table(MissingFieldFix.OUTPUT));
        missing(
                out,
                e,
                "errors",
                e.errors() == null,
                "errors = [] (or [endpoint.errors] list = [...])",
                fix.key("errors = []"));
        missing(
                out,
                e,
                "handler",
                e.handler() == null,
                "an [endpoint.handler] table with type = \"registered_function\"",
                fix.table(MissingFieldFix.HANDLER));
    }

    private static boolean absent(SchemaSpec s) {
        return s == null || s.isAbsent();
    }

    private static void missing(Reporter out, EndpointDecl e, String field, boolean isMissing, String hint, Fix fix) {
        if (isMissing) {
            String message = "Endpoint " + describe(e) + " has no `" + field
                    + "`, which every endpoint must carry (AGTP-API §6.2). Add " + hint + ".";
            if (fix == null) {
                out.reportKey(MISSING_FIELD, e.keyPath(), message);
            } else {
                out.reportKey(
                        MISSING_FIELD,
                        e.keyPath(),
                        message,
                        new Fix("Add `" + field + "` with a placeholder", fix.edits()));
            }
        }
    }

    static String describe(EndpointDecl e) {
        return (e.method() == null ? "?" : e.method()) + " " + (e.path() == null ? "?" : e.path());
    }
}
