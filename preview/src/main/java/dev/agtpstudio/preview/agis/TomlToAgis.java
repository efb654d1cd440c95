package dev.agtpstudio.preview.agis;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.source.SourceRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Converts a workspace's endpoint declarations into one AGIS document (AGIS §8): semantic blocks map field by
 * field ({@code confidence} -> {@code confidence_guidance}, {@code impact} -> {@code impact_tier}), inputs and
 * outputs become JSON Schemas, and the vocabulary declares exactly the verbs used. Handlers have no AGIS
 * counterpart and are dropped.
 */
public final class TomlToAgis {
    /**
     * An endpoint declaration's AGIS endpoint, by its position, and where it was declared (the file it was loaded
     * from, whose location map gives the range): the part of a conversion worth remembering (decisions 0501, 0605).
     */
    private record Converted(int index, LoadedFile<EndpointDecl> file, AgisEndpoint endpoint, SourceRef source) {}

    private static final IdentityMemo<EndpointDecl, Converted> MEMO = new IdentityMemo<>();

    private TomlToAgis() {}

    public static ServiceView convert(Workspace ws, Predicate<LoadedFile<EndpointDecl>> include, String version) {
        ServerConfig.ServerInfo si = ws.serverConfig().server();
        List<AgisEndpoint> endpoints = new ArrayList<>();
        List<SourceRef> sources = new ArrayList<>();
        // collected by hash (a loaded declaration's strings keep theirs between snapshots), sorted once at the end
        java.util.Set<String> verbs = new java.util.HashSet<>();
        java.util.Set<String> namespaces = new java.util.HashSet<>();
        IdentityMemo<EndpointDecl, Converted>.Pass memo = MEMO.pass();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            if (f.model() == null || !include.test(f)) {
                continue;
            }
            EndpointDecl e = f.model();
            int index = endpoints.size();
            Converted c = memo.get(
                    e,
                    (d, old) -> old.index() == index && old.file() == f,
                    d -> new Converted(
                            index,
                            f,
                            endpoint(d, index),
                            new SourceRef(f.path(), f.locations().rangeFor(d.keyPath()), d.keyPath())));
            endpoints.add(c.endpoint());
            sources.add(c.source());
            if (e.method() != null) {
                verbs.add(e.method());
            }
            if (e.namespace() != null) {
                namespaces.add(e.namespace());
            }
        }
        memo.close();
        String serverId = si.serverId() == null ? "localhost" : si.serverId();
        String service = si.operator() != null ? si.operator() : serverId;
        AgisDocument.Vocabulary vocab = new AgisDocument.Vocabulary(
                List.copyOf(new TreeSet<>(verbs)),
                namespaces.size() == 1 ? namespaces.iterator().next() : "general",
                null,
                version,
                null,
                "/vocabulary");
        AgisDocument doc = new AgisDocument(
                "1.0",
                service,
                "agtp://" + serverId,
                "Generated from the endpoint declarations of " + serverId + ".",
                endpoints,
                vocab,
                null,
                null,
                null);
        return new ServiceView(doc, sources, null);
    }

    private static AgisEndpoint endpoint(EndpointDecl e, int index) {
        String kp = "/endpoints/" + index;
        return new AgisEndpoint(
                e.method(),
                e.path(),
                e.description(),
                semantic(e.semantic(), kp),
                schema(e.input(), true, kp + "/input"),
                schema(e.output(), false, kp + "/output"),
                e.errors() == null ? List.of() : e.errors(),
                kp);
    }

    /** AGIS actors are agent, user or system (AGIS §6.1); the TOML form's free-form actors map onto them. */
    public static String agisActor(String actor) {
        if (actor == null) {
            return null;
        }
        return switch (actor.toLowerCase(Locale.ROOT)) {
            case "agent" -> "agent";
            case "system", "service", "scheduler" -> "system";
            case "user", "human", "customer", "staff", "admin", "operator", "guest" -> "user";
            default -> actor;
        };
    }

    private static AgisSemantic semantic(Semantic s, String endpointPath) {
        if (s == null) {
            return null;
        }
        return new AgisSemantic(
                s.intent(),
                agisActor(s.actor()),
                s.outcome(),
                s.capability(),
                s.confidence(),
                s.impact(),
                s.isIdempotent(),
                null,
                null,
                null,
                endpointPath + "/semantic");
    }

    private static SchemaSpec schema(SchemaSpec spec, boolean input, String keyPath) {
        ObjectNode eff = Schemas.effective(spec, input);
        return new SchemaSpec(SchemaForm.JSON_SCHEMA, Schemas.fieldsOf(eff, keyPath), eff, keyPath);
    }
}
