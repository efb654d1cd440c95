package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.catalog.MethodCatalog;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Pass 6 without a model: reads the intent's leading verb with the {@link Lexicon}, compares its categories with the
 * method's catalog categories and flags clear contradictions (a retrieval intent on a transaction verb, an opposite
 * verb). It judges only what it can read: an intent that does not lead with a known verb is reported as not judged.
 */
public final class LexiconConsistency implements IntentConsistency {
    /** The lexicon's reading of one (method, intent) pair. */
    public record Judgement(
            String method,
            Relation relation,
            IntentReader.Reading reading,
            List<String> methodCategories,
            String reason) {
        /** True when the intent leads with a light verb, whose category says little (see {@link #LIGHT_VERBS}). */
        public boolean lightVerb() {
            return reading.mainLemma() != null && LIGHT_VERBS.contains(reading.mainLemma());
        }

        /**
         * True when a word after the intent's first word echoes the method ("Retrieves cancellation policy" on
         * CANCEL, "Returns the list of delegated tasks" on DELEGATE): an embedding then resembles the method because
         * of the object's name, which is no evidence that the endpoint does what the verb says.
         */
        public boolean echoesMethod() {
            String lemma = method.toLowerCase(Locale.ROOT);
            String stem = lemma.length() <= 4 ? lemma : lemma.substring(0, 5);
            List<String> toks = reading.tokens();
            int start = reading.firstWord() == null ? 0 : toks.indexOf(reading.firstWord()) + 1;
            for (int i = start; i < toks.size(); i++) {
                if (toks.get(i).startsWith(stem)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Verbs whose meaning lives in their object ("Returns the money", "Produces a summary", "Sends the order"). */
    public static final Set<String> LIGHT_VERBS = Set.of(
            "return", "get", "give", "provide", "produce", "generate", "make", "send", "prepare", "run", "perform");

    private static final Set<String> DESTROY =
            Set.of("delete", "remove", "purge", "erase", "destroy", "wipe", "drop", "discard");

    private final Lexicon lexicon;
    private final IntentReader reader;

    public LexiconConsistency(Lexicon lexicon) {
        this.lexicon = lexicon;
        this.reader = new IntentReader(lexicon);
    }

    public static LexiconConsistency bundled() {
        return new LexiconConsistency(Lexicon.load(MethodCatalog.bundled()));
    }

    public Lexicon lexicon() {
        return lexicon;
    }

    @Override
    public ConsistencyResult check(String method, String intent) {
        if (method == null || method.isBlank() || intent == null || intent.isBlank()) {
            return blank(method, ConsistencyResult.LEXICON);
        }
        Judgement j = judge(method, intent);
        Verdict v = switch (j.relation()) {
            case SAME_VERB, SAME_CATEGORY, RELATED, UNREAD -> Verdict.CONSISTENT;
            case MISMATCH -> Verdict.WARNING;
            case CONTRADICTION, OPPOSITE -> Verdict.FAILURE;
        };
        List<VerbScore> closer = v == Verdict.CONSISTENT ? List.of() : closerVerbs(j);
        String text = j.reason();
        if (!closer.isEmpty()) {
            text += " Closer verbs: "
                    + String.join(", ", closer.stream().map(VerbScore::verb).toList()) + ".";
        }
        return new ConsistencyResult(v, j.relation().weight(), ConsistencyResult.LEXICON, text, closer);
    }

    /** The relation between the method and the intent's leading verbs, with a sentence saying why. */
    public Judgement judge(String method, String intent) {
        String m = method.strip().toUpperCase(Locale.ROOT);
        String mLemma = m.toLowerCase(Locale.ROOT);
        IntentReader.Reading r = reader.read(intent);
        List<String> mCats = lexicon.methodCategories(m);
        boolean otherPhrasal =
                r.known() && r.mainLemma().contains("_") && !r.mainLemma().equals(mLemma);
        if (!otherPhrasal
                && r.firstWord() != null
                && Morphology.candidates(r.firstWord()).contains(mLemma)) {
            return new Judgement(
                    m,
                    Relation.SAME_VERB,
                    r,
                    mCats,
                    "The intent leads with \"" + r.firstWord() + "\", the method's own verb.");
        }
        if (!r.known()) {
            return new Judgement(
                    m,
                    Relation.UNREAD,
                    r,
                    mCats,
                    "The intent does not lead with a verb the lexicon knows, so it was not judged.");
        }
        String verbs = describe(r);
        for (Lexicon.Entry e : r.verbs()) {
            if (e.lemma().equals(mLemma) || m.equals(e.nearestVerb())) {
                return new Judgement(
                        m,
                        Relation.SAME_VERB,
                        r,
                        mCats,
                        "The intent leads with " + verbs + ", which is what " + m + " means.");
            }
        }
        String iPrimary = r.verbs().get(0).categories().get(0);
        boolean destroysCreation =
                DESTROY.contains(r.mainLemma()) && !mCats.isEmpty() && "creation".equals(mCats.get(0));
        boolean createsDestroyer = "creation".equals(iPrimary) && DESTROY.contains(mLemma);
        if (lexicon.opposes(r.mainLemma(), mLemma) || destroysCreation || createsDestroyer) {
            return new Judgement(
                    m,
                    Relation.OPPOSITE,
                    r,
                    mCats,
                    "The intent leads with \"" + r.mainLemma() + "\", the opposite of " + m + " (AGIS §6).");
        }
        if (mCats.isEmpty()) {
            return new Judgement(
                    m,
                    Relation.UNREAD,
                    r,
                    mCats,
                    "The intent reads as " + verbs + "; " + m
                            + " is neither a catalog verb nor a word the lexicon knows, so it was not judged.");
        }
        Set<String> ic = CategoryGroups.effective(r.categories());
        Set<String> mc = CategoryGroups.effective(mCats);
        String mDesc = m + " is a " + String.join("/", mCats) + " verb";
        Set<String> shared = new LinkedHashSet<>(ic);
        shared.retainAll(mc);
        if (!shared.isEmpty()) {
            return new Judgement(
                    m,
                    Relation.SAME_CATEGORY,
                    r,
                    mCats,
                    "The intent reads as " + verbs + "; " + mDesc + ", so they agree on " + String.join("/", shared)
                            + ".");
        }
        for (String a : ic) {
            for (String b : mc) {
                if (CategoryGroups.related(a, b)) {
                    return new Judgement(
                            m,
                            Relation.RELATED,
                            r,
                            mCats,
                            "The intent reads as " + verbs + "; " + mDesc + "; " + a + " and " + b
                                    + " are close enough to agree.");
                }
            }
        }
        Set<String> ig = CategoryGroups.groups(ic);
        Set<String> mg = CategoryGroups.groups(mc);
        Set<String> both = new LinkedHashSet<>(ig);
        both.retainAll(mg);
        boolean control = ig.contains(CategoryGroups.CONTROL) || mg.contains(CategoryGroups.CONTROL);
        if (both.isEmpty() && !control) {
            return new Judgement(
                    m,
                    Relation.CONTRADICTION,
                    r,
                    mCats,
                    "The intent reads as " + verbs + " (" + word(ig) + "), but " + mDesc + " (" + word(mg)
                            + "): the intent contradicts the method (AGIS §6).");
        }
        return new Judgement(
                m,
                Relation.MISMATCH,
                r,
                mCats,
                "The intent reads as " + verbs + "; " + mDesc
                        + ": different categories, so the method may not say what the endpoint does.");
    }

    /** Quick fixes from the lexicon: the catalog verbs nearest the intent's verbs, then its category's typical verbs. */
    List<VerbScore> closerVerbs(Judgement j) {
        Set<String> out = new LinkedHashSet<>();
        for (Lexicon.Entry e : j.reading().verbs()) {
            if (e.nearestVerb() != null) {
                out.add(e.nearestVerb());
            }
        }
        if (!j.reading().categories().isEmpty()) {
            out.addAll(CategoryGroups.typicalVerbs(j.reading().categories().get(0)));
        }
        out.remove(j.method());
        List<VerbScore> list = new ArrayList<>();
        double s = 1.0;
        for (String v : out) {
            if (list.size() == 3) {
                break;
            }
            list.add(new VerbScore(v, s));
            s -= 0.1;
        }
        return list;
    }

    static ConsistencyResult blank(String method, String mode) {
        String what = method == null || method.isBlank() ? "method" : "intent";
        return new ConsistencyResult(
                Verdict.WARNING,
                0.0,
                mode,
                "The " + what + " is empty, so consistency cannot be checked (AGIS §6).",
                List.of());
    }

    private static String describe(IntentReader.Reading r) {
        List<String> parts = new ArrayList<>();
        for (Lexicon.Entry e : r.verbs()) {
            parts.add("\"" + e.lemma().replace('_', ' ') + "\"");
        }
        return String.join(" and ", parts) + " (" + String.join("/", r.categories()) + ")";
    }

    private static String word(Set<String> groups) {
        List<String> out = new ArrayList<>();
        for (String g : groups) {
            out.add(
                    switch (g) {
                        case CategoryGroups.READ -> "reads";
                        case CategoryGroups.WRITE -> "changes state";
                        case CategoryGroups.SEND -> "sends";
                        default -> "controls";
                    });
        }
        return String.join(", ", out);
    }
}
