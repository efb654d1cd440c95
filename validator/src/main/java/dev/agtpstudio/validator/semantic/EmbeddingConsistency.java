package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * Pass 6 with the embedding model, better than the spec's naive cosine (docs/decisions/0030). It embeds the intent,
 * ranks every catalog verb's {@code "verb: gloss"} text against it, and combines where the declared verb ranks (and its
 * margin to the best verb) with the {@link LexiconConsistency} reading:
 * <ul>
 *   <li>same verb, same or related category: consistent;</li>
 *   <li>opposite verb: failure;</li>
 *   <li>contradiction (a read intent on a write verb ...): failure, a warning when the declared verb still ranks
 *       among the top {@code rescueRank}, consistent when the intent leads with a light verb ("Returns the money ...")
 *       and the declared verb ranks first;</li>
 *   <li>different categories of one kind: consistent when the verb is supported (rank or margin), else a warning;</li>
 *   <li>no lexicon reading: consistent when supported, failure when far behind and the intent's best category
 *       contradicts the method, else a warning.</li>
 * </ul>
 * The naive mode (cosine of lowercase verb and intent, thresholds 0.3 / 0.1) and the lexicon mode are selectable by
 * {@link SemanticOptions#mode()}. Never blocks: until the model and verb index are ready, it answers with the lexicon
 * check and says so.
 */
public final class EmbeddingConsistency implements IntentConsistency {
    private final EmbeddingService embeddings;
    private final LexiconConsistency lexicon;
    private final MethodCatalog catalog;
    private final VerbGlosses glosses;
    private final SemanticOptions options;
    private volatile CompletableFuture<VerbIndex> index;
    /**
     * Model verdicts by method and intent. Once the model is ready a verdict depends on nothing else, and while a
     * person types only one intent changes, so live re-validation ranks one intent instead of every intent again.
     */
    private final Map<String, ConsistencyResult> verdicts =
            java.util.Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, ConsistencyResult> eldest) {
                    return size() > VERDICT_CACHE_SIZE;
                }
            });

    private static final int VERDICT_CACHE_SIZE = 8192;

    public EmbeddingConsistency(
            EmbeddingService embeddings, LexiconConsistency lexicon, VerbGlosses glosses, SemanticOptions options) {
        this.embeddings = embeddings;
        this.lexicon = lexicon;
        this.catalog = lexicon.lexicon().catalog();
        this.glosses = glosses;
        this.options = options;
    }

    /** The bundled catalog, lexicon and glosses over {@code embeddings}. */
    public static EmbeddingConsistency bundled(EmbeddingService embeddings, SemanticOptions options) {
        LexiconConsistency lex = LexiconConsistency.bundled();
        return new EmbeddingConsistency(
                embeddings, lex, VerbGlosses.bundled(lex.lexicon().catalog()), options);
    }

    /** The embedding service this scorer reads (the description grade finds near tools with it). */
    public EmbeddingService embeddings() {
        return embeddings;
    }

    public Lexicon lexicon() {
        return lexicon.lexicon();
    }

    public SemanticOptions options() {
        return options;
    }

    /** Starts loading the model and building the verb index in the background (once); never blocks. */
    public CompletableFuture<VerbIndex> start() {
        CompletableFuture<VerbIndex> f = index;
        if (f == null) {
            synchronized (this) {
                f = index;
                if (f == null) {
                    f = embeddings
                            .start()
                            .thenCompose(v -> embeddings.submit(() -> VerbIndex.build(catalog, glosses, embeddings)));
                    index = f;
                }
            }
        }
        return f;
    }

    /**
     * Waits up to {@code timeout} for the model and verb index, for batch callers (the {@code validate} command, CI)
     * that want every file judged the same way; never call it on the FX thread. True when ready.
     */
    public boolean awaitReady(java.time.Duration timeout) {
        try {
            start().get(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            return false;
        }
    }

    /**
     * True once the model and the verb index are loaded. It never starts the load: that costs about a second of CPU,
     * and whoever owns the process decides when ({@link #start()}: the IDE and the language server once they are
     * interactive, the CLI and the server at once). A check before then is the lexicon's.
     */
    public boolean isReady() {
        CompletableFuture<VerbIndex> f = index;
        return f != null && f.isDone() && !f.isCompletedExceptionally();
    }

    @Override
    public ConsistencyResult check(String method, String intent) {
        if (method == null || method.isBlank() || intent == null || intent.isBlank()) {
            return LexiconConsistency.blank(method, options.mode().label());
        }
        if (options.mode() == SemanticOptions.Mode.LEXICON) {
            return lexicon.check(method, intent);
        }
        if (!isReady()) {
            String why = embeddings
                    .failure()
                    .map(e -> "the embedding model could not load (" + e.getMessage() + ")")
                    .orElse("the embedding model is still loading");
            return lexiconOnly(method, intent, why);
        }
        String m = method.strip().toUpperCase(Locale.ROOT);
        String key = m + '\u0000' + intent;
        ConsistencyResult known = verdicts.get(key);
        if (known != null) {
            return known;
        }
        try {
            ConsistencyResult r =
                    options.mode() == SemanticOptions.Mode.NAIVE_COSINE ? naive(m, intent) : scored(m, intent);
            verdicts.put(key, r);
            return r;
        } catch (RuntimeException e) {
            return lexiconOnly(method, intent, "the embedding model failed (" + e.getMessage() + ")");
        }
    }

    private ConsistencyResult lexiconOnly(String method, String intent, String why) {
        ConsistencyResult lx = lexicon.check(method, intent);
        return new ConsistencyResult(
                lx.verdict(),
                lx.score(),
                lx.mode(),
                "Lexicon check only: " + why + ". " + lx.explanation(),
                lx.closerVerbs());
    }

    /** The verb ranking for a text (model must be ready; see {@link #isReady()}). */
    public VerbIndex.Ranking rank(String text) {
        return start().join().rank(embeddings.embed(text));
    }

    private ConsistencyResult naive(String m, String intent) {
        double cos = Vectors.cosine(embeddings.embed(m.toLowerCase(Locale.ROOT)), embeddings.embed(intent));
        Verdict v = cos < options.naiveFailBelow()
                ? Verdict.FAILURE
                : cos < options.naiveWarnBelow() ? Verdict.WARNING : Verdict.CONSISTENT;
        String text = String.format(
                Locale.ROOT,
                "Cosine similarity of \"%s\" and the intent is %.2f (warning below"
                        + " %.2f, failure below %.2f; AGIS §9.1).",
                m.toLowerCase(Locale.ROOT),
                cos,
                options.naiveWarnBelow(),
                options.naiveFailBelow());
        return new ConsistencyResult(v, cos, ConsistencyResult.NAIVE, text, List.of());
    }

    private ConsistencyResult scored(String m, String intent) {
        LexiconConsistency.Judgement j = lexicon.judge(m, intent);
        VerbIndex.Ranking r = rank(intent);
        Integer rank = r.rankOf().get(m);
        String best = describeTop(r);
        if (rank == null) {
            ConsistencyResult lx = lexicon.check(m, intent);
            return new ConsistencyResult(
                    lx.verdict(),
                    lx.score(),
                    ConsistencyResult.EMBEDDING,
                    m
                            + " is not a catalog verb, so it is judged by the lexicon only. " + lx.explanation()
                            + " The intent most resembles " + best + ".",
                    lx.closerVerbs());
        }
        double margin = r.score(m) - r.top();
        boolean echo = j.echoesMethod();
        boolean resembles = rank <= options.supportRank() || margin >= -options.supportMargin();
        boolean supported = !echo && resembles;
        String where = String.format(
                Locale.ROOT,
                "%s ranks %d of %d catalog verbs for this intent (similarity %.2f," + " %.2f below the best).",
                m,
                rank,
                r.verbs().size(),
                r.score(m),
                -margin);
        Verdict v;
        String why;
        switch (j.relation()) {
            case SAME_VERB, SAME_CATEGORY, RELATED -> {
                v = Verdict.CONSISTENT;
                why = j.reason();
            }
            case OPPOSITE -> {
                v = Verdict.FAILURE;
                why = j.reason();
            }
            case CONTRADICTION -> {
                if (echo && !j.lightVerb()) {
                    v = Verdict.FAILURE;
                    why = j.reason() + " The intent names " + m + "'s object rather than doing it.";
                } else if (j.lightVerb() && rank == 1) {
                    v = Verdict.CONSISTENT;
                    why = j.reason() + " But \"" + j.reading().mainLemma() + "\" is a light verb and " + m
                            + " is the verb the whole intent most resembles, so it is accepted.";
                } else if (rank <= options.rescueRank()) {
                    v = Verdict.WARNING;
                    why = j.reason() + " The whole intent still resembles " + m + ", so this is only a warning.";
                } else {
                    v = Verdict.FAILURE;
                    why = j.reason();
                }
            }
            case MISMATCH -> {
                v = supported ? Verdict.CONSISTENT : Verdict.WARNING;
                why = j.reason()
                        + (supported
                                ? " The embedding supports " + m + "."
                                : echo ? " The intent only names " + m + "'s object." : "");
            }
            default -> {
                String cat = r.bestCategory();
                boolean contradicts = contradicts(cat, j.methodCategories());
                if (resembles) {
                    v = Verdict.CONSISTENT;
                    why = "The intent does not lead with a known verb; the embedding supports " + m + ".";
                } else if (contradicts && margin < -options.failMargin()) {
                    v = Verdict.FAILURE;
                    why = "The intent reads as " + cat + " and " + m + " is a " + String.join("/", j.methodCategories())
                            + " verb: it contradicts the method (AGIS §6).";
                } else {
                    v = Verdict.WARNING;
                    why = "The intent reads closest to " + cat + "; " + m + " may not say what the endpoint does.";
                }
            }
        }
        List<VerbScore> closer = new ArrayList<>();
        if (v != Verdict.CONSISTENT) {
            for (VerbScore s : r.verbs()) {
                if (closer.size() == 3 || s.verb().equals(m)) {
                    break;
                }
                closer.add(s);
            }
        }
        String text = why + " " + where + " Closest verbs: " + best + ".";
        return new ConsistencyResult(v, 1 + margin, ConsistencyResult.EMBEDDING, text, closer);
    }

    private static boolean contradicts(String intentCategory, List<String> methodCategories) {
        if (intentCategory == null || methodCategories.isEmpty()) {
            return false;
        }
        Set<String> mg = CategoryGroups.groups(CategoryGroups.effective(methodCategories));
        Set<String> ig = CategoryGroups.groups(CategoryGroups.effective(List.of(intentCategory)));
        if (mg.contains(CategoryGroups.CONTROL) || ig.contains(CategoryGroups.CONTROL)) {
            return false;
        }
        return ig.stream().noneMatch(mg::contains);
    }

    private static String describeTop(VerbIndex.Ranking r) {
        List<String> out = new ArrayList<>();
        for (VerbScore s : r.verbs().subList(0, Math.min(3, r.verbs().size()))) {
            out.add(String.format(Locale.ROOT, "%s (%.2f)", s.verb(), s.score()));
        }
        return String.join(", ", out);
    }
}
