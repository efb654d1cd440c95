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
import dev.agtpstudio.validator.support.Literals;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * AGTP-API §12.3: {@code ${VAR}} placeholders in external_service headers are resolved from the environment at
 * startup and unresolved ones fail registration. With an environment configured we can tell (error); without one
 * we only note the dependency (info).
 */
public final class EnvPlaceholderCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo PLACEHOLDER = new RuleInfo(
            "handler/env-placeholder",
            Severity.INFO,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "Header uses a ${VAR} placeholder (error when it cannot be resolved)");
    private static final Pattern VAR = Pattern.compile("\\$\\{([^}]*)}");

    @Override
    public List<RuleInfo> rules() {
        return List.of(PLACEHOLDER);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        if (!(file.model().handler() instanceof HandlerBinding.ExternalService x)) {
            return;
        }
        Map<String, String> env = ctx.options().environment();
        for (Map.Entry<String, String> h : x.headers().entrySet()) {
            if (h.getValue() == null) {
                continue;
            }
            String key = x.keyPath() + "/headers/" + Keys.escape(h.getKey());
            Matcher m = VAR.matcher(h.getValue());
            while (m.find()) {
                String var = m.group(1);
                var at = Literals.subRange(file, out.rangeOf(key), h.getValue(), m.start(), m.end());
                if (env == null) {
                    out.reportAt(
                            PLACEHOLDER,
                            Severity.INFO,
                            at,
                            key,
                            "Header `" + h.getKey() + "` needs the "
                                    + "environment variable " + var
                                    + " at server startup; an unresolved placeholder fails "
                                    + "registration (AGTP-API §12.3). Configure an environment (--env-file) to check it.",
                            List.of());
                } else if (!env.containsKey(var)) {
                    out.reportAt(
                            PLACEHOLDER,
                            Severity.ERROR,
                            at,
                            key,
                            "Header `" + h.getKey() + "` uses ${" + var
                                    + "}, which the configured environment does not define; registration would fail "
                                    + "(AGTP-API §12.3). Define " + var + " or remove the placeholder.",
                            List.of());
                }
            }
        }
    }
}
