package dev.agtpstudio.validator.agis;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.TextChange;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.semantic.IntentConsistency;
import dev.agtpstudio.validator.support.Lru;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The AGIS validator (AGIS §9.1): runs its passes in sequence, pass 1 to pass 8, over one {@code .agis} document.
 * Every pass runs even when an earlier one failed, so the author sees all problems at once (docs/decisions/0090).
 *
 * <p>What each pass reported about each endpoint is kept for the documents checked last. When the next load of a
 * document shares endpoint objects with the previous one (the loader re-read only the endpoint an edit stayed in,
 * docs/decisions/0290), those endpoints' results are moved by the edit instead of being checked again; the document
 * rules and the changed endpoint run as always (docs/decisions/0295). The result is the same as a check from scratch.
 */
public final class AgisCheck implements FileCheck<AgisDocument> {
    /** How many documents' results are kept: the live run edits one at a time. */
    private static final int KEPT_DOCUMENTS = 16;

    private final List<AgisPass> passes;
    private final Map<Path, Kept> kept = Lru.map(KEPT_DOCUMENTS);

    /** What each pass reported about each endpoint ({@code [pass][endpoint]}) of one load, under one context. */
    private record Kept(LoadedFile<AgisDocument> file, int context, List<Diagnostic>[][] reported) {}

    public AgisCheck(List<AgisPass> passes) {
        List<AgisPass> sorted = new ArrayList<>(passes);
        sorted.sort(Comparator.comparingInt(AgisPass::number));
        this.passes = List.copyOf(sorted);
    }

    /** All AGIS rules, with {@code consistency} as the pass-6 scorer (the lexicon or the embedding model). */
    public static AgisCheck standard(IntentConsistency consistency) {
        return new AgisCheck(List.of(
                new StructurePass(),
                new DataManifestPass(),
                new MethodSyntaxPass(),
                new MethodClassPass(),
                new PathSyntaxPass(),
                new SemanticCompletenessPass(),
                new SemanticFieldsPass(),
                new SecurityLintPass(),
                new SemanticConsistencyPass(consistency),
                new VocabularyPass(),
                new SchemaCompletenessPass()));
    }

    public List<AgisPass> passes() {
        return passes;
    }

    @Override
    public List<RuleInfo> rules() {
        return passes.stream().flatMap(p -> p.rules().stream()).distinct().toList();
    }

    static String cite(String message, String spec) {
        if (spec == null || spec.isEmpty() || message.contains(spec)) {
            return message;
        }
        return message + " (" + spec + ")";
    }

    @Override
    @SuppressWarnings("unchecked")
    public void check(LoadedFile<AgisDocument> file, ValidationContext ctx, Reporter out) {
        if (file.model() == null) {
            return;
        }
        List<AgisEndpoint> eps =
                file.model().endpoints() == null ? List.of() : file.model().endpoints();
        int context = ctx.fingerprint();
        Reuse reuse = Reuse.of(kept.get(file.path()), file, context);
        List<Diagnostic>[][] reported = new List[passes.size()][eps.size()];
        // Every message names its spec section, as the other rules' messages do.
        List<Diagnostic> made = new ArrayList<>();
        AgisRun run = new AgisRun(
                file, ctx.catalog(), new Reporter(file, d -> made.add(d.withMessage(cite(d.message(), d.specRef())))));
        for (int p = 0; p < passes.size(); p++) {
            AgisPass pass = passes.get(p);
            pass.document(run);
            made.forEach(out::add);
            made.clear();
            for (int i = 0; i < eps.size(); i++) {
                AgisEndpoint ep = eps.get(i);
                List<Diagnostic> result = ep == null ? List.of() : reuse == null ? null : reuse.moved(p, i);
                if (result == null) {
                    pass.endpoint(run, i, ep);
                    result = made.isEmpty() ? List.of() : List.copyOf(made);
                    made.clear();
                }
                reported[p][i] = result;
                result.forEach(out::add);
            }
        }
        kept.put(file.path(), new Kept(file, context, reported));
    }

