package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.server.client.request.Environment;
import dev.agtpstudio.server.client.request.RequestBuilder;
import dev.agtpstudio.server.client.request.RequestProblem;
import dev.agtpstudio.server.client.request.RequestSpec;
import dev.agtpstudio.server.client.request.Transport;
import dev.agtpstudio.server.dispatch.RegistryBuilder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
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
    public static final List<String> STANDARD_HEADERS =
            List.of("Agent-ID", "Authority-Scope", "Session-ID", "Task-ID", "Idempotency-Key");

    private final Executor worker;
    private final Executor fx;
    private final InvokeTarget target;
    private final BodyTemplateOffer templates;
    private final ObservableList<EndpointDecl> endpoints = FXCollections.observableArrayList();
    private final ObjectProperty<EndpointDecl> endpoint = new SimpleObjectProperty<>();
    private final StringProperty method = new SimpleStringProperty("");
    private final StringProperty path = new SimpleStringProperty("");
    private final RequestBody body;
    private final HeaderFields headers = new HeaderFields(STANDARD_HEADERS);
    private final ReadOnlyBooleanWrapper sending = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<InvokeOutcome> outcome = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper("");
    private final SentRequests history = new SentRequests();
    private Workspace workspace;
    /** The endpoint the form was last built for (never null once one was chosen). */
    private EndpointDecl lastChosen;

    private final ObjectProperty<Environment> environment = new SimpleObjectProperty<>();

    /**
     * @param worker    where requests are sent and the history is written (a single named thread)
     * @param localPort the embedded server's bound port, or -1 when it is not running
     */
    public InvokeViewModel(Executor worker, Executor fx, IntSupplier localPort) {
        this.worker = worker;
        this.fx = fx;
        this.target = new InvokeTarget(localPort);
        endpoint.addListener((o, a, e) -> endpointChosen(e));
        body = new RequestBody(message::set);
        templates = new BodyTemplateOffer(
                method, path, endpoint, body.rawMode, body.rawJson, body.form::get, () -> workspace, this::endpointFor);
    }

    public void setLocalTools(LocalTools tools) {
        target.setLocalTools(tools);
    }

    /** Send through AGTP, or through the local server's A2T or MCP listener. */
    public ObjectProperty<Transport> transportProperty() {
        return target.transport;
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
        templates.forget();
        headers.forgetPrefill();
        environment.set(null);
        endpoint.set(null);
        endpoints.clear();
        method.set("");
        path.set("");
        body.clear();
        target.transport.set(Transport.AGTP);
        workspace = null;
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
            list.stream()
                    .filter(e -> same(e, cur.method(), cur.path()))
                    .findFirst()
                    .ifPresent(e -> {
                        if (!e.equals(endpoint.get())) {
                            endpoint.set(e);
                        }
                    });
        }
        if (ws.root() != null && !ws.root().equals(oldRoot)) {
            String problem = history.load(ws.root());
            if (problem != null) {
                message.set(problem);
            }
        }
    }

    static boolean same(EndpointDecl e, String m, String p) {
        return e.method() != null
                && e.method().equalsIgnoreCase(m == null ? "" : m.trim())
                && e.path() != null
                && e.path().equals(p == null ? "" : p.trim());
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
        headers.prefillScope(e);
        body.endpointChosen(e, sameEndpoint);
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
        return body.form.getReadOnlyProperty();
    }

    public FormField form() {
        return body.form.get();
    }

    public BooleanProperty rawModeProperty() {
        return body.rawMode;
    }

    public StringProperty rawJsonProperty() {
        return body.rawJson;
    }

    public StringProperty header(String name) {
        return headers.field(name);
    }

    /** Further headers, one "Name: value" per line. */
    public StringProperty extraHeadersProperty() {
        return headers.extra();
    }

    /** Connect with TLS 1.3 to another host (the local server's own setting is followed automatically). */
    public BooleanProperty tlsProperty() {
        return target.tls;
    }

    /** Whether a send now goes over TLS: the local server's own setting, or the TLS box for another host. */
    public boolean sendsTls() {
        return target.sendsTls();
    }

    /** Whether a send now trusts a self-signed certificate: only the local server's own. */
    public boolean trustsSelfSigned() {
        return target.trustsSelfSigned();
    }

    /** Whether the local server speaks TLS right now (the console's setting at its start). */
    public void setLocalTls(java.util.function.BooleanSupplier servingTls) {
        target.setLocalTls(servingTls);
    }

    public BooleanProperty useLocalServerProperty() {
        return target.useLocalServer;
    }

    public StringProperty hostProperty() {
        return target.host;
    }

    public StringProperty portProperty() {
        return target.port;
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
        return history.shown();
    }

    /** The request the panel would send now, or the problems that prevent it. */
    public record Built(InvokeRequest request, List<String> problems) {}

    /**
     * What the panel holds, as written (variables not filled): method, path, the header fields (blank ones left out)
     * and the further header lines, the body (raw, or the form's JSON) and the transport.
     */
    public RequestSpec spec() {
        return new RequestSpec(
                method.get(),
                path.get(),
                headers.asWritten(),
                body.text(endpoint.get() != null),
                target.transport.get());
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
        InvokeTarget.Address to = target.resolve(vars, envName, problems, located);
        String m = method.get() == null ? "" : method.get().trim();
        String viaProblem = target.transportProblem(endpointFor(m, path.get()) != null);
        if (viaProblem != null) {
            problems.add(viaProblem);
        }
        problems.addAll(headers.lineProblems());
        problems.addAll(body.problems());
        RequestBuilder.Resolved r = RequestBuilder.resolve(spec(), vars, envName);
        located.addAll(r.problems());
        located.forEach(x -> problems.add(x.toString()));
        RequestSpec q = r.request();
        return new Built(
                new InvokeRequest(to.host(), to.port(), q.method(), q.path(), q.headers(), q.body(), q.via()),
                problems);
    }

    /** Sends what the panel holds (call on fx); problems with the input go to {@link #messageProperty}. */
    public void send() {
        Built b = build();
        if (!b.problems().isEmpty()) {
            message.set(String.join("\n", b.problems()));
            outcome.set(null);
            return;
        }
        sendNow(b.request());
    }

    /** Puts a history entry back into the fields and sends it again (to the same host and port, the same way). */
    public void replay(InvokeRequest r) {
        load(r);
        sendNow(r);
    }

    /** Puts a history entry back into the fields without sending. */
    public void load(InvokeRequest r) {
        Optional<EndpointDecl> e =
                endpoints.stream().filter(d -> same(d, r.method(), r.path())).findFirst();
        endpoint.set(e.orElse(null));
        target.transport.set(r.via());
        method.set(r.method());
        path.set(r.path());
        target.point(
                "127.0.0.1".equals(r.host()) && r.port() == target.localPort(), r.host(), String.valueOf(r.port()));
        loadHeadersAndBody(r.headers(), r.body());
    }

    /** A saved request was opened: no response or message of another request stays. */
    void clearResult() {
        outcome.set(null);
        message.set("");
    }

    /** Fills the header fields (the standard ones, the rest as lines) and the body, raw when it is not plain JSON. */
    void loadHeadersAndBody(Map<String, String> all, String bodyText) {
        headers.load(all);
        body.load(bodyText);
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
        List<InvokeRequest> newHistory = history.push(r);
        InvokeHistory s = history.store();
        // the local server's certificate is its own self-signed one: trusted; another host's is verified
        boolean local = target.useLocalServer.get();
        boolean withTls = target.sendsTls();
        Transport via = r.via();
        EndpointDecl addressed = endpointFor(r.method(), r.path());
        LocalTools tools = target.localTools();
        // the listeners' URLs are read here, on fx, where the console keeps them
        String toolUrl = tools.url(via == Transport.A2T ? EmbeddedServer.Listener.A2T : EmbeddedServer.Listener.MCP);
        worker.execute(() -> {
            InvokeOutcome o = via == Transport.AGTP || addressed == null
                    ? InvokeSend.agtp(r, outSchema, withTls, local)
                    : InvokeSend.tool(via, toolUrl, tools, addressed, r);
            SentRequests.Answered answered = SentRequests.answer(s, newHistory, r, o);
            fx.execute(() -> {
                history.show(r, answered);
                outcome.set(o);
                String h = o.authorityHint(addressed == null ? List.of() : addressed.requiredScopes());
                hint.set(h == null ? "" : h);
                if (answered.problem() != null) {
                    message.set(answered.problem());
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
            if (e.method() != null
                    && e.method().equalsIgnoreCase(m)
                    && e.path() != null
                    && (e.path().equals(p) || RequestBuilder.pathMatches(e.path(), p))) {
                return e;
            }
        }
        return null;
    }
}
