package dev.agtpstudio.app.server;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;

/**
 * A method without a workspace endpoint that has a body template (PROPOSE, agent-level DISCOVER: {@link
 * BodyTemplates}) fills the raw body with it, unless the body holds something the user wrote: only an empty body or
 * the untouched template of the method before is replaced. An untouched template goes when the method changes to one
 * without a template.
 */
final class BodyTemplateOffer {
    private final StringProperty method;
    private final StringProperty path;
    private final ObjectProperty<EndpointDecl> endpoint;
    private final BooleanProperty rawMode;
    private final StringProperty rawJson;
    private final Supplier<FormField> form;
    private final Supplier<Workspace> workspace;
    private final BiFunction<String, String, EndpointDecl> endpointFor;
    /** The body template last filled in (null when none is showing). */
    private String filledTemplate;

    BodyTemplateOffer(
            StringProperty method,
            StringProperty path,
            ObjectProperty<EndpointDecl> endpoint,
            BooleanProperty rawMode,
            StringProperty rawJson,
            Supplier<FormField> form,
            Supplier<Workspace> workspace,
            BiFunction<String, String, EndpointDecl> endpointFor) {
        this.method = method;
        this.path = path;
        this.endpoint = endpoint;
        this.rawMode = rawMode;
        this.rawJson = rawJson;
        this.form = form;
        this.workspace = workspace;
        this.endpointFor = endpointFor;
        method.addListener((o, a, m) -> offer());
        path.addListener((o, a, p) -> offer());
    }

    /** Another workspace: no template is showing any more. */
    void forget() {
        filledTemplate = null;
    }

    private void offer() {
        String m = method.get() == null ? "" : method.get().trim();
        String p = path.get() == null ? "" : path.get().trim();
        EndpointDecl chosen = endpoint.get();
        if (chosen != null && chosen.method() != null && chosen.method().equalsIgnoreCase(m)) {
            return; // the endpoint's own input schema gives the form
        }
        String current = rawMode.get()
                ? (rawJson.get() == null ? "" : rawJson.get().trim())
                : form.get().toJson().json().isEmpty()
                        ? ""
                        : form.get().toJson().json().toString();
        if (!current.isEmpty() && (filledTemplate == null || !current.equals(filledTemplate.trim()))) {
            return;
        }
        // agent-level DISCOVER is the root's (DISCOVER /methods and /tools take no body); a workspace endpoint for
        // the method and path has its own schema
        boolean atRoot = p.isEmpty() || p.equals("/");
        Optional<String> t = endpointFor.apply(m, p) != null || m.equalsIgnoreCase("DISCOVER") && !atRoot
                ? Optional.empty()
                : BodyTemplates.forMethod(m, workspace.get());
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
}
