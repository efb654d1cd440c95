package dev.agtpstudio.validator.portability;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/**
 * docs/reference-server.md#endpoint-files: the reference server reads only field tables; it loads a file with the draft's
 * inline {@code input_schema} / {@code output_schema} but drops the schema (checked against the reference loader,
 * docs/decisions/0180).
 */
public final class DraftFormCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo DRAFT_FORM = new RuleInfo(
            "portability/draft-form",
            Severity.INFO,
            Passes.PORTABILITY,
            "docs/reference-server.md#endpoint-files; AGTP-API §6.1",
            "Draft inline schema form: the reference server silently drops it");

    @Override
    public List<RuleInfo> rules() {
        return List.of(DRAFT_FORM);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        if (e.form() != EndpointForm.DRAFT && e.form() != EndpointForm.MIXED) {
            return;
        }
        for (SchemaSpec s : new SchemaSpec[] {e.input(), e.output()}) {
            if (s != null && s.form() == SchemaForm.JSON_SCHEMA) {
                boolean input = s == e.input();
                String key = input ? "input_schema" : "output_schema";
                String there = input
                        ? "the endpoint accepts no inputs (every input field is refused as unexpected)"
                        : "responses are not checked against it and no outputs are published";
                out.reportKey(
                        DRAFT_FORM,
                        s.keyPath(),
                        "This file uses the draft's inline JSON Schema form (" + key
                                + "); AGTP Studio accepts it. The reference server loads this endpoint but ignores "
                                + key
                                + ": it drops the schema without a word, so there " + there
                                + " (docs/reference-server.md#endpoint-files). Convert to "
                                + (input ? "[[endpoint.input.required|optional]]" : "[[endpoint.output]]")
                                + " field tables to serve the same contract there.");
            }
        }
    }
}
