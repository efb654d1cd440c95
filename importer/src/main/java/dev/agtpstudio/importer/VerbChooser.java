package dev.agtpstudio.importer;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.validator.semantic.OperationDescription;
import dev.agtpstudio.validator.semantic.VerbSuggester;
import dev.agtpstudio.validator.semantic.VerbSuggestion;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Picks a catalog verb for an operation: {@link VerbSuggester}'s ranked evidence, plus the importer's own judgment
 * evidence (a POST that only reads, a GET with side effects, PUT vs PATCH wording, legacy verbs in the name), each
 * of which is also flagged. Never proposes a verb outside the catalog.
 */
public final class VerbChooser {
    private static final Pattern WORD = Pattern.compile("[^a-z0-9]+");
    private static final Set<String> READ_WORDS = Set.of("search", "query", "find", "filter", "lookup", "lookups");
    private static final Set<String> WRITE_WORDS =
            Set.of("create", "add", "insert", "upload", "register", "new", "submit", "save", "store");
    private static final Set<String> SIDE_EFFECT_WORDS = Set.of(
            "delete",
            "remove",
            "create",
            "send",
            "trigger",
            "reset",
            "logout",
            "cancel",
            "activate",
            "deactivate",
            "subscribe",
            "unsubscribe",
            "update",
            "set",
            "run",
            "execute",
            "start",
            "stop",
            "refresh",
            "sync",
            "increment",
            "approve",
            "reject",
            "mark",
            "follow",
            "unfollow",
            "purge",
            "revoke",
            "rotate",
            "toggle");
    private static final Set<String> PARTIAL_WORDS =
            Set.of("partial", "partially", "patch", "modify", "change", "edit", "some");
    private static final Set<String> REPLACE_WORDS = Set.of("replace", "replaces", "overwrite", "overwrites");
    private static final Map<String, String> LEGACY =
            Map.of("get", "GET", "post", "POST", "put", "PUT", "delete", "DELETE", "patch", "PATCH");

    private final VerbSuggester suggester;
    private final MethodCatalog catalog;

    public VerbChooser(VerbSuggester suggester, MethodCatalog catalog) {
        this.suggester = suggester;
        this.catalog = catalog;
    }

