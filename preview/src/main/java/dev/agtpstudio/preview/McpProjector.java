package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument.AgisEndpoint;
import dev.agtpstudio.core.model.AgisDocument.AgisSemantic;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.preview.agis.IdentityMemo;
import dev.agtpstudio.preview.agis.ServiceView;
import dev.agtpstudio.preview.agis.ServiceViews;
import dev.agtpstudio.preview.source.SourceMap;
import dev.agtpstudio.preview.source.SourceRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The MCP {@code tools/list} result generated from a service (AGIS Appendix C.2), the one list both the preview and
 * {@code agtp-studio mcp} (stdio and HTTP) answer: name from {@code mcp_tool_name} or {@code verb_firstsegment}
 * lowercased, {@code title} from the name, description from the intent plus parameter hints, {@code inputSchema} from
 * the input, {@code outputSchema} from the declared output (when it is an object), and {@code annotations} from the
 * contract (informational impact: {@code readOnlyHint}; irreversible: {@code destructiveHint}; {@code is_idempotent}:
 * {@code idempotentHint}; an {@code external_service} handler: {@code openWorldHint}). Notes flag names over 64
 * characters, duplicate names, catalogs of more than 40 tools and AGIS endpoints no served endpoint file declares.
 */
public final class McpProjector {
    public static final int MAX_NAME = 64;
    public static final int MAX_TOOLS = 40;
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    /**
     * A tool projected from one AGIS endpoint, its name (a function of the endpoint alone, so an unchanged endpoint's
     * is not derived again) and the {@code openWorldHint} it was projected with (null: none).
     */
    private record Projected(
            Boolean openWorld, String name, ObjectNode tool, EndpointDecl decl, java.util.Set<String> variables) {
        /** The environment variables {@code d}'s handler needs: this tool's, when it is the declaration it was made for. */
        java.util.Set<String> variablesOf(EndpointDecl d) {
            return d == decl ? variables : EnvironmentNotes.variables(d);
        }
    }

    /**
     * Each AGIS endpoint's tool from the last projection, by identity (decision 0501): an unchanged endpoint (the same
     * loaded {@code .agis} model, or the same remembered conversion of an unchanged endpoint file) is not projected
     * again. The tool nodes are shared between results and read-only.
     */
    private static final IdentityMemo<AgisEndpoint, Projected> MEMO = new IdentityMemo<>();

    /**
     * The last result, with the workspace snapshot (weakly held), the {@code include} predicate (by identity) and the
     * document version it was built for (decision 0605): every reader of one snapshot (the token budget, the client
     * lints and the A2T signature check of one validation, the preview of the same snapshot) shares one projection.
     * A snapshot is immutable, so an equal key means an equal result; any other key is projected again.
     */
    private record Snapshot(
            java.lang.ref.WeakReference<Workspace> ws, Predicate<?> include, String version, Result result) {
        boolean isFor(Workspace w, Predicate<?> inc, String v) {
            return ws.get() == w && include == inc && java.util.Objects.equals(version, v);
        }
    }

    private static volatile Snapshot lastSnapshot;

    /** How many workspace projections {@link #tools} has built (not answered from its snapshot): a test seam. */
    private static final java.util.concurrent.atomic.AtomicLong BUILDS = new java.util.concurrent.atomic.AtomicLong();

    /** One projected tool and the endpoint it calls. */
    public record McpTool(String method, String path, ObjectNode tool) {
        public String name() {
            return tool.path("name").asText();
        }

        public boolean hasOutputSchema() {
            return tool.has("outputSchema");
        }
    }

    /** A projection and, for each of its tools (same order), the endpoint the tool calls. */
    public record Result(Projection projection, List<McpTool> tools) {
        public Result {
            tools = List.copyOf(tools);
        }
    }

    /**
     * The tools of workspace {@code ws} whose endpoint files {@code include} accepts: the preview passes every file
     * that loaded, the MCP server the files it registered. The AGIS view ({@link ServiceViews}) names and describes
     * them; the endpoint files say which are served and by which handler kind.
     */
    public Projection project(Workspace ws, Predicate<LoadedFile<EndpointDecl>> include, String documentVersion) {
        return tools(ws, include, documentVersion).projection();
    }

