package dev.agtpstudio.evolution;

import static dev.agtpstudio.evolution.ChangeKind.CATALOG_VERSION_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_ALIAS_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_ALIAS_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_METHOD_ALLOWED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_METHOD_DISALLOWED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_POLICY_LOOSENED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_POLICY_TIGHTENED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_REDIRECT_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.SERVER_REDIRECT_REMOVED;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.model.ServerConfig.MethodPolicy;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Compares {@code agtp-server.toml}: which methods the policy admits (AGTP-API §9), redirects and aliases, the
 * policy toggles the manifest publishes (§8.7) and the catalog version (§4).
 */
final class ServerConfigComparator {
    private final Changes out;

    ServerConfigComparator(Changes out) {
        this.out = out;
    }

    void compare(Workspace oldWs, Workspace newWs) {
        ServerConfig a = oldWs.serverConfig();
        ServerConfig b = newWs.serverConfig();
        LoadedFile<ServerConfig> af = oldWs.serverConfigFile().orElse(null);
        LoadedFile<ServerConfig> bf = newWs.serverConfigFile().orElse(null);
        methods(oldWs, a.methods(), b.methods(), af, bf);
        aliases(a.methods(), b.methods(), af, bf);
        redirects(a.methods(), b.methods(), af, bf);
        policies(a.policies(), b.policies(), af, bf);
        if (!Objects.equals(oldWs.catalog().version(), newWs.catalog().version())) {
            out.add(
                    CATALOG_VERSION_CHANGED,
                    null,
                    "catalog_version",
                    Json.text(oldWs.catalog().version()),
                    Json.text(newWs.catalog().version()),
                    "catalog_version " + oldWs.catalog().version() + " -> "
                            + newWs.catalog().version() + "; agents that pin the catalog see a new version.",
                    out.at.either(af, bf, "/server"));
        }
    }

    private void methods(
            Workspace oldWs, MethodPolicy a, MethodPolicy b, LoadedFile<ServerConfig> af, LoadedFile<ServerConfig> bf) {
        TreeSet<String> universe = new TreeSet<>();
        oldWs.endpoints().stream()
                .map(EndpointDecl::method)
                .filter(Objects::nonNull)
                .forEach(universe::add);
        for (MethodPolicy p : new MethodPolicy[] {a, b}) {
            universe.addAll(p.allow().methods());
            universe.addAll(p.disallow());
            p.custom().forEach(c -> universe.add(c.name()));
            universe.addAll(ServerConfig.Legacy.HTTP_VERBS);
        }
        for (String m : universe) {
            boolean was = admits(oldWs, a, m);
            boolean now = admits(oldWs, b, m);
            if (was && !now) {
                out.add(
                        SERVER_METHOD_DISALLOWED,
                        null,
                        m,
                        Json.text(m),
                        null,
                        "The server no longer admits " + m + ": agents sending it are refused.",
                        out.at.either(af, bf, "/policies/methods"));
            } else if (!was && now) {
                out.add(
                        SERVER_METHOD_ALLOWED,
                        null,
                        m,
                        null,
                        Json.text(m),
                        "The server now admits " + m + ".",
                        out.at.either(af, bf, "/policies/methods"));
            }
        }
    }

    private static boolean admits(Workspace ws, MethodPolicy p, String m) {
        if (ServerConfig.Legacy.HTTP_VERBS.contains(m)) {
            return p.legacy().admits(m);
        }
        if (p.disallow().contains(m)) {
            return false;
        }
        boolean known = p.isCustom(m) || ws.catalog().isVerb(m);
        return known
                && (p.allow().all()
                        || p.allow().methods().contains(m)
                        || ws.catalog().isEmbedded(m));
    }

    private void aliases(MethodPolicy a, MethodPolicy b, LoadedFile<ServerConfig> af, LoadedFile<ServerConfig> bf) {
        for (Map.Entry<String, String> e : a.aliases().entrySet()) {
            String now = b.aliases().get(e.getKey());
            if (!e.getValue().equals(now)) {
                out.add(
                        SERVER_ALIAS_REMOVED,
                        null,
                        "aliases." + e.getKey(),
                        Json.text(e.getValue()),
                        Json.text(now),
                        "Alias " + e.getKey() + " -> " + e.getValue()
                                + (now == null ? " removed" : " now points to " + now) + ": agents sending "
                                + e.getKey() + " no longer reach " + e.getValue() + ".",
                        out.at.either(af, bf, "/policies/methods/aliases"));
            }
        }
        for (Map.Entry<String, String> e : b.aliases().entrySet()) {
            if (!a.aliases().containsKey(e.getKey())) {
                out.add(
                        SERVER_ALIAS_ADDED,
                        null,
                        "aliases." + e.getKey(),
                        null,
                        Json.text(e.getValue()),
                        "New alias " + e.getKey() + " -> " + e.getValue() + ".",
                        out.at.neu(bf, "/policies/methods/aliases"));
            }
        }
    }