    public VerbChoice choose(SpecOperation op) {
        List<Flag> flags = new ArrayList<>();
        Map<String, Cand> c = new LinkedHashMap<>();
        String id = verbFirst(op.operationId());
        // A format suffix ("/movies/{id}.json") says nothing about collection or item: the item is "{id}".
        // Nor does a trailing slash ("/client_roles/{id}/" is an item).
        String shape = op.path().replaceAll("\\.(json|xml|csv|ya?ml)$", "").replaceAll("(?<=.)/+$", "");
        for (VerbSuggestion s : suggester.suggest(
                new OperationDescription(op.httpMethod(), shape, id, op.summary(), op.description()), 8)) {
            c.put(s.verb(), new Cand(s.score(), new ArrayList<>(s.evidence())));
        }
        String http = op.httpMethod();
        List<String> idWords = words(id);
        List<String> textWords = words(op.summary() != null ? op.summary() : op.description());
        List<String> segs = literalSegments(op.path());
        String last = segs.isEmpty() ? "" : segs.get(segs.size() - 1).toLowerCase(Locale.ROOT);
        String impact;
        boolean idempotent;
        switch (http) {
            case "GET", "HEAD", "OPTIONS", "TRACE" -> {
                impact = "informational";
                idempotent = true;
            }
            case "PUT", "PATCH" -> {
                impact = "reversible";
                idempotent = http.equals("PUT");
            }
            case "DELETE" -> {
                impact = "irreversible";
                idempotent = true;
            }
            default -> {
                impact = "irreversible";
                idempotent = false;
            }
        }
        String lead = !idWords.isEmpty() ? idWords.get(0) : textWords.isEmpty() ? "" : textWords.get(0);
        if (http.equals("POST")
                && (READ_WORDS.contains(last) || READ_WORDS.contains(lead))
                && !WRITE_WORDS.contains(lead)) {
            String v = catalog.isVerb("SEARCH") ? "SEARCH" : "QUERY";
            boost(
                    c,
                    v,
                    0.9,
                    "a POST named \"" + (READ_WORDS.contains(last) ? last : lead)
                            + "\" reads without changing anything");
            impact = "informational";
            idempotent = true;
            flags.add(new Flag(
                    FlagCode.POST_ONLY_READS,
                    "method",
                    "POST " + op.path() + " reads only: mapped to " + v
                            + ", impact informational, idempotent; confirm it changes nothing upstream"));
        }
        boolean sideEffects = false;
        if (http.equals("GET")) {
            String hit = first(
                    SIDE_EFFECT_WORDS,
                    idWords.isEmpty() ? List.of() : List.of(idWords.get(0)),
                    textWords.isEmpty() ? List.of() : List.of(textWords.get(0)),
                    List.of(last));
            if (hit != null) {
                sideEffects = true;
                impact = "reversible";
                idempotent = false;
                flags.add(new Flag(
                        FlagCode.GET_WITH_SIDE_EFFECTS,
                        "semantic.impact",
                        "GET " + op.path()
                                + " is named \"" + hit + "\", which changes state; impact set to reversible and "
                                + "is_idempotent false; confirm"));
            }
        }
        String all = String.join(" ", textWords) + " " + String.join(" ", words(op.description()));
        if (http.equals("PUT")
                && (anyOf(PARTIAL_WORDS, all)
                        || (!idWords.isEmpty() && idWords.get(0).equals("update")))) {
            boost(c, "MODIFY", 0.3, "a PUT described as a change (\"update\", \"modify\"...) may be partial");
            flags.add(new Flag(
                    FlagCode.PUT_VS_PATCH,
                    "method",
                    "PUT " + op.path() + " reads like a partial update; "
                            + "REPLACE says the whole resource is replaced, MODIFY/UPDATE a partial change"));
        } else if (http.equals("PATCH") && anyOf(REPLACE_WORDS, all)) {
            boost(c, "REPLACE", 0.5, "a PATCH described as a replacement");
            flags.add(new Flag(
                    FlagCode.PUT_VS_PATCH,
                    "method",
                    "PATCH " + op.path() + " is described as a replacement; MODIFY vs REPLACE"));
        }
        if (!idWords.isEmpty() && LEGACY.containsKey(idWords.get(0))) {
            String legacy = LEGACY.get(idWords.get(0));
            String preferred =
                    catalog.legacyVerb(legacy).map(l -> l.preferred()).orElse(null);
            if (preferred != null) {
                boost(c, preferred, 0.3, "the legacy verb " + legacy + " in the operationId prefers " + preferred);
            }
        }
        if (segs.size() > 1 && (http.equals("POST") || http.equals("PUT") || http.equals("PATCH"))) {
            // Only a call that acts can name its action in the path; "DELETE .../cache" removes a cache.
            String segVerb = MethodCatalog.normalizeVerb(last).toUpperCase(Locale.ROOT);
            String preferred = LEGACY.containsKey(last)
                    ? catalog.legacyVerb(LEGACY.get(last))
                            .map(l -> l.preferred())
                            .orElse(null)
                    : catalog.isVerb(segVerb) ? segVerb : null;
            if (preferred != null) {
                // An action segment ("/authorize") names the action; pluralising it ("/authorizes") would not.
                boost(c, preferred, 0.6, "the path ends with the action \"" + last + "\"");
            } else if (http.equals("POST") && afterParameter(op.path())) {
                // An item's action named as a noun ("/orders/{id}/cancellation") is still that action.
                String named = nominalVerb(last);
                if (named != null) {
                    boost(c, named, 0.5, "the path ends with \"" + last + "\", the action " + named);
                }
            }
        }
        if (http.equals("POST") && weakest(c)) {
            // The summary only names a thing ("Class XII Passing Certificate",
            // "Registration of Vehicles": the document, not the action); the description says what the call
            // is for ("API to verify ..."): that action, not a creation, and before a noun of the summary.
            String purpose = purposeVerb(op.description());
            if (purpose != null) {
                boost(c, purpose, 0.7, "the description says the operation is to " + purpose.toLowerCase(Locale.ROOT));
            }
        }
        if (http.equals("POST") && weakest(c)) {
            // Nothing named a verb, but the summary names the action as a noun ("Sentiment Analysis", "Language
            // Detection"): that action, not a creation the HTTP method merely suggests.
            for (String w : textWords) {
                String named = w.endsWith("ion") || w.endsWith("sis") ? prefixVerb(w.toUpperCase(Locale.ROOT)) : null;
                if (named != null) {
                    boost(c, named, 0.6, "the summary names the action \"" + w + "\", the action " + named);
                    break;
                }
            }
        }
        phrasal(c, idWords, words(segs.isEmpty() ? "" : segs.get(segs.size() - 1)), textWords);
        if (http.equals("GET")) {
            lookups(c, id, segs);
            if (!PathTemplate.endsWithParameter(shape)
                    && (idWords.contains("list") || textWords.contains("list") || textWords.contains("all"))) {
                // "Get list of PAM asset categories" (get_asset_categories): the legacy "get" says FETCH, the
                // words say the collection is listed.
                boost(c, "LIST", 0.9, "a GET of a collection whose name says \"list\" or \"all\"");
            }
        }
        List<Map.Entry<String, Cand>> ranked = ranked(c, http, sideEffects, segs, last, shape);
        String verb = ranked.get(0).getKey();
        Cand top = ranked.get(0).getValue();
        if (!idWords.isEmpty() && LEGACY.containsKey(idWords.get(0))) {
            flags.add(new Flag(
                    FlagCode.LEGACY_VERB,
                    "method",
                    "operationId \"" + op.operationId()
                            + "\" is named with the legacy verb " + LEGACY.get(idWords.get(0)) + " (AGTP-API §3.6); "
                            + verb + " was chosen instead"));
        }
        if (top.why.stream().allMatch(w -> w.contains("usually means") || w.startsWith("fallback"))) {
            flags.add(new Flag(
                    FlagCode.WEAK_VERB_EVIDENCE,
                    "method",
                    verb + " rests only on the HTTP method " + http
                            + "; the operation's name and summary gave no verb"));
        }
        String category = catalog.category(verb).orElse("");
        if ((category.equals("discovery") || category.equals("retrieval")) && impact.equals("irreversible")) {
            // A read is never irreversible, whatever the HTTP method.
            impact = "informational";
            idempotent = true;
        } else if (http.equals("POST") && impact.equals("irreversible") && onlyExamines(verb)) {
            // VERIFY, VALIDATE, ANALYZE, DETECT... examine what they are sent and change nothing (their only
            // categories are analysis, discovery, retrieval); the POST is how the input travels. Unsure: flagged.
            impact = "informational";
            idempotent = true;
            flags.add(new Flag(
                    FlagCode.POST_ONLY_READS,
                    "semantic.impact",
                    "POST " + op.path() + " is " + verb
                            + ", which examines its input: impact informational and is_idempotent true; confirm it changes "
                            + "nothing upstream"));
        }
        String action = actionSegment(segs, last, verb, flags);
        if (op.deprecated()) {
            flags.add(new Flag(FlagCode.DEPRECATED_OPERATION, "deprecated", op.label() + " is deprecated in the spec"));
        }
        List<VerbSuggestion> out = new ArrayList<>();
        for (Map.Entry<String, Cand> e : ranked) {
            out.add(new VerbSuggestion(e.getKey(), round(e.getValue().score), e.getValue().why));
        }
        return new VerbChoice(verb, out, impact, idempotent, action, flags);
    }

