package dev.agtpstudio.importer;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.model.Semantic;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Prefills the semantic block (AGTP-API §7): intent from the summary or description, in the imperative (§7.1:
 * "Removes a user" becomes "Remove a user"); outcome from the 2xx response description when it says something,
 * else a post-condition from what the operation does and its response schema ("The participant no longer exists
 * upstream.", "The pet is returned with id, name and status."); actor agent, capability the verb's category, impact
 * and is_idempotent from the chooser (HTTP method and judgment), confidence from the verb evidence. Every field is a
 * guess and goes to {@code review}.
 */
public final class SemanticBuilder {
    /** Response descriptions that only name the status ("OK.", "Successful operation"): no outcome in them. */
    private static final java.util.regex.Pattern BARE_STATUS = java.util.regex.Pattern.compile(
            "(?i)(ok|success|successful|successful (operation|response|request)|no content|created|accepted|done|"
                    + "\\d{3}( \\w+)?|default response|response|the request (has )?succeeded)\\W*");

    private static final java.util.regex.Pattern RETURNS = java.util.regex.Pattern.compile("(?i)returns?\\b");
    /** Words of a response description that carry no outcome ("Returns typical success response."). */
    private static final Set<String> FILLER = Set.of(
            "a",
            "an",
            "the",
            "typical",
            "successful",
            "success",
            "succeeded",
            "response",
            "responses",
            "operation",
            "request",
            "ok",
            "returns",
            "return",
            "returned",
            "is",
            "was",
            "has",
            "been",
            "default",
            "result",
            "status",
            "code",
            "for",
            "of",
            "if",
            "when",
            "everything",
            "worked",
            "completed",
            "fine",
            "all",
            "good",
            "with",
            "http",
            "no",
            "content",
            "body",
            "empty",
            "json",
            "object",
            "data",
            "it",
            "this",
            "call",
            "on");
    /** Third-person forms whose base form is not a catalog verb but that lead many summaries. */
    private static final Set<String> COMMON_VERBS = Set.of(
            "get", "return", "delete", "add", "show", "give", "post", "put", "patch", "allow", "make", "let", "provide",
            "see", "change", "use", "apply", "send", "kick", "turn", "mark", "toggle");
    /** Words that open a verb's object ("Places an order", "Closes the ticket"). */
    private static final java.util.regex.Pattern OBJECT_LEAD = java.util.regex.Pattern.compile(
            "(?i)(a|an|the|all|one|each|every|your|new|some|any|multiple|existing|specified|given)\\b");
    /** "This endpoint returns ...", "This operation lets you ...": the verb after such a lead is the intent's. */
    private static final java.util.regex.Pattern LEAD = java.util.regex.Pattern.compile(
            "(?i)^(this|the) (endpoint|operation|method|api|call|route|resource) (will )?");

    private final MethodCatalog catalog;

    public SemanticBuilder(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    public Semantic build(
            SpecOperation op,
            String verb,
            VerbChoice choice,
            String path,
            String responseDescription,
            Map<String, String> review) {
        return build(op, verb, choice, path, responseDescription, null, review);
    }

    /** @param output the endpoint's output schema (its properties name what an outcome returns), or null */
    public Semantic build(
            SpecOperation op,
            String verb,
            VerbChoice choice,
            String path,
            String responseDescription,
            com.fasterxml.jackson.databind.JsonNode output,
            Map<String, String> review) {
        String intent =
                imperative(sentence(op.summary() != null ? op.summary() : firstSentence(op.description())), verb);
        if (intent == null) {
            intent = neutralIntent(verb, path);
            review.put("semantic.intent", "no summary or description: written from the method and path");
        } else {
            review.put(
                    "semantic.intent",
                    "taken from the " + (op.summary() != null ? "summary" : "description")
                            + "; say what the caller wants, in one sentence");
        }
        String outcome;
        String rd = firstSentence(SpecProse.clean(responseDescription));
        String participle =
                rd == null ? null : rd.replaceAll("[.!]+$", "").strip().toLowerCase(Locale.ROOT);
        if (participle != null && participle.matches("[a-z]+ed")) {
            // "removed", "created": the post-condition itself, of the operation's resource.
            outcome = sentence("The " + resource(op.path()) + " is " + participle);
            review.put("semantic.outcome", "from the 2xx response description; say what is true afterwards");
        } else if (rd != null && !BARE_STATUS.matcher(rd).matches() && !filler(rd)) {
            outcome = sentence(RETURNS.matcher(rd).lookingAt() ? rd : "Returns " + lowerFirst(rd));
            review.put("semantic.outcome", "from the 2xx response description; say what is true afterwards");
        } else {
            outcome = postCondition(op, verb, choice.impact(), output);
            review.put(
                    "semantic.outcome",
                    "the spec says nothing about the result: written from what the operation"
                            + " does and its response schema; say what is true afterwards");
        }
        String capability = catalog.category(verb).orElse("query");
        review.put("semantic.capability", "the primary catalog category of " + verb);
        review.put("semantic.actor", "defaulted to agent");
        // The verb chooser's reason when it judged the impact from what the operation does (a POST that only
        // examines, a GET that changes state), else the HTTP method's default, which says little.
        review.put(
                "semantic.impact",
                choice.flags().stream()
                        .filter(f -> "semantic.impact".equals(f.field()))
                        .map(Flag::message)
                        .findFirst()
                        .orElse("guessed from HTTP " + op.httpMethod()
                                + "; HTTP semantics do not say how reversible an effect is (AGTP-API §14.1)"));
        review.put("semantic.is_idempotent", "from HTTP " + op.httpMethod());
        double confidence = Math.round(Math.max(0.5, Math.min(0.95, choice.score())) * 100) / 100.0;
        review.put("semantic.confidence", "the verb evidence score, clamped to 0.5-0.95");
        return new Semantic(
                intent,
                "agent",
                outcome,
                capability,
                confidence,
                choice.impact(),
                choice.idempotent(),
                "/endpoint/semantic");
    }

    /** True when a response description holds no word that says what happened ("Typical success response."). */
    static boolean filler(String description) {
        for (String w : description.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (!w.isEmpty() && !FILLER.contains(w) && !w.matches("\\d+")) {
                return false;
            }
        }
        return true;
    }

    /**
     * What is true after the call, when the spec does not say: a read returns its resource (with the first response
     * fields), a removal leaves it gone, a creation leaves it existing, another change leaves it changed.
     */
    private String postCondition(
            SpecOperation op, String verb, String impact, com.fasterxml.jackson.databind.JsonNode output) {
        String what = resource(op.path());
        String category = catalog.category(verb).orElse("");
        if (op.httpMethod().equals("DELETE")
                || Set.of("REMOVE", "DELETE", "PURGE", "DEREGISTER", "UNINSTALL", "VOID", "REVOKE", "UNLINK", "DETACH")
                        .contains(verb)) {
            return "The " + what + " no longer exists upstream.";
        }
        java.util.List<String> fields = new java.util.ArrayList<>();
        if (output != null) {
            output.path("properties").fieldNames().forEachRemaining(fields::add);
        }
        String with = fields.isEmpty()
                ? ""
                : fields.size() == 1 && Set.of("items", "value").contains(fields.get(0))
                        ? ""
                        : " with " + join(fields.subList(0, Math.min(4, fields.size())))
                                + (fields.size() > 4 ? " and more" : "");
        if ("informational".equals(impact)) {
            return "The " + what + " " + (what.endsWith("s") ? "are" : "is") + " returned" + with + ".";
        }
        if (category.equals("creation")) {
            return "A new " + singular(what) + " exists upstream" + (with.isEmpty() ? "" : " and is returned" + with)
                    + ".";
        }
        return "The " + what + " " + (what.endsWith("s") ? "are" : "is") + " changed upstream"
                + (with.isEmpty() ? "" : "; the result is returned" + with) + ".";
    }

    /** The resource a path names: its last literal segment, singular when an identifier follows it. */
    static String resource(String path) {
        String[] parts = path.split("/");
        for (int i = parts.length - 1; i >= 0; i--) {
            String p = parts[i];
            if (!p.isEmpty() && !PathTemplate.isParameterSegment(p) && !p.contains(".")) {
                String noun = p.replaceAll("[-_]+", " ").toLowerCase(Locale.ROOT);
                return i < parts.length - 1 && PathTemplate.isParameterSegment(parts[parts.length - 1])
                        ? singular(noun)
                        : noun;
            }
        }
        return "resource";
    }

    private static String singular(String noun) {
        if (noun.endsWith("ies")) {
            return noun.substring(0, noun.length() - 3) + "y";
        }
        if (noun.endsWith("sses") || noun.endsWith("xes") || noun.endsWith("ches") || noun.endsWith("shes")) {
            return noun.substring(0, noun.length() - 2);
        }
        return noun.endsWith("s") && !noun.endsWith("ss") ? noun.substring(0, noun.length() - 1) : noun;
    }

    private static String join(java.util.List<String> names) {
        return names.size() == 1
                ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /**
     * An intent in the imperative (AGTP-API §7.1 asks what the caller wants done): a leading third-person verb
     * ("Returns", "Lists", "Fetches", "Applies") becomes its base form, and a "This endpoint ..." lead is dropped.
     */
    String imperative(String intent) {
        if (intent == null) {
            return null;
        }
        String t = LEAD.matcher(intent).replaceFirst("");
        int sp = t.indexOf(' ');
        String first = sp < 0 ? t : t.substring(0, sp);
        String lower = first.toLowerCase(Locale.ROOT);
        String base = null;
        if (lower.matches("[a-z]+s") && !lower.endsWith("ss")) {
            for (String c : new String[] {
                lower.endsWith("ies") ? lower.substring(0, lower.length() - 3) + "y" : null,
                lower.endsWith("es") ? lower.substring(0, lower.length() - 2) : null,
                lower.substring(0, lower.length() - 1)
            }) {
                if (c != null && (catalog.isVerb(c.toUpperCase(Locale.ROOT)) || COMMON_VERBS.contains(c))) {
                    base = c;
                    break;
                }
            }
            if (base == null
                    && sp > 0
                    && OBJECT_LEAD.matcher(t.substring(sp + 1)).lookingAt()) {
                // "Places an order": a word in -s before an article is a verb even when no list knows it.
                base = lower.matches(".*(ch|sh|ss|x|z|o)es")
                        ? lower.substring(0, lower.length() - 2)
                        : lower.endsWith("ies")
                                ? lower.substring(0, lower.length() - 3) + "y"
                                : lower.substring(0, lower.length() - 1);
            }
        }
        if (base == null) {
            return t.equals(intent) ? intent : sentence(t);
        }
        return sentence(Character.toUpperCase(base.charAt(0)) + base.substring(1) + (sp < 0 ? "" : t.substring(sp)));
    }

    /**
     * {@link #imperative(String)}, and a noun phrase, which asks for nothing, led by a verb: "The live source to
     * delete." is "Delete the live source.", "A list of tags ..." is "List tags ...", and any other phrase opening
     * with an article is led by the chosen verb ("The VOD source configuration." for CREATE: "Create the VOD source
     * configuration.").
     */
    String imperative(String intent, String verb) {
        String t = imperative(intent);
        if (t == null || verb == null || verb.isEmpty()) {
            return t;
        }
        java.util.regex.Matcher to = NOUN_TO_VERB.matcher(t);
        if (to.matches()) {
            String w = to.group(3).toLowerCase(Locale.ROOT);
            if (catalog.isVerb(w.toUpperCase(Locale.ROOT)) || COMMON_VERBS.contains(w)) {
                return sentence(Character.toUpperCase(w.charAt(0)) + w.substring(1) + " the " + to.group(2));
            }
        }
        java.util.regex.Matcher list = LIST_OF.matcher(t);
        if (list.matches()) {
            return sentence("List " + list.group(1));
        }
        if (NOUN_LEAD.matcher(t).lookingAt()) {
            String v = verb.toLowerCase(Locale.ROOT);
            return sentence(Character.toUpperCase(v.charAt(0)) + v.substring(1) + " " + lowerFirst(t));
        }
        return t;
    }

    /** "The live source to delete.": the thing, then the action. */
    private static final java.util.regex.Pattern NOUN_TO_VERB =
            java.util.regex.Pattern.compile("(?i)(the|a|an) (.+) to ([a-z]+)\\.?");
    /** "A list of tags that ...": the tags are listed. */
    private static final java.util.regex.Pattern LIST_OF =
            java.util.regex.Pattern.compile("(?i)(?:a|the) (?:full |complete )?list of (.+?)\\.?");
    /** A phrase that opens with an article names a thing, not what the caller wants done. */
    private static final java.util.regex.Pattern NOUN_LEAD = java.util.regex.Pattern.compile("(?i)(the|a|an) ");

    /** The intent written from the method and path when the spec gives none that can be used. */
    static String neutralIntent(String verb, String path) {
        return sentence(verb.charAt(0) + verb.substring(1).toLowerCase(Locale.ROOT) + " " + path);
    }

    /** The outcome written from the impact when the spec gives none that can be used. */
    static String neutralOutcome(String impact) {
        return "informational".equals(impact)
                ? "The requested information is returned."
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
