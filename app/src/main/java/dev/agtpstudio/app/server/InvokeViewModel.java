package dev.agtpstudio.app.server;

import dev.agtpstudio.server.client.request.Transport;
import dev.agtpstudio.core.io.ErrorMessages;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.client.request.Environment;
import dev.agtpstudio.server.client.request.RequestBuilder;
import dev.agtpstudio.server.client.request.RequestProblem;
import dev.agtpstudio.server.client.request.RequestSpec;
import dev.agtpstudio.server.client.request.SavedRequest;
import dev.agtpstudio.server.client.request.Variables;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import dev.agtpstudio.server.tools.Tool;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.IntSupplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The invoke panel without its controls: endpoint choice (or a typed method and path), the body as a form generated
 * from the input schema or as raw JSON, the header fields, the target (the local server or any host and port), the
 * send on a background thread, the outcome with its output-schema verdict, and the per-workspace history.
 */
public final class InvokeViewModel {
    /** The standard header fields, in the order the panel shows them. */
    public static final List<String> STANDARD_HEADERS = List.of("Agent-ID", "Authority-Scope", "Session-ID", "Task-ID", "Idempotency-Key");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Executor worker;
    private final Executor fx;
    private final IntSupplier localPort;
    private java.util.function.BooleanSupplier localTls = () -> false;
    private final BooleanProperty tls = new SimpleBooleanProperty();
    private final ObservableList<EndpointDecl> endpoints = FXCollections.observableArrayList();
    private final ObjectProperty<EndpointDecl> endpoint = new SimpleObjectProperty<>();
    private final StringProperty method = new SimpleStringProperty("");
    private final StringProperty path = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<FormField> form = new ReadOnlyObjectWrapper<>(FormField.root(null));
    private final BooleanProperty rawMode = new SimpleBooleanProperty();
    private final StringProperty rawJson = new SimpleStringProperty("");
    private final Map<String, StringProperty> headers = new LinkedHashMap<>();
    private final StringProperty extraHeaders = new SimpleStringProperty("");
    private final BooleanProperty useLocalServer = new SimpleBooleanProperty(true);
    private final ObjectProperty<Transport> transport = new SimpleObjectProperty<>(Transport.AGTP);
    private LocalTools localTools = LocalTools.NONE;
    private final StringProperty host = new SimpleStringProperty("127.0.0.1");
    private final StringProperty port = new SimpleStringProperty(String.valueOf(ConsoleOptions.DEFAULT_PORT));
    private final ReadOnlyBooleanWrapper sending = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<InvokeOutcome> outcome = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper("");
    private final ObservableList<InvokeRequest> history = FXCollections.observableArrayList();
    private Workspace workspace;
    /** The endpoint the form was last built for (never null once one was chosen). */
    private EndpointDecl lastChosen;
    private InvokeHistory store;
    /** The Authority-Scope value last filled in from an endpoint's required_scopes (null when none is showing). */
    private String prefilledScope;
    private final ObjectProperty<Environment> environment = new SimpleObjectProperty<>();
    /** The body template last filled in by {@link #offerTemplate} (null when none is showing). */
    private String filledTemplate;

    /**
     * @param worker    where requests are sent and the history is written (a single named thread)
     * @param localPort the embedded server's bound port, or -1 when it is not running
     */
    public InvokeViewModel(Executor worker, Executor fx, IntSupplier localPort) {
        this.worker = worker;
        this.fx = fx;
        this.localPort = localPort;
        STANDARD_HEADERS.forEach(h -> headers.put(h, new SimpleStringProperty("")));
        headers.get("Agent-ID").set("agtp://localhost/agents/agtp-studio");
        endpoint.addListener((o, a, e) -> endpointChosen(e));
        rawMode.addListener((o, was, raw) -> switchMode(raw));
        method.addListener((o, a, m) -> offerTemplate());
        path.addListener((o, a, p) -> offerTemplate());
    }

