package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.Vocabulary;
import dev.agtpstudio.validator.RuleInfo;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Pass 7, vocabulary integrity (AGIS §8.2 a, b): declared_verbs equals the set of methods used, compared
 * case-insensitively (AGIS §4.1 e). Every finding offers the same fix: rewrite declared_verbs to the verbs in use.
 */
public final class VocabularyPass implements AgisPass {
    static final RuleInfo UNDECLARED = AgisRule.of(
            "p7-undeclared-verb",
            Severity.ERROR,
            7,
            "AGIS §8.2 (a)",
            "An endpoint uses a method that vocabulary.declared_verbs does not list");
    static final RuleInfo UNUSED = AgisRule.of(
            "p7-unused-verb",
            Severity.ERROR,
            7,
            "AGIS §8.2 (b)",
            "vocabulary.declared_verbs lists a verb no endpoint uses");
    static final RuleInfo DUPLICATE = AgisRule.of(
            "p7-duplicate-verb",
            Severity.WARNING,
            7,
            "AGIS §8.2",
            "vocabulary.declared_verbs lists the same verb twice");
    static final RuleInfo DOMAIN =
            AgisRule.of("p7-domain", Severity.INFO, 7, "AGIS §8.2 (c)", "vocabulary.domain is absent");

    @Override
    public int number() {
        return 7;
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(UNDECLARED, UNUSED, DUPLICATE, DOMAIN);
    }

    @Override
    public void document(AgisRun run) {
        Vocabulary voc = run.doc().vocabulary();
        if (voc == null) {
            return;
        }
        String vk = voc.keyPath() == null ? "/vocabulary" : voc.keyPath();
        if (voc.domain() == null || voc.domain().isBlank()) {
            run.out()
                    .reportKey(
                            DOMAIN,
                            vk + "/domain",
                            "vocabulary.domain is absent: name the service domain in plain words, e.g. hospitality");
        }
        if (voc.declaredVerbs() == null) {
            return;
        }
        String listKey = vk + "/declared_verbs";
        Set<String> used = new LinkedHashSet<>();
        for (AgisEndpoint ep : run.endpoints()) {
            if (ep.method() != null && !ep.method().isBlank()) {
                used.add(norm(ep.method()));
            }
        }
        List<String> declared = voc.declaredVerbs();
        Set<String> declaredSet = new LinkedHashSet<>();
        for (String v : declared) {
            if (v != null) {
                declaredSet.add(norm(v));
            }
        }
        List<String> wanted = new ArrayList<>();
        declaredSet.stream().filter(used::contains).forEach(wanted::add);
        used.stream().filter(v -> !wanted.contains(v)).forEach(wanted::add);
        Fix[] fix = DeclaredVerbsFix.of(run, listKey, wanted).stream().toArray(Fix[]::new);

        Set<String> reported = new LinkedHashSet<>();
        for (AgisEndpoint ep : run.endpoints()) {
            String m = ep.method();
            if (m != null && !m.isBlank() && !declaredSet.contains(norm(m)) && reported.add(norm(m))) {
                run.out()
                        .report(
                                UNDECLARED,
                                ep.fieldPath("method"),
                                "method `" + m.strip() + "` is used by " + SemanticCompletenessPass.label(ep)
                                        + " but not listed in vocabulary.declared_verbs; add it",
                                fix);
            }
        }
        Set<String> seen = new LinkedHashSet<>();
        for (int i = 0; i < declared.size(); i++) {
            String v = declared.get(i);
            if (v == null) {
                continue;
            }
            String key = listKey + "/" + i;
            if (!seen.add(norm(v))) {
                run.out().report(DUPLICATE, key, "declared_verbs lists `" + v + "` more than once; keep one", fix);
            } else if (!used.contains(norm(v))) {
                run.out()
                        .report(
                                UNUSED,
                                key,
                                "declared_verbs lists `" + v
                                        + "` but no endpoint uses it; remove it or add an endpoint with method "
                                        + norm(v),
                                fix);
            }
        }
    }

    static String norm(String verb) {
        return verb.strip().toUpperCase(Locale.ROOT);
    }
}
