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
import java.util.regex.Pattern;

/**
 * AGTP-API §12.3: input/output transforms rename fields only, so keys and values are plain field names; so is the
 * Studio's {@code request_field} and {@code response_field}.
 */
public final class TransformNamesCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo TRANSFORM_NAME = new RuleInfo(
            "handler/transform-name",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "A transform key or value is not a plain field name");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_\\-]*");

    @Override
    public List<RuleInfo> rules() {
        return List.of(TRANSFORM_NAME);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        if (!(file.model().handler() instanceof HandlerBinding.ExternalService x)) {
            return;
        }
        names(out, x.keyPath() + "/input_transform", "input_transform", x.inputTransform());
        names(out, x.keyPath() + "/output_transform", "output_transform", x.outputTransform());
        field(
                out,
                x.keyPath() + "/request_field",
                "request_field",
                x.requestField(),
                "input field whose value is " + "sent as the whole request body",
                file.model().input(),
                true);
        field(
                out,
                x.keyPath() + "/response_field",
                "response_field",
                x.responseField(),
                "output field that carries " + "the upstream's whole response body",
                file.model().output(),
                false);
    }

    private static void field(
            Reporter out,
            String key,
            String label,
            String value,
            String what,
            dev.agtpstudio.core.model.SchemaSpec schema,
            boolean input) {
        if (value == null) {
            return;
        }
        if (!NAME.matcher(value).matches()) {
            out.report(
                    TRANSFORM_NAME,
                    key,
                    label + " `" + value + "` is not a field name; it names the " + what
                            + " (docs/reference-server.md#external-service-calls).");
        } else if (schema != null
                && !schema.isAbsent()
                && !dev.agtpstudio.core.model.Schemas.effective(schema, input)
                        .path("properties")
                        .has(value)) {
            out.report(
                    TRANSFORM_NAME,
                    key,
                    label + " `" + value + "` is not a field of the " + (input ? "input" : "output")
                            + " schema; it names the " + what + ", so declare the field there "
                            + "(docs/reference-server.md#external-service-calls).");
        }
    }

    private static void names(Reporter out, String base, String label, Map<String, String> map) {
        for (Map.Entry<String, String> m : map.entrySet()) {
            String key = base + "/" + Keys.escape(m.getKey());
            if (!NAME.matcher(m.getKey()).matches()) {
                out.reportKey(
                        TRANSFORM_NAME,
                        key,
                        label + " key `" + m.getKey() + "` is not a field name; v00 "
                                + "transforms rename top-level fields only, no paths or expressions (AGTP-API §12.3).");
            }
            if (m.getValue() == null || !NAME.matcher(m.getValue()).matches()) {
                out.report(
                        TRANSFORM_NAME,
                        key,
                        label + " value `" + m.getValue() + "` for `" + m.getKey() + "` is not "
                                + "a field name; v00 supports key renames only, value transformation is not supported "
                                + "(AGTP-API §12.3).");
            }
        }
    }
}
