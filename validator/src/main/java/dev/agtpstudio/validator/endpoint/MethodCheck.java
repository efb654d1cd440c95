package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.catalog.LegacyVerb;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import dev.agtpstudio.validator.support.MethodStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** AGTP-API §3.2, §3.6, §4.4-4.5: the endpoint's method is lexically valid and admitted by the catalog in force. */
public final class MethodCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo SYNTAX = new RuleInfo(
            "method/syntax",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §3.2",
            "Method is not an uppercase ASCII token of 3-32 letters");
    public static final RuleInfo NOT_IN_CATALOG = new RuleInfo(
            "method/not-in-catalog",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §3.2",
            "Method is not in the catalog nor a declared custom method");
    public static final RuleInfo LEGACY = new RuleInfo(
            "method/legacy-verb",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §3.6",
            "Legacy HTTP verb used as an endpoint method");
    public static final RuleInfo DEPRECATED = new RuleInfo(
            "method/deprecated",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGTP-API §4.4",
            "Method is deprecated in the catalog");
    public static final RuleInfo REMOVED = new RuleInfo(
            "method/removed", Severity.ERROR, Passes.ENDPOINT, "AGTP-API §4.5", "Method was removed from the catalog");

    @Override
    public List<RuleInfo> rules() {
        return List.of(SYNTAX, NOT_IN_CATALOG, LEGACY, DEPRECATED, REMOVED);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        String m = e.method();
        if (m == null) {
            return;
        }
        String key = e.fieldPath("method");
        TextRange range = out.rangeOf(key);
        MethodCatalog cat = ctx.catalog();
        switch (MethodStatus.of(m, cat, ctx.serverConfig())) {
            case BAD_SYNTAX -> syntax(file, out, key, range, m, ctx);
            case REMOVED -> {
                MethodInfo info = cat.method(m).orElseThrow();
                out.report(
                        REMOVED,
                        key,
                        "Method `" + m + "` was removed from the method catalog in version "
                                + info.removedIn() + " (catalog in force: " + cat.version()
                                + "); servers refuse endpoints "
                                + "declaring it (AGTP-API §4.5)." + successorHint(info),
                        successorFixes(file, range, m, info));
            }
            case DEPRECATED -> {
                MethodInfo info = cat.method(m).orElseThrow();
                out.report(
                        DEPRECATED,
                        Severity.WARNING,
                        key,
                        "Method `" + m + "` is deprecated since catalog "
                                + info.deprecatedIn()
                                + (info.removedIn() == null ? "" : " and will be removed in " + info.removedIn())
                                + "; responses will carry AGTP-Catalog-Warning (AGTP-API §4.4)." + successorHint(info),
                        successorFixes(file, range, m, info));
            }
            case LEGACY_ADMITTED ->
                legacy(
                        file,
                        out,
                        key,
                        range,
                        m,
                        cat,
                        Severity.WARNING,
                        "The server's policies.methods.legacy admits it, but legacy verbs MUST NOT be used in new endpoint "
                                + "definitions (AGTP-API §3.6).");
            case LEGACY_REFUSED ->
                legacy(
                        file,
                        out,
                        key,
                        range,
                        m,
                        cat,
                        Severity.ERROR,
                        "It is a legacy HTTP verb and the server does not opt into it in policies.methods.legacy; "
                                + "legacy verbs MUST NOT be used in new endpoints either way (AGTP-API §3.6).");
            case UNKNOWN -> unknown(file, out, key, range, m, cat);
            default -> {}
        }
    }

    private void syntax(
            LoadedFile<EndpointDecl> file, Reporter out, String key, TextRange range, String m, ValidationContext ctx) {
        String upper = m.trim().toUpperCase(Locale.ROOT);
        List<Fix> fixes = new ArrayList<>();
        if (!upper.equals(m) && MethodStatus.lexicallyValid(upper)) {
            fixes.add(Literals.replaceValue("Uppercase to " + upper, file, range, m, upper));
        }
        if (fixes.stream().noneMatch(Objects::nonNull)) {
            for (String s : ctx.catalog().nearest(upper.replaceAll("[^A-Z]", ""), 3)) {
                fixes.add(Literals.replaceValue("Replace with " + s, file, range, m, s));
            }
        }
        out.report(
                SYNTAX,
                Severity.ERROR,
                key,
                "Method `" + m + "` must be a single uppercase ASCII token matching "
                        + "^[A-Z]+$ with 3 to 32 letters (AGTP-API §3.2)"
                        + (upper.equals(m) ? "." : "; write `" + upper + "`."),
                clean(fixes));
    }

    private void legacy(
            LoadedFile<EndpointDecl> file,
            Reporter out,
            String key,
            TextRange range,
            String m,
            MethodCatalog cat,
            Severity sev,
            String why) {
        String pref = cat.legacyVerb(m).map(LegacyVerb::preferred).orElse(null);
        List<Fix> fixes = new ArrayList<>();
        if (pref != null) {
            fixes.add(Literals.replaceValue("Replace with " + pref, file, range, m, pref));
        }
        out.report(
                LEGACY,
                sev,
                key,
                "Method `" + m + "`: " + why + (pref == null ? "" : " Use the catalog verb `" + pref + "` instead."),
                clean(fixes));
    }

    private void unknown(
            LoadedFile<EndpointDecl> file, Reporter out, String key, TextRange range, String m, MethodCatalog cat) {
        List<String> near = cat.nearest(m, 3);
        List<Fix> fixes = new ArrayList<>();
        for (String s : near) {
            fixes.add(Literals.replaceValue("Replace with " + s, file, range, m, s));
        }
        out.report(
                NOT_IN_CATALOG,
                Severity.ERROR,
                key,
                "Method `" + m + "` is not in the method catalog "
                        + cat.version()
                        + " and is not a custom method declared in policies.methods; servers answer 459 "
                        + "Method Violation (AGTP-API §3.2, §3.3)."
                        + (near.isEmpty()
                                ? " Pick a verb from the catalog."
                                : " Did you mean " + String.join(", ", near) + "?"),
                clean(fixes));
    }

    private static String successorHint(MethodInfo info) {
        return info.successor() == null ? "" : " Migrate to `" + info.successor() + "`.";
    }

    private static List<Fix> successorFixes(LoadedFile<?> file, TextRange range, String m, MethodInfo info) {
        if (info.successor() == null) {
            return List.of();
        }
        Fix f = Literals.replaceValue("Replace with " + info.successor(), file, range, m, info.successor());
        return f == null ? List.of() : List.of(f);
    }

    static List<Fix> clean(List<Fix> fixes) {
        return fixes.stream()
                .filter(Objects::nonNull)
                .filter(f -> !f.edits().isEmpty())
                .toList();
    }
}