    /**
     * The usable candidates, best first (the fallback for the HTTP method when there is none), then the HTTP method's
     * word on it: a GET that does not say it changes state reads, a DELETE removes, a PATCH changes what exists.
     */
    private List<Map.Entry<String, Cand>> ranked(
            Map<String, Cand> c, String http, boolean sideEffects, List<String> segs, String last, String shape) {
        List<Map.Entry<String, Cand>> ranked = new ArrayList<>(c.entrySet());
        ranked.removeIf(e -> !usable(e.getKey()));
        ranked.sort(Comparator.comparingDouble((Map.Entry<String, Cand> e) -> e.getValue().score)
                .reversed()
                .thenComparing(Map.Entry::getKey));
        if (ranked.isEmpty()) {
            ranked.add(fallbackEntry(http));
        }
        if (http.equals("GET") && !sideEffects && !readsOnGet(ranked.get(0).getKey())) {
            // A GET that says nothing about changing state reads: a leading noun ("creditBankIncomeGet",
            // "Credit bank income report", "/Schedule/{roundid}", "/donations/index") must not make it a verb that
            // changes, schedules or builds something.
            // When the path ends with that verb ("/taunt/generate"), the GET fetches what it makes: not a collection.
            boolean actionSegment = !segs.isEmpty()
                    && !last.equals("index")
                    && catalog.isVerb(MethodCatalog.normalizeVerb(last).toUpperCase(Locale.ROOT))
                    && !PathTemplate.endsWithParameter(shape);
            Map.Entry<String, Cand> read = ranked.stream()
                    .filter(e -> readsOnGet(e.getKey())
                            && (!actionSegment
                                    || catalog.category(e.getKey()).orElse("").equals("retrieval")))
                    .findFirst()
                    .orElse(fallbackEntry(http));
            ranked.remove(read);
            read.getValue().why.add("HTTP GET reads; " + ranked.get(0).getKey() + " would change state");
            ranked.add(0, read);
        }
        if (http.equals("DELETE")
                && !catalog.category(ranked.get(0).getKey()).orElse("").equals("modification")
                && !catalog.category(ranked.get(0).getKey()).orElse("").equals("domain_spanning")) {
            // A DELETE removes: a noun of the path that is also a verb ("/cache") must not outweigh it.
            Map.Entry<String, Cand> removal = ranked.stream()
                    .filter(e -> catalog.category(e.getKey()).orElse("").equals("modification"))
                    .findFirst()
                    .orElse(fallbackEntry(http));
            ranked.remove(removal);
            removal.getValue().why.add("HTTP DELETE removes; " + ranked.get(0).getKey() + " does not");
            ranked.add(0, removal);
        }
        if (http.equals("PATCH")
                && catalog.category(ranked.get(0).getKey()).orElse("").equals("creation")) {
            // A PATCH changes what exists: "Create or update a certificate." on a PATCH must not make it CREATE.
            Map.Entry<String, Cand> change = ranked.stream()
                    .filter(e -> PATCH_VERBS.contains(e.getKey()))
                    .findFirst()
                    .orElse(Map.entry("UPDATE", new Cand(0.3, new ArrayList<>())));
            ranked.remove(change);
            change.getValue()
                    .why
                    .add("HTTP PATCH changes an existing resource; "
                            + ranked.get(0).getKey() + " would create one");
            ranked.add(0, change);
        }
        return ranked;
    }

