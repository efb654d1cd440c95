package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * AGTP-API §6.3 with the Authority-Scope grammar of AGTP core (AGTP core, Authority-Scope): each required scope is
 * {@code segment 1*(":" segment)}, segments {@code 1*(ALPHA / DIGIT / "-" / "_") / "*"}, lowercase.
 */
public final class ScopeGrammarCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo GRAMMAR = new RuleInfo(
            "scope/grammar",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.3; AGTP Authority-Scope grammar",
            "A required scope does not match the scope-token grammar");
    private static final Pattern TOKEN = Pattern.compile("([a-z0-9_\\-]+|\\*)(:([a-z0-9_\\-]+|\\*))+");

    /** Whether {@code s} is an Authority-Scope token ({@code domain:action}), the one grammar every scope is held to. */
    public static boolean isToken(String s) {
        return s != null && TOKEN.matcher(s).matches();
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(GRAMMAR);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        List<String> scopes = e.requiredScopes();
        for (int i = 0; i < scopes.size(); i++) {
            String s = scopes.get(i);
            if (s != null && TOKEN.matcher(s).matches()) {
                continue;
            }
            String key = e.fieldPath("required_scopes") + "/" + i;
            String lower = s == null ? null : s.trim().toLowerCase(Locale.ROOT);
            Fix f = lower != null && !lower.equals(s) && TOKEN.matcher(lower).matches()
                    ? Literals.replaceValue("Write " + lower, file, out.rangeOf(key), s, lower)
                    : null;
            out.report(
                    GRAMMAR,
                    Severity.ERROR,
                    key,
                    "Scope `" + s + "` is not an Authority-Scope token: lowercase "
                            + "`domain:action` (at least two `:`-separated segments of letters, digits, `-`, `_`, or `*`), "
                            + "e.g. `booking:room` or `booking:*` (AGTP-API §6.3, AGTP §Authority-Scope)"
                            + (s != null && s.contains(",") ? "; list each scope as its own array entry." : "."),
                    f == null ? List.of() : List.of(f));
        }
    }
}
