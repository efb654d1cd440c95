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
import dev.agtpstudio.validator.support.Words;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** AGTP-API §6.3: the errors array holds named, specific, snake_case conditions. */
public final class ErrorsListCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo EMPTY_NAME = new RuleInfo(
            "errors/empty-name", Severity.ERROR, Passes.ENDPOINT, "AGTP-API §6.3", "An error code is empty");
    public static final RuleInfo NOT_SNAKE_CASE = new RuleInfo(
            "errors/not-snake-case",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGTP-API §6.3",
            "An error code is not snake_case");
    public static final RuleInfo GENERIC = new RuleInfo(
            "errors/generic",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGTP-API §6.3",
            "An error code is too generic to act on");
    public static final RuleInfo DUPLICATE = new RuleInfo(
            "errors/duplicate", Severity.WARNING, Passes.ENDPOINT, "AGTP-API §6.3", "An error code is listed twice");

    static final Set<String> GENERIC_NAMES = Set.of(
            "error",
            "failure",
            "failed",
            "fail",
            "unknown",
            "unknown_error",
            "generic_error",
            "internal_error",
            "bad_request",
            "exception",
            "invalid",
            "problem");

    @Override
    public List<RuleInfo> rules() {
        return List.of(EMPTY_NAME, NOT_SNAKE_CASE, GENERIC, DUPLICATE);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        if (e.errors() == null) {
            return;
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < e.errors().size(); i++) {
            String code = e.errors().get(i);
            String key = EndpointPaths.error(file, e, i);
            if (code == null || code.isBlank()) {
                out.report(
                        EMPTY_NAME,
                        key,
                        "Error code #" + (i + 1) + " is empty; each entry names a condition such as "
                                + "`room_unavailable` (AGTP-API §6.3).");
                continue;
            }
            if (!seen.add(code)) {
                out.report(
                        DUPLICATE,
                        key,
                        "Error code `" + code + "` is listed twice (AGTP-API §6.3). Remove the " + "repeat.");
            }
            if (!Words.isSnakeCase(code)) {
                String snake = Words.toSnakeCase(code);
                Fix f = Literals.replaceValue("Rename to " + snake, file, out.rangeOf(key), code, snake);
                out.report(
                        NOT_SNAKE_CASE,
                        Severity.WARNING,
                        key,
                        "Error code `" + code + "` is not snake_case; error "
                                + "names are protocol identifiers like `room_unavailable` (AGTP-API §6.3). Use `"
                                + snake + "`.",
                        f == null ? List.of() : List.of(f));
            }
            if (GENERIC_NAMES.contains(code.toLowerCase(Locale.ROOT))) {
                out.report(
                        GENERIC,
                        key,
                        "Error code `" + code + "` is too generic for an agent to act on; name the "
                                + "specific condition, e.g. `room_unavailable` or `invalid_dates` (AGTP-API §6.3).");
            }
        }
    }
}