    private Map.Entry<String, Cand> fallbackEntry(String http) {
        return Map.entry(fallback(http), new Cand(0.3, new ArrayList<>(List.of("fallback for HTTP " + http))));
    }

    /**
     * The path segment that became the method {@code verb} and leaves the path (flagged), or null. Even as the only
     * segment ("/search"), an action that became the method leaves the path: pluralised ("/searches") it would name a
     * thing that does not exist. So does the verb inside the path ("/api/v1/watch/namespaces/{namespace}/pods"
     * watched: WATCH /api/v1/namespaces/{namespace}/pods).
     */
    private String actionSegment(List<String> segs, String last, String verb, List<Flag> flags) {
        String action = null;
        String segVerb = MethodCatalog.normalizeVerb(last).toUpperCase(Locale.ROOT);
        boolean legacyAction = LEGACY.containsKey(last)
                && catalog.legacyVerb(LEGACY.get(last))
                        .map(l -> l.preferred().equals(verb))
                        .orElse(false);
        String inner = segs.stream()
                .filter(x ->
                        MethodCatalog.normalizeVerb(x).toUpperCase(Locale.ROOT).equals(verb))
                .reduce((a, b) -> b)
                .orElse(null);
        if (!segs.isEmpty() && (segVerb.equals(verb) || legacyAction || inner != null)) {
            action = segVerb.equals(verb) || legacyAction ? segs.get(segs.size() - 1) : inner;
            flags.add(new Flag(
                    FlagCode.VERB_IN_PATH,
                    "path",
                    "the action segment \"" + action + "\" became the method " + verb + " and left the path"));
        }
        return action;
    }