    /**
     * A method without a workspace endpoint that has a body template (PROPOSE, agent-level DISCOVER: {@link
     * BodyTemplates}) fills the raw body with it, unless the body holds something the user wrote: only an empty body
     * or the untouched template of the method before is replaced. An untouched template goes when the method changes
     * to one without a template.
     */
    private void offerTemplate() {
        String m = method.get() == null ? "" : method.get().trim();
        String p = path.get() == null ? "" : path.get().trim();
        EndpointDecl chosen = endpoint.get();
        if (chosen != null && chosen.method() != null && chosen.method().equalsIgnoreCase(m)) {
            return; // the endpoint's own input schema gives the form
        }
        String current = rawMode.get() ? (rawJson.get() == null ? "" : rawJson.get().trim())
                : form.get().toJson().json().isEmpty() ? "" : form.get().toJson().json().toString();
        if (!current.isEmpty() && (filledTemplate == null || !current.equals(filledTemplate.trim()))) {
            return;
        }
        // agent-level DISCOVER is the root's (DISCOVER /methods and /tools take no body); a workspace endpoint for
        // the method and path has its own schema
        boolean atRoot = p.isEmpty() || p.equals("/");
        Optional<String> t = endpointFor(m, p) != null || m.equalsIgnoreCase("DISCOVER") && !atRoot
                ? Optional.empty() : BodyTemplates.forMethod(m, workspace);
        if (t.isPresent()) {
            if (!t.get().equals(filledTemplate)) {
                filledTemplate = t.get();
                rawMode.set(true);
                rawJson.set(t.get());
            }
            if (p.isEmpty()) {
                path.set("/"); // PROPOSE and agent-level DISCOVER go to the server's root
            }
        } else if (filledTemplate != null) {
            filledTemplate = null;
            rawJson.set("");
        }
    }

    /** What the running embedded server offers besides AGTP: its listeners' URLs and the tool each endpoint is. */
    public interface LocalTools {
        LocalTools NONE = new LocalTools() {
            @Override
            public String url(String protocol) {
                return null;
            }

            @Override
            public Optional<Tool> tool(String method, String template) {
                return Optional.empty();
            }
        };

        /** The URL of the {@link EmbeddedServer.Listener} for {@code protocol}, or null when it is not running. */
        String url(String protocol);

        Optional<Tool> tool(String method, String template);
    }

    public void setLocalTools(LocalTools tools) {
        this.localTools = tools;
    }

    /** Send through AGTP, or through the local server's A2T or MCP listener. */
    public ObjectProperty<Transport> transportProperty() {
        return transport;
    }

    /**
     * Another workspace was opened (call on fx): the request, the response, the messages and the history of the
     * previous one go; the endpoint list and the history of the new one come with its first snapshot. The header
     * fields (the agent's identity) and the target stay.
     */
    public void workspaceReplaced() {
        sending.set(false);
        outcome.set(null);
        message.set("");
        hint.set("");
        lastChosen = null;
        filledTemplate = null;
        prefilledScope = null;
        environment.set(null);
        endpoint.set(null);
        endpoints.clear();
        method.set("");
        path.set("");
        rawJson.set("");
        form.set(FormField.root(null));
        transport.set(Transport.AGTP);
        workspace = null;
        store = null;
        history.clear();
    }