    /** What can be kept of the previous check of a document for its next load. */
    private static final class Reuse {
        private final Kept before;
        private final LoadedFile<AgisDocument> next;
        private final TextChange change;
        private final boolean[] recheck;

        private Reuse(Kept before, LoadedFile<AgisDocument> next, TextChange change, boolean[] recheck) {
            this.before = before;
            this.next = next;
            this.change = change;
            this.recheck = recheck;
        }

        /**
         * Null unless {@code next} is a load of the text {@code before} was made from, under the same context, with
         * the same top-level members and as many endpoints, some of them the same objects. An endpoint object is
         * shared only when its text did not change, only moved (the loader's contract).
         * Identity, not equality, of the top-level strings on purpose: the loader shares what it did not re-read.
         */
        @SuppressWarnings("PMD.UseEqualsToCompareStrings")
        static Reuse of(Kept before, LoadedFile<AgisDocument> next, int context) {
            if (before == null || before.context() != context) {
                return null;
            }
            AgisDocument a = before.file().model();
            AgisDocument b = next.model();
            if (a.agis() != b.agis()
                    || a.service() != b.service()
                    || a.agtp() != b.agtp()
                    || a.description() != b.description()
                    || a.vocabulary() != b.vocabulary()
                    || a.dataManifest() != b.dataManifest()
                    || !sameObjects(a.schemas(), b.schemas())
                    || a.format() != b.format()
                    || a.endpoints() == null
                    || b.endpoints() == null
                    || a.endpoints().size() != b.endpoints().size()) {
                return null;
            }
            List<AgisEndpoint> old = a.endpoints();
            List<AgisEndpoint> now = b.endpoints();
            boolean[] recheck = new boolean[now.size()];
            Set<String> verbs = new HashSet<>();
            boolean any = false;
            for (int i = 0; i < now.size(); i++) {
                if (old.get(i) != now.get(i)) {
                    recheck[i] = true;
                    String was = verb(old.get(i));
                    String is = verb(now.get(i));
                    if (!Objects.equals(was, is)) {
                        verbs.add(was);
                        verbs.add(is);
                    }
                } else {
                    any = true;
                }
            }
            if (!any) {
                return null;
            }
            // A rename fix depends on whether another endpoint uses the same verb (AgisPass#endpoint): when a method
            // changed, the endpoints of a verb that went from one user to more, or back, are checked again.
            verbs.remove(null);
            for (String v : verbs) {
                if ((users(old, v) >= 2) != (users(now, v) >= 2)) {
                    for (int i = 0; i < now.size(); i++) {
                        recheck[i] |= v.equals(verb(now.get(i)));
                    }
                }
            }
            return new Reuse(before, next, TextChange.between(before.file().text(), next.text()), recheck);
        }

        /** Pass {@code p}'s result for endpoint {@code i} moved into the new text, or null when it must run again. */
        List<Diagnostic> moved(int p, int i) {
            if (recheck[i]) {
                return null;
            }
            List<Diagnostic> was = before.reported()[p][i];
            if (was.isEmpty()) {
                return was;
            }
            List<Diagnostic> now = new ArrayList<>(was.size());
            for (Diagnostic d : was) {
                if (change.touches(d)) {
                    return null;
                }
                now.add(change.moved(d, next.source()));
            }
            return now;
        }

        /** The same keys with the same value objects (the document copies its schema map). */
        private static boolean sameObjects(Map<String, ?> a, Map<String, ?> b) {
            if (a.size() != b.size()) {
                return false;
            }
            for (Map.Entry<String, ?> e : a.entrySet()) {
                if (b.get(e.getKey()) != e.getValue()) {
                    return false;
                }
            }
            return true;
        }

        private static int users(List<AgisEndpoint> eps, String verb) {
            int n = 0;
            for (AgisEndpoint ep : eps) {
                if (verb.equals(verb(ep))) {
                    n++;
                }
            }
            return n;
        }

        /** The method as VerbFixes compares it (trimmed, ignoring case); null when there is none. */
        private static String verb(AgisEndpoint ep) {
            return ep == null || ep.method() == null ? null : ep.method().trim().toUpperCase(Locale.ROOT);
        }
    }
}