    /** True when no candidate rests on more than the HTTP method (or there is none). */
    private static boolean weakest(Map<String, Cand> c) {
        return c.values().stream()
                .allMatch(x -> x.why.stream().allMatch(w -> w.contains("usually means") || w.startsWith("fallback")));
    }

    /** True when the last segment of {@code path} follows a parameter: {@code /orders/{id}/cancellation}. */
    private static boolean afterParameter(String path) {
        String[] parts = path.split("/");
        return parts.length >= 3
                && PathTemplate.isParameterSegment(parts[parts.length - 2])
                && !PathTemplate.isParameterSegment(parts[parts.length - 1]);
    }

    /**
     * The catalog verb a singular action noun names ({@code cancellation} -> CANCEL, {@code approval} -> APPROVE):
     * the catalog's nearest verb, when it shares the noun's first five letters. Plurals are collections, not actions.
     */
    private String nominalVerb(String segment) {
        String s = MethodCatalog.normalizeVerb(segment).toUpperCase(Locale.ROOT);
        if (s.length() < 5 || s.endsWith("S")) {
            return null;
        }
        return nearestVerb(s);
    }

    /** The one usable catalog verb sharing the first five letters of {@code s} ({@code ANALYSIS} -> ANALYZE). */
    private String prefixVerb(String s) {
        if (s.length() < 5) {
            return null;
        }
        List<String> hits = catalog.methods().keySet().stream()
                .filter(v -> v.length() >= 5 && usable(v) && v.startsWith(s.substring(0, 5)))
                .toList();
        return hits.size() == 1 ? hits.get(0) : null;
    }

    /** The catalog verb sharing the first five letters of {@code s} ({@code ANALYSIS} -> ANALYZE), or null. */
    private String nearestVerb(String s) {
        if (s.length() < 5) {
            return null;
        }
        for (String v : catalog.nearest(s, 3)) {
            if (usable(v) && v.length() >= 5 && s.startsWith(v.substring(0, 5))) {
                return v;
            }
        }
        return null;
    }

    /**
     * A verb a GET can perform: one of the discovery, retrieval or analysis categories. INDEX is discovery but
     * builds a lookup structure (its catalog gloss); a GET of ".../index" is the listing page web frameworks name so.
     */
    private boolean readsOnGet(String verb) {
        List<String> cats = catalog.method(verb).map(m -> m.categories()).orElse(List.of());
        return !verb.equals("INDEX") && cats.stream().anyMatch(READING::contains);
    }

    /** A verb whose every category reads or examines (VERIFY, VALIDATE, ANALYZE, CHECK, FETCH...). */
    private boolean onlyExamines(String verb) {
        List<String> cats = catalog.method(verb).map(m -> m.categories()).orElse(List.of());
        return !cats.isEmpty() && READING.containsAll(cats);
    }

    private static final Set<String> READING = Set.of("discovery", "retrieval", "analysis");

