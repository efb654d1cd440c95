package dev.agtpstudio.app.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.server.client.request.Variables;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The invoke panel's body: a form generated from the chosen endpoint's input schema, or raw JSON (which may hold
 * {@code {{name}}} variables); switching carries the values across.
 */
final class RequestBody {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    final ReadOnlyObjectWrapper<FormField> form = new ReadOnlyObjectWrapper<>(FormField.root(null));
    final BooleanProperty rawMode = new SimpleBooleanProperty();
    final StringProperty rawJson = new SimpleStringProperty("");
    private final Consumer<String> message;

    /** @param message where a raw text the form cannot take is said ("" clears it) */
    RequestBody(Consumer<String> message) {
        this.message = message;
        rawMode.addListener((o, was, raw) -> switchMode(raw));
    }

    /** Another workspace: no body. */
    void clear() {
        rawJson.set("");
        form.set(FormField.root(null));
    }

    /** A form for {@code e}'s input; {@code sameEndpoint} (a new snapshot of it) keeps what was typed. */
    void endpointChosen(EndpointDecl e, boolean sameEndpoint) {
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

    private void switchMode(boolean raw) {
        if (raw) {
            rawJson.set(pretty(form.get().toJson().json()));
            return;
        }
        try {
            String t = rawJson.get();
            form.get().load(t == null || t.isBlank() ? null : JSON.readTree(t));
            message.accept("");
        } catch (Exception ex) {
            message.accept(
                    "The raw JSON is not valid, the form keeps its previous values: " + ErrorMessages.describe(ex));
        }
    }

    /** The body as written: the raw text, or the form's JSON ("" for an empty form without an endpoint chosen). */
    String text(boolean endpointChosen) {
        if (rawMode.get()) {
            return rawJson.get() == null ? "" : rawJson.get().trim();
        }
        JsonNode json = form.get().toJson().json();
        return json.isEmpty() && !endpointChosen ? "" : json.toString();
    }

    /** What the form finds wrong with its values (none in raw mode: the raw text is checked when it is resolved). */
    List<String> problems() {
        return rawMode.get() ? List.of() : form.get().toJson().problems();
    }

    /** Puts {@code bodyText} in: raw when it holds variables or is not JSON, else into the raw text and the form. */
    void load(String bodyText) {
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

    static String pretty(JsonNode n) {
        try {
            return JSON.writeValueAsString(n);
        } catch (Exception e) {
            return n.toString();
        }
    }
}
