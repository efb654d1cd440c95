package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Words;
import java.util.List;
import java.util.Locale;

/** AGTP-API §7.1: intent and outcome are non-empty single sentences; actor is free-form with suggested values. */
public final class SemanticTextCheck implements FileCheck<EndpointDecl> {
    public static final int MAX_LENGTH = 500;
    public static final RuleInfo EMPTY_TEXT = new RuleInfo(
            "semantic/empty-text", Severity.ERROR, Passes.ENDPOINT, "AGTP-API §7.1", "intent or outcome is empty");
    public static final RuleInfo MULTIPLE_SENTENCES = new RuleInfo(
            "semantic/multiple-sentences",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "intent or outcome has more than one sentence");
    public static final RuleInfo TOO_LONG = new RuleInfo(
            "semantic/text-too-long",
            Severity.WARNING,
            Passes.ENDPOINT,
            "AGTP-API §7.1; AGIS §13",
            "intent or outcome is longer than 500 characters");
    public static final RuleInfo ACTOR = new RuleInfo(
            "semantic/actor-suggestion",
            Severity.HINT,
            Passes.ENDPOINT,
            "AGTP-API §7.1",
            "actor is not one of the suggested interoperable values");

    @Override
    public List<RuleInfo> rules() {
        return List.of(EMPTY_TEXT, MULTIPLE_SENTENCES, TOO_LONG, ACTOR);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        Semantic s = file.model().semantic();
        if (s == null) {
            return;
        }
        text(out, s, "intent", s.intent());
        text(out, s, "outcome", s.outcome());
        if (s.actor() != null) {
            String a = s.actor().trim();
            if (a.isEmpty()) {
                out.report(
                        EMPTY_TEXT,
                        s.fieldPath("actor"),
                        "The semantic `actor` is empty; name the class of caller, " + "e.g. "
                                + String.join(", ", Semantic.SUGGESTED_ACTORS) + " (AGTP-API §7.1).");
            } else if (!Semantic.SUGGESTED_ACTORS.contains(a.toLowerCase(Locale.ROOT))) {
                out.report(
                        ACTOR,
                        s.fieldPath("actor"),
                        "Actor `" + a + "` is valid (actor is free-form), but the "
                                + "suggested interoperable values are " + String.join(", ", Semantic.SUGGESTED_ACTORS)
                                + " (AGTP-API §7.1); use one when it fits.");
            }
        }
    }

    private static void text(Reporter out, Semantic s, String field, String value) {
        if (value == null) {
            return;
        }
        String key = s.fieldPath(field);
        if (value.isBlank()) {
            out.report(
                    EMPTY_TEXT,
                    key,
                    "The semantic `" + field + "` is empty; write one sentence saying "
                            + ("intent".equals(field)
                                    ? "what the endpoint sets out to do"
                                    : "what is true after it succeeds")
                            + " (AGTP-API §7.1).");
            return;
        }
        int n = Words.sentenceCount(value);
        if (n > 1) {
            out.report(
                    MULTIPLE_SENTENCES,
                    key,
                    "The semantic `" + field + "` has " + n + " sentences; it should be a "
                            + "single sentence (AGTP-API §7.1). Move detail to `description` or shorten it.");
        }
        if (value.length() > MAX_LENGTH) {
            out.report(
                    TOO_LONG,
                    key,
                    "The semantic `" + field + "` is " + value.length() + " characters long (over "
                            + MAX_LENGTH
                            + "); long agent-facing text is hard to reason about and a prompt-injection surface "
                            + "(AGTP-API §7.1, AGIS §13). Shorten it to one sentence.");
        }
    }
}