    /**
     * Two-word actions the catalog says in one word ({@code PowerOff}, "turn on"), from the operationId, the last
     * path segment or the summary.
     */
    private void phrasal(Map<String, Cand> c, List<String> idWords, List<String> segWords, List<String> textWords) {
        for (List<String> ws : List.of(idWords, segWords, textWords)) {
            for (int i = 0; i + 1 < ws.size(); i++) {
                String verb = PHRASAL.get(ws.get(i) + " " + ws.get(i + 1));
                if (verb != null) {
                    boost(c, verb, 0.9, "\"" + ws.get(i) + " " + ws.get(i + 1) + "\" is the action " + verb);
                    return;
                }
            }
        }
    }

    private static final Map<String, String> PHRASAL = Map.of(
            "power on",
            "START",
            "power off",
            "STOP",
            "turn on",
            "ENABLE",
            "turn off",
            "DISABLE",
            "switch on",
            "ENABLE",
            "switch off",
            "DISABLE",
            "shut down",
            "SHUTDOWN",
            "start up",
            "START",
            "sign in",
            "AUTHENTICATE",
            "log in",
            "AUTHENTICATE");

    /**
     * A GET that searches or looks up: a word of {@link #FINDING} that is, starts or ends the operationId or a literal
     * path segment ({@code AutoComplete}, {@code /buscaautocomplete}, {@code /domains/{domain}/whois},
     * {@code /search/v1/organic}, {@code /genre/searchall/{type}}).
     */
    private void lookups(Map<String, Cand> c, String id, List<String> segs) {
        List<String> tokens = new ArrayList<>();
        tokens.add(String.join("", words(id)));
        segs.forEach(x -> tokens.add(x.toLowerCase(Locale.ROOT).replace("-", "").replace("_", "")));
        for (String t : tokens) {
            for (Map.Entry<String, String> f : FINDING.entrySet()) {
                if (t.equals(f.getKey())
                        || t.length() > f.getKey().length()
                                && f.getKey().length() >= 5
                                && (t.endsWith(f.getKey()) || t.startsWith(f.getKey()))) {
                    boost(
                            c,
                            f.getValue(),
                            0.9,
                            "\"" + t + "\" names a " + f.getValue().toLowerCase(Locale.ROOT));
                    return;
                }
            }
        }
    }

    private static final Map<String, String> FINDING = new java.util.TreeMap<>(Map.of(
            "search",
            "SEARCH",
            "autocomplete",
            "SEARCH",
            "typeahead",
            "SEARCH",
            "suggest",
            "SEARCH",
            "lookup",
            "LOOKUP",
            "whois",
            "LOOKUP",
            "find",
            "FIND",
            "query",
            "QUERY"));

    /**
     * The catalog verb a description states as the operation's purpose: "API to verify ...", "Used to validate
     * ...", "Verifies ...". Null when it states none.
     */
    private String purposeVerb(String description) {
        if (description == null) {
            return null;
        }
        java.util.regex.Matcher m = PURPOSE.matcher(description.strip().toLowerCase(Locale.ROOT));
        if (!m.find()) {
            return null;
        }
        String w = m.group(1).toUpperCase(Locale.ROOT);
        for (String v : List.of(w, w.replaceAll("IES$", "Y"), w.replaceAll("ES$", ""), w.replaceAll("S$", ""))) {
            if (usable(v)) {
                return v;
            }
        }
        return null;
    }

    private static final Pattern PURPOSE = Pattern.compile("^(?:(?:this )?(?:api|endpoint|operation|service|method)"
            + " (?:is )?(?:used )?to |(?:used )?to |this (?:api|endpoint|operation) )?([a-z]+)\\b");

    private String fallback(String http) {
        return switch (http) {
            case "GET", "HEAD" -> "FETCH";
            case "PUT" -> "REPLACE";
            case "PATCH" -> "MODIFY";
            case "DELETE" -> "REMOVE";
            case "OPTIONS" -> "DESCRIBE";
            default -> "CREATE";
        };
    }

