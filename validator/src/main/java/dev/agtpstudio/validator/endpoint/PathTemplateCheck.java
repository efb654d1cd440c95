package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** AGTP-API §5.2-5.3: only plain {@code {name}} templates, unique names, each declared as an input. */
public final class PathTemplateCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo TEMPLATE_FORM = new RuleInfo(
            "path/template-form",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §5.2-5.3",
            "Path template uses a form other than {name}");
    public static final RuleInfo DUPLICATE_PARAMETER = new RuleInfo(
            "path/duplicate-parameter",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §5.2",
            "Two path parameters share a name");
    public static final RuleInfo UNDECLARED = new RuleInfo(
            "path/template-undeclared",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §5.3",
            "Path parameter is not declared as an input");

    @Override
    public List<RuleInfo> rules() {
        return List.of(TEMPLATE_FORM, DUPLICATE_PARAMETER, UNDECLARED);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        String p = e.path();
        if (p == null || !p.startsWith("/")) {
            return;
        }
        String key = e.fieldPath("path");
        TextRange range = out.rangeOf(key);
        Set<String> seen = new HashSet<>();
        for (PathTemplate.Segment s : PathTemplate.parse(p).segments()) {
            if (!s.hasBrace()) {
                continue;
            }
            TextRange at = Literals.subRange(file, range, p, s.start(), s.end());
            if (!s.isParameter()) {
                out.reportAt(
                        TEMPLATE_FORM,
                        Severity.ERROR,
                        at,
                        key,
                        "Path segment `" + s.text() + "` in `" + p
                                + "` is not a plain `{name}` parameter: " + why(s.text())
                                + " Servers reject such endpoints at "
                                + "registration (AGTP-API §5.2, §5.3). Write the segment as `{" + suggestName(s.text())
                                + "}`.",
                        List.of());
                continue;
            }
            String name = s.parameterName();
            if (!seen.add(name)) {
                out.reportAt(
                        DUPLICATE_PARAMETER,
                        Severity.ERROR,
                        at,
                        key,
                        "Path `" + p + "` uses the parameter `" + name
                                + "` twice; parameter names within a path must be unique (AGTP-API §5.2). Rename one.",
                        List.of());
            } else if (e.input() != null && !declared(e.input(), name)) {
                out.reportAt(
                        UNDECLARED,
                        Severity.ERROR,
                        at,
                        key,
                        "Path parameter `{" + name + "}` of `" + p
                                + "` is not declared as an input field; registration fails (AGTP-API §5.3). Add a required "
                                + "input named `" + name + "`" + declaredHint(e.input()) + ".",
                        List.of());
            }
        }
    }

    private static boolean declared(SchemaSpec input, String name) {
        for (FieldSpec f : input.fields()) {
            if (name.equals(f.name())) {
                return true;
            }
        }
        return false;
    }

    private static String declaredHint(SchemaSpec input) {
        List<String> names = input.fields().stream()
                .map(FieldSpec::name)
                .filter(n -> n != null)
                .toList();
        return names.isEmpty() ? "" : " (declared: " + String.join(", ", names) + ")";
    }

    private static String why(String seg) {
        if (PathTemplate.isOperatorForm(seg)) {
            return "RFC 6570 operator forms such as `{?q}`, `{+x}`, `{#f}` are not supported in v00.";
        }
        if (!PathTemplate.isParameterSegment(seg)) {
            return "mixing literal text and a parameter in one segment (like `prefix-{id}`) is not supported in v00.";
        }
        return "parameter names are letters, digits and `_` only.";
    }

    private static String suggestName(String seg) {
        String n = seg.replaceAll("[^A-Za-z0-9_]", "");
        return n.isEmpty() ? "id" : n;
    }
}