    /**
     * The same projection with the endpoint each tool calls (what the MCP server serves and dispatches); computed once
     * per workspace snapshot, {@code include} and version. The result is shared and read-only.
     */
    public Result tools(Workspace ws, Predicate<LoadedFile<EndpointDecl>> include, String documentVersion) {
        Snapshot last = lastSnapshot;
        if (last != null && last.isFor(ws, include, documentVersion)) {
            return last.result();
        }
        BUILDS.incrementAndGet();
        Result r = build(ServiceViews.of(ws, include, documentVersion), served(ws, include));
        lastSnapshot = new Snapshot(new java.lang.ref.WeakReference<>(ws), include, documentVersion, r);
        return r;
    }

    /** How many workspace projections {@link #tools} has built since the JVM started (for tests and benchmarks). */
    public static long builds() {
        return BUILDS.get();
    }

    /** The tools of {@code view} alone (no endpoint files: every AGIS endpoint, no {@code openWorldHint}). */
    public Projection project(ServiceView view) {
        return build(view, null).projection();
    }

    /** {@code METHOD path} -> declaration of every included endpoint file, or null when the workspace has none. */
    private static Map<Key, EndpointDecl> served(Workspace ws, Predicate<LoadedFile<EndpointDecl>> include) {
        if (ws.endpointFiles().isEmpty()) {
            return null;
        }
        List<LoadedFile<EndpointDecl>> files = ws.endpointFiles();
        Map<Key, EndpointDecl> m = new HashMap<>(files.size() * 4 / 3 + 1);
        for (LoadedFile<EndpointDecl> f : files) {
            if (f.model() != null && include.test(f)) {
                m.putIfAbsent(key(f.model().method(), f.model().path()), f.model());
            }
        }
        return m;
    }

    /**
     * {@code METHOD path} as a map key, made of the declaration's own strings when the method is already canonical (a
     * loaded declaration keeps its strings from snapshot to snapshot, and a string keeps its hash): no text is built.
     */
    private record Key(String method, String path) {}

    private static Key key(String method, String path) {
        return new Key(method == null ? "" : canonical(method), path);
    }

    /** {@code method} stripped and upper-cased; itself when it already is (a loaded method almost always is). */
    private static String canonical(String method) {
        for (int i = 0; i < method.length(); i++) {
            char c = method.charAt(i);
            if (c <= ' ' || c >= 'a' && c <= 'z' || c >= 0x80) {
                return method.strip().toUpperCase(Locale.ROOT);
            }
        }
        return method;
    }

    private Result build(ServiceView view, Map<Key, EndpointDecl> served) {
        ObjectNode result = F.objectNode();
        ArrayNode tools = result.putArray("tools");
        List<McpTool> routed = new ArrayList<>();
        SourceMap.Builder src = SourceMap.builder();
        List<ProjectionNote> notes = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        List<AgisEndpoint> endpoints = view.document().endpoints() == null
                ? List.of()
                : view.document().endpoints();
        IdentityMemo<AgisEndpoint, Projected>.Pass memo = MEMO.pass();
        for (int i = 0; i < endpoints.size(); i++) {
            AgisEndpoint e = endpoints.get(i);
            SourceRef ref = view.sourceOf(i);
            EndpointDecl decl = served == null ? null : served.get(key(e.method(), e.path()));
            if (served != null && decl == null) {
                notes.add(new ProjectionNote(
                        "mcp/not-served",
                        e.method() + " " + e.path()
                                + " is not an MCP tool: no endpoint file that the server registers declares it.",
                        ref));
                continue;
            }
            Boolean openWorld = openWorld(decl);
            Projected p = memo.get(e, (k, v) -> java.util.Objects.equals(v.openWorld(), openWorld), k -> {
                String n = toolName(k);
                return new Projected(openWorld, n, tool(k, n, decl), decl, EnvironmentNotes.variables(decl));
            });
            String name = p.name();
            ObjectNode t = p.tool();
            tools.add(t);
            routed.add(new McpTool(e.method(), e.path(), t));
            var variables = p.variablesOf(decl);
            if (!variables.isEmpty()) {
                notes.add(EnvironmentNotes.note("mcp", "`" + name + "`", e.method(), e.path(), variables, ref));
            }
            src.put("/tools/" + (tools.size() - 1), ref);
            if (name.length() > MAX_NAME) {
                notes.add(new ProjectionNote(
                        "mcp/name-too-long",
                        "Tool name `" + name + "` has " + name.length()
                                + " characters; MCP clients commonly refuse names over " + MAX_NAME
                                + ". Set a shorter mcp_tool_name.",
                        ref));
            }
            Integer prev = seen.putIfAbsent(name, i);
            if (prev != null) {
                notes.add(new ProjectionNote(
                        "mcp/duplicate-name",
                        "Tool name `" + name + "` is generated for both "
                                + endpoints.get(prev).id() + " and " + e.id()
                                + "; set mcp_tool_name on one of them (AGIS §6.2).",
                        ref));
            }
        }
        memo.close();
        if (tools.size() > MAX_TOOLS) {
            notes.add(new ProjectionNote(
                    "mcp/too-many-tools",
                    tools.size() + " tools exceed the " + MAX_TOOLS
                            + " that many MCP clients load at once; consider splitting the service.",
                    view.documentSource()));
        }
        return new Result(new Projection(ProjectionKind.MCP, result, src.build(), notes), routed);
    }