    private boolean usable(String v) {
        return catalog.isVerb(v) && !catalog.isDeprecated(v);
    }

    private void boost(Map<String, Cand> c, String verb, double w, String why) {
        if (!usable(verb)) {
            return;
        }
        Cand x = c.computeIfAbsent(verb, k -> new Cand(0, new ArrayList<>()));
        x.score = 1 - (1 - x.score) * (1 - w);
        x.why.add(why);
    }

    private static String first(Set<String> set, List<String>... lists) {
        for (List<String> l : lists) {
            for (String w : l) {
                if (set.contains(w)) {
                    return w;
                }
            }
        }
        return null;
    }

    private static boolean anyOf(Set<String> set, String text) {
        for (String w : WORD.split(text)) {
            if (set.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** What a PATCH does, best first (decision 0457). */
    private static final List<String> PATCH_VERBS = List.of("UPDATE", "MODIFY", "EDIT", "AMEND");

    /** {@code <Resource>_<Action><digits>}: capitalised parts joined by underscores, the last one the action. */
    private static final Pattern RESOURCE_ACTION =
            Pattern.compile("([A-Z][A-Za-z0-9]*(?:_[A-Z][A-Za-z0-9]*)*)_([A-Z][A-Za-z]*)[0-9]*");

    /** Words an operationId ends with that are the HTTP action of a noun-first name ({@code transferGet}). */
    private static final Set<String> TRAILING_ACTIONS =
            Set.of("get", "list", "post", "put", "patch", "delete", "create", "update", "search", "read", "retrieve");

    /**
     * A noun-first operationId ({@code creditBankIncomeGet}, {@code transfer_get}) with its trailing action moved to
     * the front ({@code get credit bank income}), so the action, not the leading noun, reads as the verb. A dotted
     * name ({@code usergroups.enable}, {@code chat.postMessage}) is {@code <resource>.<action>}: the action goes
     * first. A trailing "List" after a leading catalog verb is part of a noun ({@code watchCoreV1NamespacedPodList}
     * watches a PodList), so it stays.
     */
    String verbFirst(String operationId) {
        if (operationId != null
                && operationId.lastIndexOf('.') > 0
                && operationId.lastIndexOf('.') < operationId.length() - 1) {
            int dot = operationId.lastIndexOf('.');
            return operationId.substring(dot + 1) + " "
                    + operationId.substring(0, dot).replace('.', ' ');
        }
        java.util.regex.Matcher azure = operationId == null ? null : RESOURCE_ACTION.matcher(operationId);
        if (azure != null && azure.matches()) {
            // Azure's "<Resource>_<Action>" (ClusterVersions_List, Prediction_Resolve2): the action goes first.
            return azure.group(2) + " " + azure.group(1).replace('_', ' ');
        }
        List<String> w = words(operationId);
        if (w.size() < 2 || !TRAILING_ACTIONS.contains(w.get(w.size() - 1)) || TRAILING_ACTIONS.contains(w.get(0))) {
            return operationId;
        }
        if (w.get(w.size() - 1).equals("list") && catalog.isVerb(w.get(0).toUpperCase(Locale.ROOT))) {
            return operationId;
        }
        List<String> out = new ArrayList<>();
        out.add(w.get(w.size() - 1));
        out.addAll(w.subList(0, w.size() - 1));
        return String.join(" ", out);
    }

    static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        if (s == null) {
            return out;
        }
        for (String w : WORD.split(s.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT))) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    static List<String> literalSegments(String path) {
        List<String> out = new ArrayList<>();
        for (String s : path.split("/")) {
            if (!s.isEmpty() && !PathTemplate.hasTemplate(s)) {
                out.add(s);
            }
        }
        return out;
    }

    private static double round(double d) {
        return Math.round(d * 1000) / 1000.0;
    }

    private static final class Cand {
        private double score;
        private final List<String> why;

        Cand(double score, List<String> why) {
            this.score = score;
            this.why = why;
        }
    }
}
