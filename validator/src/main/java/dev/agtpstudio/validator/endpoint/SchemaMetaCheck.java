package dev.agtpstudio.validator.endpoint;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Schemas;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * AGTP-API §6.3, §13.2: input and output schemas are valid Draft 2020-12 JSON Schemas. The effective schema of
 * every form is validated against the official meta-schema (bundled in networknt json-schema-validator; no network).
 */
public final class SchemaMetaCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo INVALID = new RuleInfo(
            "schema/invalid",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.3, §13.2",
            "Schema is not a valid Draft 2020-12 JSON Schema");

    private final Schema metaSchema;

    public SchemaMetaCheck() {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
        this.metaSchema = registry.getSchema(SchemaLocation.of(Schemas.DRAFT_2020_12));
    }

    @Override
    public List<RuleInfo> rules() {
        return List.of(INVALID);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        validate(file, out, e.input(), true);
        validate(file, out, e.output(), false);
    }

    private void validate(LoadedFile<EndpointDecl> file, Reporter out, SchemaSpec spec, boolean input) {
        if (spec == null || spec.isAbsent()) {
            return;
        }
        if (spec.form() != SchemaForm.JSON_SCHEMA && spec.fields().stream().noneMatch(f -> f.schema() != null)) {
            return; // generated from field tables the field rules already judged: nothing free-form to check
        }
        JsonNode schema;
        try {
            schema = Schemas.effective(spec, input);
        } catch (RuntimeException ex) {
            out.report(
                    INVALID,
                    spec.keyPath(),
                    "The " + (input ? "input" : "output") + " schema cannot be built: " + ex.getMessage()
                            + " (AGTP-API §6.3).");
            return;
        }
        List<Error> errors;
        try {
            errors = metaSchema.validate(schema);
        } catch (RuntimeException ex) {
            out.report(
                    INVALID,
                    spec.keyPath(),
                    "The " + (input ? "input" : "output") + " schema could not be checked "
                            + "against the Draft 2020-12 meta-schema: " + ex.getMessage() + " (AGTP-API §13.2).");
            return;
        }
        Set<String> seen = new HashSet<>();
        for (Error err : errors) {
            String where = pointer(err.getInstanceLocation());
            if (spec.form() != SchemaForm.JSON_SCHEMA && !insideInlineSchema(spec, where)) {
                continue;
            }
            String key = keyPathFor(file, spec, where);
            if (!seen.add(key)) {
                continue;
            }
            out.report(
                    INVALID,
                    key,
                    "The " + (input ? "input" : "output") + " schema is not a valid Draft 2020-12 "
                            + "JSON Schema at `" + (where.isEmpty() ? "/" : where) + "`: " + err.getMessage()
                            + " (AGTP-API §6.3, §13.2). Correct the keyword to the meta-schema's form.");
        }
    }

    /** Maps a location inside the effective schema back to the declared source, as near as the form allows. */
    private static String keyPathFor(LoadedFile<?> file, SchemaSpec spec, String pointer) {
        if (spec.form() == SchemaForm.JSON_SCHEMA) {
            String p = spec.keyPath() + pointer;
            while (!file.locations().contains(p) && p.length() > spec.keyPath().length()) {
                p = p.substring(0, p.lastIndexOf('/'));
            }
            return p;
        }
        if (pointer.startsWith("/properties/")) {
            String rest = pointer.substring("/properties/".length());
            int slash = rest.indexOf('/');
            String name = slash < 0 ? rest : rest.substring(0, slash);
            String field = spec.field(name).map(f -> f.keyPath()).orElse(null);
            if (field == null) {
                return spec.keyPath();
            }
            if (slash >= 0 && file.locations().contains(field + "/schema")) {
                String p = field + "/schema" + rest.substring(slash);
                while (!file.locations().contains(p)) {
                    p = p.substring(0, p.lastIndexOf('/'));
                }
                return p;
            }
            String leaf = slash < 0 ? null : field + rest.substring(slash);
            return leaf != null && file.locations().contains(leaf) ? leaf : field;
        }
        return spec.keyPath();
    }

    /**
     * Field tables are checked field by field (FieldTableCheck); only the inline {@code schema} of a field is free
     * JSON Schema text the meta-schema can find new problems in.
     */
    private static boolean insideInlineSchema(SchemaSpec spec, String pointer) {
        if (!pointer.startsWith("/properties/")) {
            return false;
        }
        String rest = pointer.substring("/properties/".length());
        int slash = rest.indexOf('/');
        String name = slash < 0 ? rest : rest.substring(0, slash);
        boolean atType = slash >= 0 && rest.substring(slash + 1).equals("type");
        return spec.field(name)
                .map(f -> f.schema() != null && (!atType || f.schema().has("type")))
                .orElse(false);
    }

    private static String pointer(NodePath path) {
        StringBuilder sb = new StringBuilder();
        if (path == null) {
            return "";
        }
        for (int i = 0; i < path.getNameCount(); i++) {
            sb.append('/')
                    .append(String.valueOf(path.getElement(i))
                            .replace("~", "~0")
                            .replace("/", "~1"));
        }
        return sb.toString();
    }
}
