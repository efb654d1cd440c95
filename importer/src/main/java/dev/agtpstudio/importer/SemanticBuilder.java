package dev.agtpstudio.importer;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.Semantic;
import java.util.Locale;
import java.util.Map;

/**
 * Prefills the semantic block (AGTP-API §7): intent from the summary or description, outcome from the 2xx response,
 * actor agent, capability the verb's category, impact and is_idempotent from the HTTP method (with the chooser's
 * judgment), confidence from the verb evidence. Every field is a guess and goes to {@code review}.
 */
public final class SemanticBuilder {
    /** Response descriptions that only name the status ("OK.", "Successful operation"): no outcome in them. */
    private static final java.util.regex.Pattern BARE_STATUS = java.util.regex.Pattern.compile(
            "(?i)(ok|success|successful|successful (operation|response|request)|no content|created|accepted|done|"
                    + "\\d{3}( \\w+)?|default response|response|the request (has )?succeeded)\\W*");
    private static final java.util.regex.Pattern RETURNS = java.util.regex.Pattern.compile("(?i)returns?\\b");
    private final MethodCatalog catalog;

    public SemanticBuilder(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    public Semantic build(SpecOperation op, String verb, VerbChoice choice, String path, String responseDescription,
                          Map<String, String> review) {
        String intent = sentence(op.summary() != null ? op.summary() : firstSentence(op.description()));
        if (intent == null) {
            intent = neutralIntent(verb, path);
            review.put("semantic.intent", "no summary or description: written from the method and path");
        } else {
            review.put("semantic.intent", "taken from the " + (op.summary() != null ? "summary" : "description")
                    + "; say what the caller wants, in one sentence");
        }
        String outcome;
        String rd = firstSentence(Text.clean(responseDescription));
        if (rd != null && !BARE_STATUS.matcher(rd).matches()) {
            outcome = sentence(RETURNS.matcher(rd).lookingAt() ? rd : "Returns " + lowerFirst(rd));
            review.put("semantic.outcome", "from the 2xx response description; say what is true afterwards");
        } else {
            outcome = neutralOutcome(choice.impact());
            review.put("semantic.outcome", "no response description: generic text");
        }
        String capability = catalog.category(verb).orElse("query");
        review.put("semantic.capability", "the primary catalog category of " + verb);
        review.put("semantic.actor", "defaulted to agent");
        review.put("semantic.impact", "guessed from HTTP " + op.httpMethod()
                + "; HTTP semantics do not say how reversible an effect is (AGTP-API §14.1)");
        review.put("semantic.is_idempotent", "from HTTP " + op.httpMethod());
        double confidence = Math.round(Math.max(0.5, Math.min(0.95, choice.score())) * 100) / 100.0;
        review.put("semantic.confidence", "the verb evidence score, clamped to 0.5-0.95");
        return new Semantic(intent, "agent", outcome, capability, confidence, choice.impact(), choice.idempotent(),
                "/endpoint/semantic");
    }

    /** The intent written from the method and path when the spec gives none that can be used. */
    static String neutralIntent(String verb, String path) {
        return sentence(verb.charAt(0) + verb.substring(1).toLowerCase(Locale.ROOT) + " " + path);
    }

    /** The outcome written from the impact when the spec gives none that can be used. */
    static String neutralOutcome(String impact) {
        return "informational".equals(impact) ? "The requested information is returned."
                : "The change is applied upstream.";
    }

    static String firstSentence(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        String t = s.strip().replaceAll("\\s+", " ");
        int i = t.indexOf(". ");
        if (i > 0) {
            t = t.substring(0, i + 1);
        }
        if (t.length() > 300) {
            t = t.substring(0, 297) + "...";
        }
        return t;
    }

    private static String sentence(String s) {
        if (s == null || s.isBlank()) {
            return null;
        }
        String t = s.strip();
        t = Character.toUpperCase(t.charAt(0)) + t.substring(1);
        return t.endsWith(".") || t.endsWith("?") || t.endsWith("!") ? t : t + ".";
    }

    private static String lowerFirst(String s) {
        if (s.length() > 1 && Character.isUpperCase(s.charAt(0)) && !Character.isUpperCase(s.charAt(1))) {
            return Character.toLowerCase(s.charAt(0)) + s.substring(1);
        }
        return s;
    }
}
