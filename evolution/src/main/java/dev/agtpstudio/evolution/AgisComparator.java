package dev.agtpstudio.evolution;

import static dev.agtpstudio.evolution.ChangeKind.AGIS_DATA_MANIFEST_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.AGIS_DATA_MANIFEST_EXTENDED;
import static dev.agtpstudio.evolution.ChangeKind.AGIS_SERVICE_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.AGIS_SERVICE_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.AGIS_VERB_DECLARED;
import static dev.agtpstudio.evolution.ChangeKind.AGIS_VERB_UNDECLARED;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares the {@code .agis} documents of two versions, matched by {@code service} (else by file): their endpoints
 * with the same rules as endpoint TOML, {@code vocabulary.declared_verbs} (AGIS §8.2) and the data manifest.
 */
final class AgisComparator {
    private final Changes out;
    private final EndpointSetComparator endpoints;

    AgisComparator(Changes out) {
        this.out = out;
        this.endpoints = new EndpointSetComparator(out);
    }

    void compare(Workspace oldWs, Workspace newWs) {
        Map<String, LoadedFile<AgisDocument>> olds = byService(oldWs, true);
        Map<String, LoadedFile<AgisDocument>> news = byService(newWs, false);
        for (Map.Entry<String, LoadedFile<AgisDocument>> e : olds.entrySet()) {
            LoadedFile<AgisDocument> b = news.get(e.getKey());
            if (b == null) {
                out.add(
                        AGIS_SERVICE_REMOVED,
                        null,
                        "service",
                        Json.text(e.getKey()),
                        null,
                        "AGIS document for " + e.getKey() + " removed: agents discovering the service find nothing.",
                        out.at.old(e.getValue(), ""));
            } else {
                document(e.getValue(), b);
            }
        }
        for (Map.Entry<String, LoadedFile<AgisDocument>> e : news.entrySet()) {
            if (!olds.containsKey(e.getKey())) {
                out.add(
                        AGIS_SERVICE_ADDED,
                        null,
                        "service",
                        null,
                        Json.text(e.getKey()),
                        "New AGIS document for " + e.getKey() + ".",
                        out.at.neu(e.getValue(), ""));
            }
        }
    }

    private Map<String, LoadedFile<AgisDocument>> byService(Workspace ws, boolean old) {
        Map<String, LoadedFile<AgisDocument>> m = new LinkedHashMap<>();
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            if (f.model() == null) {
                continue;
            }
            String name = f.model().service() != null
                    ? f.model().service()
                    : (old ? out.at.oldRelative(f) : out.at.newRelative(f)).toString();
            m.putIfAbsent(name, f);
        }
        return m;
    }

    private void document(LoadedFile<AgisDocument> af, LoadedFile<AgisDocument> bf) {
        endpoints.compare(views(af), views(bf), null);
        verbs(af, bf);
        dataManifest(af, bf);
    }

    private static Map<String, EndpointView> views(LoadedFile<AgisDocument> f) {
        Map<String, EndpointView> m = new LinkedHashMap<>();
        List<AgisDocument.AgisEndpoint> list = f.model().endpoints();
        if (list != null) {
            for (AgisDocument.AgisEndpoint e : list) {
                if (e.method() != null && e.path() != null) {
                    m.putIfAbsent(e.id(), EndpointView.of(e, f));
                }
            }
        }
        return m;
    }

    private void verbs(LoadedFile<AgisDocument> af, LoadedFile<AgisDocument> bf) {
        Set<String> was = declared(af.model());
        Set<String> now = declared(bf.model());
        for (String v : was) {
            if (!now.contains(v)) {
                out.add(
                        AGIS_VERB_UNDECLARED,
                        null,
                        "declared_verbs",
                        Json.text(v),
                        null,
                        "Verb " + v + " is no longer declared: agents that chose the service for it cannot use it.",
                        out.at.either(af, bf, "/vocabulary/declared_verbs"));
            }
        }
        for (String v : now) {
            if (!was.contains(v)) {
                out.add(
                        AGIS_VERB_DECLARED,
                        null,
                        "declared_verbs",
                        null,
                        Json.text(v),
                        "Verb " + v + " is now declared.",
                        out.at.neu(bf, "/vocabulary/declared_verbs"));
            }
        }
    }

    private static Set<String> declared(AgisDocument d) {
        return d.vocabulary() == null || d.vocabulary().declaredVerbs() == null
                ? Set.of()
                : new LinkedHashSet<>(d.vocabulary().declaredVerbs());
    }

    private void dataManifest(LoadedFile<AgisDocument> af, LoadedFile<AgisDocument> bf) {
        JsonNode a = af.model().dataManifest();
        JsonNode b = bf.model().dataManifest();
        if (a == null && b == null || a != null && a.equals(b)) {
            return;
        }
        List<String> lost = new ArrayList<>();
        List<String> gained = new ArrayList<>();
        JsonWalk.compare("", a, b, lost, gained);
        if (!lost.isEmpty()) {
            out.add(
                    AGIS_DATA_MANIFEST_CHANGED,
                    null,
                    "data_manifest",
                    a,
                    b,
                    "The data manifest changed or lost " + String.join(", ", lost)
                            + ": agents that negotiated on those data classes may be refused.",
                    out.at.either(af, bf, "/data_manifest"));
        } else {
            out.add(
                    AGIS_DATA_MANIFEST_EXTENDED,
                    null,
                    "data_manifest",
                    a,
                    b,
                    "The data manifest gained " + String.join(", ", gained) + ".",
                    out.at.neu(bf, "/data_manifest"));
        }
    }
}
