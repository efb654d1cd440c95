package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.validator.RuleInfo;
import java.util.List;
import java.util.Locale;

/**
 * Pass 2, method syntax (AGIS §4.1): one token of the letters A-Z, uppercase, in imperative base form, not a
 * compound. Fixes keep the first word of a compound, drop digits, uppercase, and restore the base form.
 */
public final class MethodSyntaxPass implements AgisPass {
    static final RuleInfo WHITESPACE = AgisRule.of(
            "p2-whitespace", Severity.ERROR, 2, "AGIS §4.1 (a)", "The method identifier contains whitespace");
    static final RuleInfo COMPOUND = AgisRule.of(
            "p2-compound",
            Severity.ERROR,
            2,
            "AGIS §4.1 (d)",
            "The method identifier is a compound (underscore, hyphen or camelCase)");
    static final RuleInfo CHARACTERS = AgisRule.of(
            "p2-characters",
            Severity.ERROR,
            2,
            "AGIS §4.1 (c)",
            "The method identifier contains characters other than A-Z");
    static final RuleInfo CASE =
            AgisRule.of("p2-case", Severity.WARNING, 2, "AGIS §4.1 (e)", "The method identifier is not uppercase");
    static final RuleInfo INFLECTED = AgisRule.of(
            "p2-inflected",
            Severity.ERROR,
            2,
            "AGIS §4.1 (b)",
            "The method identifier is inflected (-ING, -ED, third-person -S) instead of the imperative base form");

    @Override
    public int number() {
        return 2;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(WHITESPACE, COMPOUND, CHARACTERS, CASE, INFLECTED);
    }

    @Override
    public void endpoint(AgisRun run, int index, AgisEndpoint ep) {
        String m = ep.method();
        if (m == null || m.isBlank()) {
            return;
        }
        String key = ep.fieldPath("method");
        String t = m.strip();
        if (t.chars().anyMatch(Character::isWhitespace)) {
            String first = t.split("\\s+")[0].toUpperCase(Locale.ROOT);
            run.out()
                    .report(
                            WHITESPACE,
                            key,
                            "method `" + m + "` is not a single token; keep the verb (`" + first
                                    + "`) and move the rest into the path or the semantic block",
                            fixes(run, ep, first));
            return;
        }
        if (t.contains("_") || t.contains("-") || isCamel(t)) {
            String first = firstWord(t).toUpperCase(Locale.ROOT);
            run.out()
                    .report(
                            COMPOUND,
                            key,
                            "method `" + m + "` is a compound; AGIS methods are a single verb: use `" + first
                                    + "` and put the noun in the path (e.g. " + first + " /" + restAsPath(t) + ")",
                            fixes(run, ep, first));
            return;
        }
        if (!AgisRun.lettersOnly(t)) {
            String letters = t.replaceAll("[^A-Za-z]", "").toUpperCase(Locale.ROOT);
            run.out()
                    .report(
                            CHARACTERS,
                            key,
                            "method `" + m
                                    + "` contains characters other than A-Z (digits, punctuation or non-ASCII letters)"
                                    + (letters.isEmpty() ? "" : "; use `" + letters + "`"),
                            letters.isEmpty() ? new Fix[0] : fixes(run, ep, letters));
            return;
        }
        String upper = t.toUpperCase(Locale.ROOT);
        if (!t.equals(upper)) {
            run.out()
                    .report(
                            CASE,
                            key,
                            "method `" + m + "` should be uppercase (`" + upper
                                    + "`) to set it apart from path segments",
                            fixes(run, ep, upper));
        }
        new Inflection(run.catalog())
                .analyse(upper)
                .ifPresent(f -> run.out()
                        .report(
                                INFLECTED,
                                key,
                                "method `" + m + "` is a " + f.form() + "; AGIS methods are imperative base forms"
                                        + (f.best() == null ? "" : ": use `" + f.best() + "`"),
                                VerbFixes.renameAll(run, ep, f.bases())));
    }

    private static Fix[] fixes(AgisRun run, AgisEndpoint ep, String verb) {
        return VerbFixes.renameAll(run, ep, List.of(verb));
    }

    static boolean isCamel(String t) {
        for (int i = 1; i < t.length(); i++) {
            if (Character.isUpperCase(t.charAt(i)) && Character.isLowerCase(t.charAt(i - 1))) {
                return true;
            }
        }
        return false;
    }

    private static String firstWord(String t) {
        String[] parts = t.split("[_\\-]");
        String p = parts.length == 0 || parts[0].isEmpty() ? t : parts[0];
        for (int i = 1; i < p.length(); i++) {
            if (Character.isUpperCase(p.charAt(i)) && Character.isLowerCase(p.charAt(i - 1))) {
                return p.substring(0, i);
            }
        }
        return p;
    }

    private static String restAsPath(String t) {
        String first = firstWord(t);
        String rest = t.substring(Math.min(t.length(), first.length())).replaceAll("^[_\\-]+", "");
        String kebab =
                rest.replaceAll("([a-z])([A-Z])", "$1-$2").replace('_', '-').toLowerCase(Locale.ROOT);
        return kebab.isEmpty() ? "resource" : kebab;
    }
}