    /** A new workspace snapshot: refreshes the endpoint list, keeping the chosen endpoint when it still exists. */
    public void setWorkspace(Workspace ws) {
        Path oldRoot = workspace == null ? null : workspace.root();
        workspace = ws;
        if (ws == null) {
            endpoints.clear();
            return;
        }
        EndpointDecl cur = endpoint.get();
        List<EndpointDecl> list = new ArrayList<>(ws.endpoints());
        list.sort(Comparator.comparing(EndpointDecl::path, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparing(EndpointDecl::method, Comparator.nullsLast(Comparator.naturalOrder())));
        endpoints.setAll(list);
        if (cur != null) {
            // the picker may drop its value while its items are replaced: put the same endpoint back
            list.stream().filter(e -> same(e, cur.method(), cur.path())).findFirst().ifPresent(e -> {
                if (!e.equals(endpoint.get())) {
                    endpoint.set(e);
                }
            });
        }
        if (ws.root() != null && !ws.root().equals(oldRoot)) {
            loadHistory(ws.root());
        }
    }

    private void loadHistory(Path root) {
        store = new InvokeHistory(root);
        InvokeHistory.Loaded l = store.load();
        history.setAll(l.entries());
        if (l.problem() != null) {
            message.set(l.problem());
        }
    }

    private static boolean same(EndpointDecl e, String m, String p) {
        return e.method() != null && e.method().equalsIgnoreCase(m == null ? "" : m.trim())
                && e.path() != null && e.path().equals(p == null ? "" : p.trim());
    }

    private void endpointChosen(EndpointDecl e) {
        if (e == null) {
            return; // a list refresh can pass through null: the last choice still stands
        }
        EndpointDecl previous = lastChosen;
        lastChosen = e;
        boolean sameEndpoint = previous != null && same(e, previous.method(), previous.path());
        if (!sameEndpoint) {
            outcome.set(null);
            hint.set("");
        }
        method.set(e.method());
        path.set(e.path());
        prefillScope(e);
        FormField f = FormField.root(Schemas.effective(e.input(), true));
        if (sameEndpoint) {
            // a new snapshot of the same endpoint (a save, a preference change): what was typed stays
            f.load(form.get().toJson().json());
        }
        form.set(f);
        if (rawMode.get() && !sameEndpoint) {
            // a new snapshot of the same endpoint keeps the raw text as typed ({{name}} variables included)
            rawJson.set(pretty(f.toJson().json()));
        }
    }

    /**
     * Fills Authority-Scope with the endpoint's {@code required_scopes} when the field is empty or still holds what the
     * previous endpoint filled in (what the designer typed stays).
     */
    private void prefillScope(EndpointDecl e) {
        StringProperty scope = headers.get("Authority-Scope");
        String current = scope.get() == null ? "" : scope.get().trim();
        if (!current.isEmpty() && !current.equals(prefilledScope)) {
            return;
        }
        String wanted = RequestBuilder.authorityScope(e.requiredScopes());
        scope.set(wanted);
        prefilledScope = wanted.isEmpty() ? null : wanted;
    }

    private void switchMode(boolean raw) {
        if (raw) {
            rawJson.set(pretty(form.get().toJson().json()));
            return;
        }
        try {
            String t = rawJson.get();
            form.get().load(t == null || t.isBlank() ? null : JSON.readTree(t));
            message.set("");
        } catch (Exception ex) {
            message.set("The raw JSON is not valid, the form keeps its previous values: " + ErrorMessages.describe(ex));
        }
    }

    public ObservableList<EndpointDecl> endpoints() {
        return endpoints;
    }

    public ObjectProperty<EndpointDecl> endpointProperty() {
        return endpoint;
    }

    public StringProperty methodProperty() {
        return method;
    }

    public StringProperty pathProperty() {
        return path;
    }

    public ReadOnlyObjectProperty<FormField> formProperty() {
        return form.getReadOnlyProperty();
    }

    public FormField form() {
        return form.get();
    }

    public BooleanProperty rawModeProperty() {
        return rawMode;
    }

    public StringProperty rawJsonProperty() {
        return rawJson;
    }

    public StringProperty header(String name) {
        StringProperty p = headers.get(name);
        if (p == null) {
            throw new IllegalArgumentException("not a standard header field: " + name);
        }
        return p;
    }

    /** Further headers, one "Name: value" per line. */
    public StringProperty extraHeadersProperty() {
        return extraHeaders;
    }

    /** Connect with TLS 1.3 to another host (the local server's own setting is followed automatically). */
    public BooleanProperty tlsProperty() {
        return tls;
    }

    /** Whether a send now goes over TLS: the local server's own setting, or the TLS box for another host. */
    public boolean sendsTls() {
        return useLocalServer.get() ? localTls.getAsBoolean() : tls.get();
    }

    /** Whether a send now trusts a self-signed certificate: only the local server's own. */
    public boolean trustsSelfSigned() {
        return useLocalServer.get() && sendsTls();
    }

    /** Whether the local server speaks TLS right now (the console's setting at its start). */
    public void setLocalTls(java.util.function.BooleanSupplier servingTls) {
        this.localTls = servingTls;
    }

    public BooleanProperty useLocalServerProperty() {
        return useLocalServer;
    }

    public StringProperty hostProperty() {
        return host;
    }

    public StringProperty portProperty() {
        return port;
    }

    public ReadOnlyBooleanProperty sendingProperty() {
        return sending.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<InvokeOutcome> outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    /** Why the last send did not happen, or a history problem; "" when all is well. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** What to do after a refusal that the panel can help with (a 262 asking for Authority-Scope); "" otherwise. */
    public ReadOnlyStringProperty hintProperty() {
        return hint.getReadOnlyProperty();
    }

    public ObservableList<InvokeRequest> history() {
        return history;
    }

    /** The request the panel would send now, or the problems that prevent it. */
    public record Built(InvokeRequest request, List<String> problems) {
    }

    /**
     * What the panel holds, as written (variables not filled): method, path, the header fields (blank ones left out)
     * and the further header lines, the body (raw, or the form's JSON) and the transport.
     */
    public RequestSpec spec() {
        Map<String, String> hs = new LinkedHashMap<>();
        headers.forEach((k, v) -> {
            if (v.get() != null && !v.get().isBlank()) {
                hs.put(k, v.get().trim());
            }
        });
        RequestBuilder.parseHeaderLines(extraHeaders.get(), hs);
        return new RequestSpec(method.get(), path.get(), hs, bodyText(), transport.get());
    }

    private String bodyText() {
        if (rawMode.get()) {
            return rawJson.get() == null ? "" : rawJson.get().trim();
        }
        JsonNode json = form.get().toJson().json();
        return json.isEmpty() && endpoint.get() == null ? "" : json.toString();
    }

    /** The environment whose variables fill {@code {{name}}} in the request (null: none). */
    public ObjectProperty<Environment> environmentProperty() {
        return environment;
    }

    public Built build() {
        List<String> problems = new ArrayList<>();
        Environment env = environment.get();
        Map<String, String> vars = env == null ? Map.of() : env.variables();
        String envName = env == null ? null : env.name();
        List<RequestProblem> located = new ArrayList<>();
        String h;
        int p;
        if (useLocalServer.get()) {
            h = "127.0.0.1";
            p = localPort.getAsInt();
            if (p <= 0) {
                problems.add("the local server is not running: start it in the Server console, or untick 'Local server'");
            }
        } else {
            h = RequestBuilder.fill(host.get() == null ? "" : host.get().trim(), vars, envName, "host", located);
            if (h.isEmpty()) {
                problems.add("host is empty");
            }
            p = RequestBuilder.port(RequestBuilder.fill(port.get(), vars, envName, "port", located), "port", located);
        }
        String m = method.get() == null ? "" : method.get().trim();
        if (transport.get() != Transport.AGTP) {
            if (!useLocalServer.get()) {
                problems.add(transport.get().name() + " goes to the local server's " + transport.get().name()
                        + " listener: tick 'Local server'");
            } else if (endpointFor(m, path.get()) == null) {
                problems.add("pick an endpoint of the workspace: " + transport.get().name() + " calls a tool, and each tool is an endpoint");
            }
        }
        Map<String, String> ignored = new LinkedHashMap<>();
        problems.addAll(RequestBuilder.parseHeaderLines(extraHeaders.get(), ignored));
        if (!rawMode.get()) {
            problems.addAll(form.get().toJson().problems());
        }
        RequestBuilder.Resolved r = RequestBuilder.resolve(spec(), vars, envName);
        located.addAll(r.problems());
        located.forEach(x -> problems.add(x.toString()));
        RequestSpec q = r.request();
        return new Built(new InvokeRequest(h, p, q.method(), q.path(), q.headers(), q.body(), q.via()), problems);
    }

    /** Sends what the panel holds (call on fx); problems with the input go to {@link #messageProperty}. */
    public void send() {
        Built b = build();
        if (!b.problems().isEmpty()) {
            message.set(String.join("\n", b.problems()));
            outcome.set(null);
            return;
        }
        send(b.request());
    }

    /** Puts a history entry back into the fields and sends it again (to the same host and port, the same way). */
    public void replay(InvokeRequest r) {
        load(r);
        sendNow(r);
    }

    /** Puts a history entry back into the fields without sending. */
    public void load(InvokeRequest r) {
        Optional<EndpointDecl> e = endpoints.stream().filter(d -> same(d, r.method(), r.path())).findFirst();
        endpoint.set(e.orElse(null));
        transport.set(r.via());
        method.set(r.method());
        path.set(r.path());
        int lp = localPort.getAsInt();
        useLocalServer.set("127.0.0.1".equals(r.host()) && r.port() == lp);
        host.set(r.host());
        port.set(String.valueOf(r.port()));
        loadHeadersAndBody(r.headers(), r.body());
    }

    /**
     * Puts a saved request into the fields, its variables as written: its endpoint when the workspace has one, its
     * host and port when it names them (the local server otherwise), headers and body.
     */
    public void load(SavedRequest saved) {
        RequestSpec r = saved.spec();
        Optional<EndpointDecl> e = endpoints.stream().filter(d -> same(d, r.method(), r.path())
                || d.method() != null && d.method().equalsIgnoreCase(r.method()) && d.path() != null
                && RequestBuilder.pathMatches(d.path(), r.path())).findFirst();
        endpoint.set(e.orElse(null));
        transport.set(r.via());
        method.set(r.method());
        path.set(r.path());
        useLocalServer.set(saved.host() == null && saved.port() == null);
        if (saved.host() != null) {
            host.set(saved.host());
        }
        if (saved.port() != null) {
            port.set(saved.port());
        }
        loadHeadersAndBody(r.headers(), r.body());
        outcome.set(null);
        message.set("");
    }

    /** The request as a saved file keeps it: host and port only when the panel does not send to the local server. */
    public SavedRequest toSaved() {
        RequestSpec s = spec();
        String body = s.body();
        try {
            body = body.isBlank() ? body : pretty(JSON.readTree(body));
        } catch (Exception e) {
            // a body with variables is not JSON yet: kept as written
        }
        RequestSpec kept = new RequestSpec(s.method(), s.path(), s.headers(), body, s.via());
        return useLocalServer.get() ? new SavedRequest(kept, null, null) : new SavedRequest(kept, host.get(), port.get());
    }

    private void loadHeadersAndBody(Map<String, String> all, String bodyText) {
        Map<String, String> rest = new LinkedHashMap<>(all);
        headers.forEach((k, v) -> v.set(rest.remove(k) == null ? "" : all.get(k)));
        StringBuilder sb = new StringBuilder();
        rest.forEach((k, v) -> sb.append(k).append(": ").append(v).append('\n'));
        extraHeaders.set(sb.toString());
        prefilledScope = null;
        if (Variables.VARIABLE.matcher(bodyText).find()) {
            // the form checks typed values; {{name}} has none until it is filled at send time
            rawMode.set(true);
            rawJson.set(bodyText);
            return;
        }
        try {
            JsonNode body = bodyText.isBlank() ? null : JSON.readTree(bodyText);
            rawJson.set(body == null ? "" : pretty(body));
            if (!rawMode.get()) {
                form.get().load(body);
            }
        } catch (Exception ex) {
            rawMode.set(true);
            rawJson.set(bodyText);
        }
    }

    private void send(InvokeRequest r) {
        sendNow(r);
    }

    private void sendNow(InvokeRequest r) {
        if (sending.get()) {
            return;
        }
        message.set("");
        hint.set("");
        outcome.set(null);
        sending.set(true);
        JsonNode outSchema = outputSchemaFor(r.method(), r.path());
        List<InvokeRequest> newHistory = InvokeHistory.push(history, r);
        history.setAll(newHistory);
        InvokeHistory s = store;
        // the local server's certificate is its own self-signed one: trusted; another host's is verified
        boolean local = useLocalServer.get();
        boolean withTls = local ? localTls.getAsBoolean() : tls.get();
        Transport via = r.via();
        EndpointDecl target = endpointFor(r.method(), r.path());
        LocalTools tools = localTools;
        // the listeners' URLs are read here, on fx, where the console keeps them
        String toolUrl = tools.url(via == Transport.A2T ? EmbeddedServer.Listener.A2T : EmbeddedServer.Listener.MCP);
        worker.execute(() -> {
            InvokeOutcome o = via == Transport.AGTP || target == null ? InvokeSend.agtp(r, outSchema, withTls, local)
                    : InvokeSend.tool(via, toolUrl, tools, target, r);
            // the entry shows what it was answered, and when
            List<InvokeRequest> answered = new ArrayList<>(newHistory);
            answered.set(0, r.answered(o.error() == null ? o.status() : 0, java.time.LocalTime.now()));
            String historyProblem = null;
            if (s != null) {
                try {
                    s.save(answered);
                } catch (Exception e) {
                    historyProblem = "Could not save the invoke history: " + ErrorMessages.describe(e);
                }
            }
            String hp = historyProblem;
            fx.execute(() -> {
                if (!history.isEmpty() && history.get(0).sameRequest(r)) {
                    history.set(0, answered.get(0));
                }
                outcome.set(o);
                String h = o.authorityHint(target == null ? List.of() : target.requiredScopes());
                hint.set(h == null ? "" : h);
                if (hp != null) {
                    message.set(hp);
                }
                // last: whoever waits for the send to end finds its outcome, hint and message in place
                sending.set(false);
            });
        });
    }

    /** The output schema of the workspace endpoint the method and path address (templates matched by segment). */
    JsonNode outputSchemaFor(String m, String target) {
        EndpointDecl e = endpointFor(m, target);
        return e == null ? null : RegistryBuilder.outputSchema(e, false);
    }

    /** The workspace endpoint the method and path (a template, or a path filling it in) address, or null. */
    EndpointDecl endpointFor(String m, String target) {
        String p = target == null ? "" : target.split("\\?", 2)[0];
        for (EndpointDecl e : endpoints) {
            if (e.method() != null && e.method().equalsIgnoreCase(m) && e.path() != null
                    && (e.path().equals(p) || RequestBuilder.pathMatches(e.path(), p))) {
                return e;
            }
        }
        return null;
    }

    private static String pretty(JsonNode n) {
        try {
            return JSON.writeValueAsString(n);
        } catch (Exception e) {
            return n.toString();
        }
    }
}
