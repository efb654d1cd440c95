package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The endpoints of a workspace as intent-matching candidates: every endpoint declaration, plus every AGIS endpoint.
 * When both declare the same {@code METHOD path}, one candidate is kept: the declaration's texts, with the AGIS
 * document's {@code parameter_hints} (and intent or description where the declaration has none).
 */
public final class WorkspaceCandidates {
    private WorkspaceCandidates() {}

    public static List<EndpointCandidate> of(Workspace workspace) {
        Map<String, EndpointCandidate> byId = new LinkedHashMap<>();
        for (LoadedFile<EndpointDecl> f : workspace.endpointFiles()) {
            EndpointDecl e = f.model();
            if (e == null || e.method() == null || e.path() == null) {
                continue;
            }
            Map<String, List<String>> hints = new LinkedHashMap<>();
            if (e.input() != null) {
                for (FieldSpec fs : e.input().fields()) {
                    if (fs.name() != null && fs.description() != null) {
                        hints.put(fs.name(), List.of(fs.description()));
                    }
                }
            }
            String intent = e.semantic() == null ? null : e.semantic().intent();
            String outcome = e.semantic() == null ? null : e.semantic().outcome();
            EndpointCandidate c = EndpointCandidate.local(
                    e.method(), e.path(), intent, e.description(), hints, outcome, String.valueOf(f.path()));
            byId.putIfAbsent(c.id(), c);
        }
        for (LoadedFile<AgisDocument> f : workspace.agisFiles()) {
            AgisDocument d = f.model();
            if (d == null || d.endpoints() == null) {
                continue;
            }
            for (AgisDocument.AgisEndpoint e : d.endpoints()) {
                if (e == null || e.method() == null || e.path() == null) {
                    continue;
                }
                AgisDocument.AgisSemantic s = e.semantic();
                EndpointCandidate c = EndpointCandidate.local(
                        e.method(),
                        e.path(),
                        s == null ? null : s.intent(),
                        e.description(),
                        s == null ? Map.of() : s.parameterHints(),
                        s == null ? null : s.outcome(),
                        String.valueOf(f.path()));
                EndpointCandidate prior = byId.get(c.id());
                byId.put(c.id(), prior == null ? c : merge(prior, c));
            }
        }
        return new ArrayList<>(byId.values());
    }

    private static EndpointCandidate merge(EndpointCandidate decl, EndpointCandidate agis) {
        Map<String, List<String>> hints = new LinkedHashMap<>(decl.parameterHints());
        agis.parameterHints()
                .forEach((k, v) -> hints.merge(k, v, (a, b) -> {
                    List<String> all = new ArrayList<>(b);
                    all.addAll(a);
                    return all;
                }));
        return EndpointCandidate.local(
                decl.method(),
                decl.path(),
                decl.intent() == null ? agis.intent() : decl.intent(),
                decl.description() == null ? agis.description() : decl.description(),
                hints,
                decl.outcome() == null ? agis.outcome() : decl.outcome(),
                decl.source());
    }
}
