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
 * protocol.md §6.2: the reference server reads only field tables; the draft's inline {@code input_schema} /
 * {@code output_schema} load here but not there.
 */
public final class DraftFormCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo DRAFT_FORM = new RuleInfo("portability/draft-form", Severity.INFO, Passes.PORTABILITY,
            "protocol.md §6.2; AGTP-API §6.1", "Draft inline schema form: the reference server will not load it");

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
                out.reportKey(DRAFT_FORM, s.keyPath(), "This file uses the draft's inline JSON Schema form ("
                        + s.keyPath().substring(s.keyPath().lastIndexOf('/') + 1) + "); AGTP Studio accepts it, but "
                        + "the reference server's loader reads only [[endpoint.input.required|optional]] and "
                        + "[[endpoint.output]] field tables and would refuse this endpoint (protocol.md §6.2). Convert "
                        + "to field tables for the reference server.");
            }
        }
    }
}