    /** The tool of {@code e}, named {@code name}, calling {@code decl} (null: no endpoint file). */
    private static ObjectNode tool(AgisEndpoint e, String name, EndpointDecl decl) {
        ObjectNode t = F.objectNode();
        t.put("name", name);
        t.put("title", title(name));
        t.put("description", description(e.semantic()));
        t.set("inputSchema", inputSchema(e));
        ObjectNode out = outputSchema(e);
        if (out != null) {
            t.set("outputSchema", out);
        }
        t.set("annotations", annotations(name, e.semantic(), decl));
        return t;
    }

    private static Boolean openWorld(EndpointDecl decl) {
        return decl == null || decl.handler() == null
                ? null
                : HandlerBinding.EXTERNAL_SERVICE.equals(decl.handler().type());
    }

    /** {@code mcp_tool_name} if declared, else the verb and the first non-template path segment, lowercased. */
    public static String toolName(AgisEndpoint e) {
        return toolName(
                e.method(), e.path(), e.semantic() == null ? null : e.semantic().mcpToolName());
    }

    /** The same rule for any endpoint: {@code mcpToolName} when set, else {@code verb_firstsegment}. */
    public static String toolName(String method, String path, String mcpToolName) {
        return dev.agtpstudio.core.model.ToolNames.mcp(method, path, mcpToolName);
    }

    /** {@code book_reservation} -> {@code Book reservation}: the display name MCP clients show. */
    static String title(String name) {
        String words = name.replace('_', ' ').strip().replaceAll(" +", " ");
        return words.isEmpty() ? name : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    static ObjectNode annotations(String name, AgisSemantic s, EndpointDecl decl) {
        ObjectNode a = F.objectNode();
        a.put("title", title(name));
        String impact = s == null || s.impactTier() == null
                ? null
                : s.impactTier().strip().toLowerCase(Locale.ROOT);
        a.put("readOnlyHint", "informational".equals(impact));
        a.put("destructiveHint", "irreversible".equals(impact));
        a.put("idempotentHint", s != null && Boolean.TRUE.equals(s.isIdempotent()));
        Boolean openWorld = openWorld(decl);
        if (openWorld != null) {
            a.put("openWorldHint", openWorld);
        }
        return a;
    }

    static String description(AgisSemantic s) {
        if (s == null || s.intent() == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.intent());
        if (!s.parameterHints().isEmpty()) {
            sb.append("\nHints: ");
            boolean first = true;
            for (Map.Entry<String, List<String>> h : s.parameterHints().entrySet()) {
                if (!first) {
                    sb.append("; ");
                }
                first = false;
                sb.append(h.getKey()).append(" = [");
                for (int i = 0; i < h.getValue().size(); i++) {
                    sb.append(i == 0 ? "" : ", ")
                            .append('\'')
                            .append(h.getValue().get(i))
                            .append('\'');
                }
                sb.append(']');
            }
        }
        return sb.toString();
    }

    static ObjectNode inputSchema(AgisEndpoint e) {
        ObjectNode s = Schemas.effective(e.input(), true);
        s.remove("$schema");
        return s;
    }

    /** The declared output's effective schema when it describes an object (MCP's outputSchema must), else null. */
    static ObjectNode outputSchema(AgisEndpoint e) {
        if (e.output() == null
                || e.output().form() == null
                || e.output().form() == dev.agtpstudio.core.model.SchemaForm.ABSENT) {
            return null;
        }
        ObjectNode s = Schemas.effective(e.output(), false);
        s.remove("$schema");
        return "object".equals(s.path("type").asText()) ? s : null;
    }
}
