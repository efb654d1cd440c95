package dev.agtpstudio.validator.grade;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.ToolNames;
import dev.agtpstudio.core.workspace.Workspace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The tools of a workspace as the grade reads them: every endpoint file with a model, its MCP tool name (AGIS App.
 * C.2, the name the MCP projection gives it), prose, parameters, outputs and errors; an error's description comes
 * from the workspace's {@code .agis} entry for the same endpoint, where there is one.
 */
public final class GradeSubjects {
    private GradeSubjects() {}

    public static List<GradeSubject> of(Workspace ws) {
        Map<String, AgisDocument.AgisEndpoint> agis = agisById(ws);
        List<GradeSubject> out = new ArrayList<>(ws.endpointFiles().size());
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            GradeSubject s = of(f, agisFor(f, agis));
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    /** The workspace's {@code .agis} endpoints by id (the first of each id). */
    static Map<String, AgisDocument.AgisEndpoint> agisById(Workspace ws) {
        Map<String, AgisDocument.AgisEndpoint> agis = new HashMap<>();
        for (LoadedFile<AgisDocument> f : ws.agisFiles()) {
            if (f.model() != null && f.model().endpoints() != null) {
                f.model().endpoints().forEach(e -> agis.putIfAbsent(e.id(), e));
            }
        }
        return agis;
    }

    /** The {@code .agis} endpoint of {@code f}'s endpoint (null when none, or when {@code f} has no endpoint). */
    static AgisDocument.AgisEndpoint agisFor(LoadedFile<EndpointDecl> f, Map<String, AgisDocument.AgisEndpoint> agis) {
        EndpointDecl e = f.model();
        return agis.isEmpty() || e == null || e.method() == null || e.path() == null ? null : agis.get(e.id());
    }

    /** The tool of one endpoint file, with its {@code .agis} entry {@code a} (null: none); null without a model. */
    static GradeSubject of(LoadedFile<EndpointDecl> f, AgisDocument.AgisEndpoint a) {
        EndpointDecl e = f.model();
        if (e == null || e.method() == null || e.path() == null) {
            return null;
        }
        String declared =
                a == null || a.semantic() == null ? null : a.semantic().mcpToolName();
        List<GradeItem> errors = List.of();
        if (e.errors() != null && !e.errors().isEmpty()) {
            GradeItem[] items = new GradeItem[e.errors().size()];
            String at = e.fieldPath("errors");
            for (int i = 0; i < items.length; i++) {
                String name = e.errors().get(i);
                items[i] = GradeItem.error(
                        name, a == null ? null : a.errorDescriptions().get(name), at);
            }
            errors = List.of(items);
        }
        return new GradeSubject(
                e.id(),
                ToolNames.mcp(e.method(), e.path(), declared),
                e.description(),
                e.semantic() == null ? null : e.semantic().intent(),
                e.semantic() == null ? null : e.semantic().outcome(),
                fields(e.input()),
                fields(e.output()),
                errors,
                f.path(),
                e.keyPath());
    }

    private static List<GradeItem> fields(SchemaSpec spec) {
        if (spec == null || spec.isAbsent()) {
            return List.of();
        }
        List<FieldSpec> declared = spec.fields();
        List<GradeItem> out = new ArrayList<>(declared.size());
        for (int i = 0; i < declared.size(); i++) {
            FieldSpec fs = declared.get(i);
            out.add(new GradeItem(fs.name(), fs.type(), fs.description(), fs.enumValues(), fs.format(), fs.keyPath()));
        }
        JsonNode props = spec.jsonSchema() == null ? null : spec.jsonSchema().get("properties");
        if (out.isEmpty() && props != null && props.isObject()) {
            props.fields().forEachRemaining(p -> {
                JsonNode s = p.getValue();
                List<String> en = new ArrayList<>();
                s.path("enum").forEach(v -> en.add(v.asText()));
                out.add(new GradeItem(
                        p.getKey(),
                        s.path("type").asText(null),
                        s.path("description").asText(null),
                        en,
                        s.path("format").asText(null),
                        spec.keyPath()));
            });
        }
        return out;
    }
}
