package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.model.PathTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Proposes catalog verbs for an HTTP operation (for the OpenAPI importer). Evidence, each with a weight, combined by
 * noisy-or: an action segment at the end of the path ({@code /orders/{id}/cancel}), the operationId's leading word,
 * the summary's (or description's) leading verb, the HTTP method with the path's shape (GET on a collection lists, GET
 * on an item fetches ...), and, when the model is ready, the catalog verbs whose glosses the summary most resembles.
 * Only verbs of the catalog (not deprecated) are ever proposed.
 */
public final class VerbSuggester {
    private static final double FALLOFF = 0.15;
    /** CRUD words that operationIds use out of habit; weaker evidence than a domain verb. */
    private static final java.util.Set<String> GENERIC = java.util.Set.of(
            "create", "get", "update", "delete", "put", "post", "patch", "add", "set", "remove", "read");

    private final MethodCatalog catalog;
    private final Lexicon lexicon;
    private final IntentReader reader;
    private final EmbeddingConsistency embeddings;

    /** @param embeddings the pass-6 scorer whose verb index is reused, or null for lexical evidence only */
    public VerbSuggester(Lexicon lexicon, EmbeddingConsistency embeddings) {
        this.lexicon = lexicon;
        this.catalog = lexicon.catalog();
        this.reader = new IntentReader(lexicon);
        this.embeddings = embeddings;
    }

    /** Up to {@code max} verbs, best first (ties by name). */
    public List<VerbSuggestion> suggest(OperationDescription op, int max) {
        Map<String, Evidence> ev = new LinkedHashMap<>();
        List<String> segs = literalSegments(op.path());
        if (!segs.isEmpty()) {
            String last = segs.get(segs.size() - 1);
            String norm = last.replace("-", "").replace("_", "").toUpperCase(Locale.ROOT);
            if (segs.size() > 1 && usable(norm)) {
                add(ev, norm, 0.9, "the path ends with the action segment \"" + last + "\"");
            }
        }
        List<String> idWords = words(op.operationId());
        if (!idWords.isEmpty()) {
            boolean generic = GENERIC.contains(idWords.get(0));
            word(
                    ev,
                    idWords.get(0),
                    generic ? 0.5 : 0.85,
                    generic ? 0.5 : 0.7,
                    "the operationId \"" + op.operationId() + "\" starts with");
        }
        String text = op.summary() != null && !op.summary().isBlank() ? op.summary() : op.description();
        if (text != null && !text.isBlank()) {
            IntentReader.Reading r = reader.read(text);
            if (r.known()) {
                word(ev, r.mainLemma().replace("_", ""), 0.8, 0.65, "the summary leads with");
            }
        }
        httpPrior(ev, op.httpMethod(), op.path());
        if ("POST".equalsIgnoreCase(op.httpMethod()) && !segs.isEmpty()) {
            String noun = segs.get(segs.size() - 1);
            String lemma = Morphology.lemma(Morphology.singular(noun), w -> usable(w.toUpperCase(Locale.ROOT)));
            if (lemma != null && !lemma.equals(noun)) {
                add(
                        ev,
                        lemma.toUpperCase(Locale.ROOT),
                        0.5,
                        "POST to \"" + noun + "\" reads as " + lemma.toUpperCase(Locale.ROOT));
            }
        }
        String embedText = text != null && !text.isBlank() ? text : String.join(" ", idWords);
        if (embeddings != null && !embedText.isBlank() && embeddings.isReady()) {
            VerbIndex.Ranking r;
            try {
                r = embeddings.rank(embedText);
            } catch (RuntimeException e) {
                r = null;
            }
            for (VerbScore s : r == null
                    ? List.<VerbScore>of()
                    : r.verbs().subList(0, Math.min(8, r.verbs().size()))) {
                double w = 0.6 * Math.max(0, 1 - (r.top() - s.score()) / FALLOFF);
                if (w > 0 && usable(s.verb())) {
                    add(
                            ev,
                            s.verb(),
                            w,
                            String.format(
                                    Locale.ROOT, "its gloss resembles \"%s\" (cosine %.2f)", embedText, s.score()));
                }
            }
        }
        List<VerbSuggestion> out = new ArrayList<>();
        ev.forEach((verb, e) -> out.add(new VerbSuggestion(verb, 1 - e.miss, e.why)));
        out.sort(Comparator.comparingDouble(VerbSuggestion::score).reversed().thenComparing(VerbSuggestion::verb));
        return out.size() > max ? List.copyOf(out.subList(0, max)) : List.copyOf(out);
    }

    private void word(Map<String, Evidence> ev, String w, double direct, double near, String why) {
        String up = w.toUpperCase(Locale.ROOT);
        if (usable(up)) {
            add(ev, up, direct, why + " \"" + w + "\"");
            return;
        }
        lexicon.lookup(w).ifPresent(e -> {
            if (usable(e.nearestVerb())) {
                add(ev, e.nearestVerb(), near, why + " \"" + w + "\", which the catalog says as " + e.nearestVerb());
            }
        });
    }

    private void httpPrior(Map<String, Evidence> ev, String http, String path) {
        if (http == null) {
            return;
        }
        boolean item = PathTemplate.endsWithParameter(path);
        String h = http.toUpperCase(Locale.ROOT);
        String shape = h + (item ? " on an item" : " on a collection");
        Map<String, Double> prior = switch (h) {
            case "GET" ->
                item
                        ? Map.of("FETCH", 0.45, "RETRIEVE", 0.4, "READ", 0.3)
                        : Map.of("LIST", 0.45, "FIND", 0.35, "SEARCH", 0.3);
            case "POST" -> item ? Map.of("UPDATE", 0.3, "SUBMIT", 0.25) : Map.of("CREATE", 0.45, "SUBMIT", 0.25);
            case "PUT" -> Map.of("REPLACE", 0.45, "UPDATE", 0.4);
            case "PATCH" -> Map.of("MODIFY", 0.45, "UPDATE", 0.4);
            case "DELETE" -> Map.of("REMOVE", 0.45, "CANCEL", 0.2);
            case "HEAD" -> Map.of("CHECK", 0.4);
            default -> Map.of();
        };
        prior.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(p -> {
            if (usable(p.getKey())) {
                add(ev, p.getKey(), p.getValue(), shape + " usually means " + p.getKey());
            }
        });
    }

    private boolean usable(String verb) {
        if (verb == null) {
            return false;
        }
        MethodInfo m = catalog.method(verb).orElse(null);
        return m != null && !m.removed() && !m.deprecated();
    }

    private static void add(Map<String, Evidence> ev, String verb, double w, String why) {
        Evidence e = ev.computeIfAbsent(verb, k -> new Evidence());
        e.miss *= 1 - Math.min(1, Math.max(0, w));
        e.why.add(why);
    }

    private static List<String> literalSegments(String path) {
        List<String> out = new ArrayList<>();
        if (path == null) {
            return out;
        }
        for (String s : PathTemplate.segmentsOf(path)) {
            if (!PathTemplate.isParameterSegment(s)) {
                out.add(s);
            }
        }
        return out;
    }

    /** Words of an identifier: {@code getPetById -> get, pet, by, id}; {@code list_orders -> list, orders}. */
    static List<String> words(String id) {
        List<String> out = new ArrayList<>();
        if (id == null) {
            return out;
        }
        for (String w : id.replaceAll("([a-z0-9])([A-Z])", "$1 $2")
                .toLowerCase(Locale.ROOT)
                .split("[^a-z0-9]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    private static final class Evidence {
        private double miss = 1;
        private final List<String> why = new ArrayList<>();
    }
}