    private void redirects(MethodPolicy a, MethodPolicy b, LoadedFile<ServerConfig> af, LoadedFile<ServerConfig> bf) {
        Map<String, String> was = redirectMap(a);
        Map<String, String> now = redirectMap(b);
        for (Map.Entry<String, String> e : was.entrySet()) {
            String target = now.get(e.getKey());
            if (!e.getValue().equals(target)) {
                out.add(
                        SERVER_REDIRECT_REMOVED,
                        e.getKey(),
                        "redirects",
                        Json.text(e.getValue()),
                        Json.text(target),
                        "Redirect " + e.getKey() + " -> " + e.getValue()
                                + (target == null
                                        ? " removed: agents still calling " + e.getKey() + " are no longer "
                                                + "sent on."
                                        : " now goes to " + target + "."),
                        out.at.either(af, bf, "/policies/methods/redirects"));
            }
        }
        for (Map.Entry<String, String> e : now.entrySet()) {
            if (!was.containsKey(e.getKey())) {
                out.add(
                        SERVER_REDIRECT_ADDED,
                        e.getKey(),
                        "redirects",
                        null,
                        Json.text(e.getValue()),
                        "New redirect " + e.getKey() + " -> " + e.getValue() + ".",
                        out.at.neu(bf, "/policies/methods/redirects"));
            }
        }
    }

    private static Map<String, String> redirectMap(MethodPolicy p) {
        Map<String, String> m = new LinkedHashMap<>();
        for (ServerConfig.Redirect r : p.redirects()) {
            m.put(
                    r.fromMethod() + (r.fromPath() == null ? "" : " " + r.fromPath()),
                    r.toMethod() + (r.toPath() == null ? "" : " " + r.toPath()));
        }
        return m;
    }

    private void policies(
            ServerConfig.Policies a,
            ServerConfig.Policies b,
            LoadedFile<ServerConfig> af,
            LoadedFile<ServerConfig> bf) {
        toggle("wildcards_accepted", a.wildcardsAccepted(), b.wildcardsAccepted(), true, af, bf);
        toggle("anonymous_discovery", a.anonymousDiscovery(), b.anonymousDiscovery(), true, af, bf);
        toggle(
                "scope_required_for_invocation",
                a.scopeRequiredForInvocation(),
                b.scopeRequiredForInvocation(),
                false,
                af,
                bf);
        toggle("synthesis_enabled", a.synthesisEnabled(), b.synthesisEnabled(), true, af, bf);
        toggle("negotiable", a.negotiable(), b.negotiable(), true, af, bf);
        if (a.maxSynthesisDepth() != b.maxSynthesisDepth()) {
            boolean tighter = b.maxSynthesisDepth() < a.maxSynthesisDepth();
            out.add(
                    tighter ? SERVER_POLICY_TIGHTENED : SERVER_POLICY_LOOSENED,
                    null,
                    "max_synthesis_depth",
                    Json.text(Integer.toString(a.maxSynthesisDepth())),
                    Json.text(Integer.toString(b.maxSynthesisDepth())),
                    "max_synthesis_depth " + a.maxSynthesisDepth() + " -> " + b.maxSynthesisDepth() + ".",
                    out.at.either(af, bf, "/policies/max_synthesis_depth"));
        }
    }

    /** {@code openWhenTrue}: true when the toggle being on lets agents do more. */
    private void toggle(
            String key,
            boolean was,
            boolean now,
            boolean openWhenTrue,
            LoadedFile<ServerConfig> af,
            LoadedFile<ServerConfig> bf) {
        if (was == now) {
            return;
        }
        boolean tighter = openWhenTrue ? was : now;
        out.add(
                tighter ? SERVER_POLICY_TIGHTENED : SERVER_POLICY_LOOSENED,
                null,
                key,
                Json.bool(was),
                Json.bool(now),
                "Policy " + key + " " + was + " -> " + now + (tighter ? ": agents relying on it are refused." : "."),
                out.at.either(af, bf, "/policies/" + key));
    }
}
