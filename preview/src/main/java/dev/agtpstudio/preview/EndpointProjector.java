package dev.agtpstudio.preview;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.preview.source.SourceMap;
import dev.agtpstudio.preview.source.SourceRef;

/**
 * The manifest projection of one endpoint (AGTP-API §8.9): everything an agent needs, and of the handler only its
 * {@code type}. Function names, recipe names, URLs, headers, transforms, error maps and timeouts never appear.
 */
public final class EndpointProjector {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private EndpointProjector() {}

    /** Projects {@code file}'s endpoint, recording sources under {@code pointer} (e.g. {@code /endpoints/3}). */
    public static ObjectNode project(LoadedFile<EndpointDecl> file, String pointer, SourceMap.Builder sources) {
        EndpointDecl e = file.model();
        ObjectNode o = F.objectNode();
        sources.put(pointer, ref(file, e.keyPath()));
        put(o, "method", e.method());
        sources.put(pointer + "/method", ref(file, e.fieldPath("method")));
        put(o, "path", e.path());
        sources.put(pointer + "/path", ref(file, e.fieldPath("path")));
        put(o, "description", e.description());
        sources.put(pointer + "/description", ref(file, e.fieldPath("description")));
        if (e.namespace() != null) {
            o.put("namespace", e.namespace());
            sources.put(pointer + "/namespace", ref(file, e.fieldPath("namespace")));
        }
        o.set("semantic", semantic(e.semantic()));
        if (e.semantic() != null) {
            sources.put(pointer + "/semantic", ref(file, e.semantic().keyPath()));
            for (String f : Semantic.FIELDS) {
                sources.put(pointer + "/semantic/" + f, ref(file, e.semantic().fieldPath(f)));
            }
        }
        o.set("input_schema", Schemas.effective(e.input(), true));
        schemaSources(file, e.input(), pointer + "/input_schema", sources);
        o.set("output_schema", Schemas.effective(e.output(), false));
        schemaSources(file, e.output(), pointer + "/output_schema", sources);
        ArrayNode errors = o.putArray("errors");
        if (e.errors() != null) {
            e.errors().forEach(errors::add);
        }
        sources.put(pointer + "/errors", ref(file, e.fieldPath("errors")));
        if (!e.requiredScopes().isEmpty()) {
            ArrayNode scopes = o.putArray("required_scopes");
            e.requiredScopes().forEach(scopes::add);
            sources.put(pointer + "/required_scopes", ref(file, e.fieldPath("required_scopes")));
        }
        ObjectNode handler = o.putObject("handler");
        if (e.handler() != null) {
            handler.put("type", e.handler().type());
            sources.put(pointer + "/handler", ref(file, e.handler().keyPath()));
        }
        Deprecation d = e.deprecated();
        if (d != null && d.deprecatedIn() != null) {
            ObjectNode dep = o.putObject("deprecated");
            dep.put("deprecated_in", d.deprecatedIn());
            if (d.removedIn() != null) {
                dep.put("removed_in", d.removedIn());
            }
            if (d.successorMethod() != null || d.successorPath() != null) {
                ObjectNode s = dep.putObject("successor");
                if (d.successorMethod() != null) {
                    s.put("method", d.successorMethod());
                }
                if (d.successorPath() != null) {
                    s.put("path", d.successorPath());
                }
            }
            sources.put(pointer + "/deprecated", ref(file, d.keyPath()));
        }
        return o;
    }

    static ObjectNode semantic(Semantic s) {
        ObjectNode o = F.objectNode();
        if (s == null) {
            return o;
        }
        put(o, "intent", s.intent());
        put(o, "actor", s.actor());
        put(o, "outcome", s.outcome());
        put(o, "capability", s.capability());
        if (s.confidence() != null) {
            o.put("confidence", s.confidence());
        } else {
            o.putNull("confidence");
        }
        put(o, "impact", s.impact());
        if (s.isIdempotent() != null) {
            o.put("is_idempotent", s.isIdempotent());
        } else {
            o.putNull("is_idempotent");
        }
        return o;
    }

    private static void schemaSources(LoadedFile<?> file, SchemaSpec spec, String pointer, SourceMap.Builder sources) {
        if (spec == null) {
            return;
        }
        sources.put(pointer, ref(file, spec.keyPath()));
        if (spec.form() != SchemaForm.JSON_SCHEMA) {
            for (FieldSpec f : spec.fields()) {
                if (f.name() != null) {
                    sources.put(pointer + "/properties/" + escape(f.name()), ref(file, f.keyPath()));
                }
            }
        }
    }

    static SourceRef ref(LoadedFile<?> file, String keyPath) {
        if (keyPath == null) {
            return null;
        }
        return new SourceRef(file.path(), file.locations().rangeFor(keyPath), keyPath);
    }

    /** JSON pointer escaping of one reference token. */
    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }

    private static void put(ObjectNode o, String k, String v) {
        if (v == null) {
            o.putNull(k);
        } else {
            o.put(k, v);
        }
    }
}
