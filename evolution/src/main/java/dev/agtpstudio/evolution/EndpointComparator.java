package dev.agtpstudio.evolution;

import static dev.agtpstudio.evolution.ChangeKind.ENDPOINT_DEPRECATED;
import static dev.agtpstudio.evolution.ChangeKind.ENDPOINT_UNDEPRECATED;
import static dev.agtpstudio.evolution.ChangeKind.ERROR_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.ERROR_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.ERROR_RENAMED;
import static dev.agtpstudio.evolution.ChangeKind.HANDLER_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.SCOPE_REMOVED;
import static dev.agtpstudio.evolution.ChangeKind.SCOPE_REQUIRED_ADDED;
import static dev.agtpstudio.evolution.ChangeKind.SEMANTIC_CAPABILITY_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.SEMANTIC_CONFIDENCE_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.SEMANTIC_IDEMPOTENCY_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.SEMANTIC_IMPACT_CHANGED;
import static dev.agtpstudio.evolution.ChangeKind.SEMANTIC_TEXT_CHANGED;

import dev.agtpstudio.core.model.Deprecation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** Compares two versions of one endpoint (same method and path): everything but its existence. */
final class EndpointComparator {
    private final Changes out;
    private final SchemaComparator schemas;

    EndpointComparator(Changes out) {
        this.out = out;
        this.schemas = new SchemaComparator(out);
    }

    void compare(EndpointView a, EndpointView b) {
        semantic(a, b);
        schemas.inputs(a, b);
        schemas.outputs(a, b);
        errors(a, b);
        scopes(a, b);
        deprecation(a, b);
        handler(a, b);
    }

    private void semantic(EndpointView a, EndpointView b) {
        text(a, b, "description", a.description(), b.description(), b.fieldPath("description"));
        text(a, b, "intent", a.intent(), b.intent(), b.semanticPath("intent"));
        text(a, b, "outcome", a.outcome(), b.outcome(), b.semanticPath("outcome"));
        text(a, b, "actor", a.actor(), b.actor(), b.semanticPath("actor"));
        if (!Objects.equals(a.confidence(), b.confidence())) {
            out.add(
                    SEMANTIC_CONFIDENCE_CHANGED,
                    b.id(),
                    "confidence",
                    Json.number(a.confidence()),
                    Json.number(b.confidence()),
                    "Confidence " + a.confidence() + " -> " + b.confidence()
                            + "; agents deciding whether to ESCALATE first may now decide differently.",
                    out.at.either(a.file(), b.file(), b.semanticPath("confidence")));
        }
        if (!Objects.equals(a.impact(), b.impact())) {
            out.add(
                    SEMANTIC_IMPACT_CHANGED,
                    b.id(),
                    "impact",
                    Json.text(a.impact()),
                    Json.text(b.impact()),
                    "Impact " + a.impact() + " -> " + b.impact()
                            + ": agents plan confirmations and compensation on it.",
                    out.at.either(a.file(), b.file(), b.semanticPath("impact")));
        }
        if (!Objects.equals(a.idempotent(), b.idempotent())) {
            out.add(
                    SEMANTIC_IDEMPOTENCY_CHANGED,
                    b.id(),
                    "is_idempotent",
                    Json.bool(a.idempotent()),
                    Json.bool(b.idempotent()),
                    "is_idempotent " + a.idempotent() + " -> " + b.idempotent()
                            + ": agents decide whether a retry is safe on it.",
                    out.at.either(a.file(), b.file(), b.semanticPath("is_idempotent")));
        }
        if (!Objects.equals(a.capability(), b.capability())) {
            out.add(
                    SEMANTIC_CAPABILITY_CHANGED,
                    b.id(),
                    "capability",
                    Json.text(a.capability()),
                    Json.text(b.capability()),
                    "Capability " + a.capability() + " -> " + b.capability()
                            + ": agents that select endpoints by effect class may no longer find it, or find it for "
                            + "the wrong goal.",
                    out.at.either(a.file(), b.file(), b.semanticPath("capability")));
        }
    }

