package dev.agtpstudio.validator.portability;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/** docs/reference-server.md#path-matching: the reference registry matches paths as exact strings, so templated paths never match there. */
public final class PathTemplatePortabilityCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo PATH_TEMPLATE = new RuleInfo(
            "portability/path-template",
            Severity.INFO,
            Passes.PORTABILITY,
            "AGTP-API §5.4; docs/reference-server.md#path-matching",
            "Templated path: the reference server matches exact strings");

    @Override
    public List<RuleInfo> rules() {
        return List.of(PATH_TEMPLATE);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        if (e.path() != null && PathTemplate.parse(e.path()).parameterCount() > 0) {
            out.report(
                    PATH_TEMPLATE,
                    e.fieldPath("path"),
                    "Path `" + e.path() + "` has template parameters; AGTP "
                            + "Studio and AGTP-API match them per §5.4, but the reference server's registry compares paths as "
                            + "exact strings, so requests such as " + PathTemplate.blank(e.path(), "42")
                            + " reach it only "
                            + "on servers that implement template matching (docs/reference-server.md#path-matching).");
        }
    }
}