    private void text(EndpointView a, EndpointView b, String field, String was, String now, String keyPath) {
        if (!Objects.equals(was, now)) {
            out.add(
                    SEMANTIC_TEXT_CHANGED,
                    b.id(),
                    field,
                    Json.text(was),
                    Json.text(now),
                    "The " + field + " agents read to choose this endpoint changed; no caller breaks.",
                    out.at.either(a.file(), b.file(), keyPath));
        }
    }

    private void errors(EndpointView a, EndpointView b) {
        List<String> removed = new ArrayList<>(a.errors());
        removed.removeAll(b.errors());
        List<String> added = new ArrayList<>(b.errors());
        added.removeAll(a.errors());
        String where = b.fieldPath("errors");
        if (removed.size() == 1 && added.size() == 1) {
            out.add(
                    ERROR_RENAMED,
                    b.id(),
                    "errors",
                    Json.text(removed.get(0)),
                    Json.text(added.get(0)),
                    "Error `" + removed.get(0) + "` is now `" + added.get(0) + "`: agents that handle the old name "
                            + "see an error they do not know.",
                    out.at.either(a.file(), b.file(), where));
            return;
        }
        for (String e : removed) {
            out.add(
                    ERROR_REMOVED,
                    b.id(),
                    "errors",
                    Json.text(e),
                    null,
                    "Error `" + e + "` is no longer declared: agents that handle it will see that condition, if it "
                            + "still happens, as a different error.",
                    out.at.either(a.file(), b.file(), where));
        }
        for (String e : added) {
            out.add(
                    ERROR_ADDED,
                    b.id(),
                    "errors",
                    null,
                    Json.text(e),
                    "Agents may now receive 422 with error `" + e + "`; those that do not know it treat it as a "
                            + "generic failure.",
                    out.at.neu(b.file(), where));
        }
    }

    private void scopes(EndpointView a, EndpointView b) {
        Set<String> added = new LinkedHashSet<>(b.scopes());
        added.removeAll(a.scopes());
        Set<String> removed = new LinkedHashSet<>(a.scopes());
        removed.removeAll(b.scopes());
        String where = b.fieldPath("required_scopes");
        for (String s : added) {
            out.add(
                    SCOPE_REQUIRED_ADDED,
                    b.id(),
                    "required_scopes",
                    null,
                    Json.text(s),
                    "Scope `" + s + "` is now required: callers without it in Authority-Scope get 455 Scope Violation.",
                    out.at.neu(b.file(), where));
        }
        for (String s : removed) {
            out.add(
                    SCOPE_REMOVED,
                    b.id(),
                    "required_scopes",
                    Json.text(s),
                    null,
                    "Scope `" + s + "` is no longer required.",
                    out.at.either(a.file(), b.file(), where));
        }
    }

    private void deprecation(EndpointView a, EndpointView b) {
        Deprecation was = a.deprecation();
        Deprecation now = b.deprecation();
        if (was == null && now != null) {
            out.add(
                    ENDPOINT_DEPRECATED,
                    b.id(),
                    "deprecated",
                    null,
                    Json.text(now.warningHeader()),
                    "Deprecated: every response now carries AGTP-Endpoint-Warning: " + now.warningHeader() + ".",
                    out.at.neu(b.file(), now.keyPath()));
        } else if (was != null && now == null) {
            out.add(
                    ENDPOINT_UNDEPRECATED,
                    b.id(),
                    "deprecated",
                    Json.text(was.warningHeader()),
                    null,
                    "The deprecation was withdrawn; responses no longer carry AGTP-Endpoint-Warning.",
                    out.at.neu(b.file(), b.keyPath()));
        }
    }

    private void handler(EndpointView a, EndpointView b) {
        if (a.handler() == null && b.handler() == null) {
            return;
        }
        if (a.handler() == null || b.handler() == null || !a.handler().equals(b.handler())) {
            out.add(
                    HANDLER_CHANGED,
                    b.id(),
                    "handler",
                    Json.text(a.handler() == null ? null : a.handler().type()),
                    Json.text(b.handler() == null ? null : b.handler().type()),
                    "The handler binding changed. Internal: handler references never reach the manifest, so agents "
                            + "see no difference unless the behaviour changes.",
                    out.at.either(
                            a.file(),
                            b.file(),
                            b.handler() == null ? b.keyPath() : b.handler().keyPath()));
        }
    }
}
