package dev.agtpstudio.validator.endpoint;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.List;

/**
 * AGTP-API §6.3, §13.3: a declared input schema is {@code type: object} with {@code additionalProperties: false};
 * an output schema should stay open. Field tables always project this way, so only the JSON Schema form is judged.
 */
public final class SchemaStrictnessCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo INPUT_NOT_OBJECT = new RuleInfo(
            "schema/input-not-object",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.3",
            "Input schema does not declare type object");
    public static final RuleInfo ADDITIONAL_PROPERTIES = new RuleInfo(
            "schema/additional-properties",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.3, §13.3",
            "Input schema does not set additionalProperties = false");
    public static final RuleInfo OUTPUT_CLOSED = new RuleInfo(
            "schema/output-closed",
            Severity.HINT,
            Passes.ENDPOINT,
            "AGTP-API §13.3",
            "Output schema does not set additionalProperties = true");

    @Override
    public List<RuleInfo> rules() {
        return List.of(INPUT_NOT_OBJECT, ADDITIONAL_PROPERTIES, OUTPUT_CLOSED);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        SchemaSpec in = e.input();
        if (in != null && in.form() == SchemaForm.JSON_SCHEMA && in.jsonSchema() != null) {
            JsonNode s = in.jsonSchema();
            if (!"object".equals(s.path("type").asText(null))) {
                out.report(
                        INPUT_NOT_OBJECT,
                        s.has("type") ? in.keyPath() + "/type" : in.keyPath(),
                        "The input schema "
                                + "declares " + (s.has("type") ? "type `" + s.get("type") + "`" : "no type")
                                + "; input_schema "
                                + "MUST declare \"type\": \"object\" (AGTP-API §6.3). Set type = \"object\".");
            }
            JsonNode ap = s.get("additionalProperties");
            if (ap == null || !ap.isBoolean() || ap.asBoolean()) {
                String key = ap == null ? in.keyPath() : in.keyPath() + "/additionalProperties";
                Fix fix = ap == null ? insertFalse(file, in.keyPath()) : replaceWithFalse(file, key);
                out.report(
                        ADDITIONAL_PROPERTIES,
                        Severity.ERROR,
                        key,
                        "The input schema "
                                + (ap == null
                                        ? "does not set additionalProperties"
                                        : "sets additionalProperties to " + ap)
                                + "; input schemas MUST set additionalProperties = false so unknown fields fail with 422 "
                                + "(AGTP-API §6.3, §13.3). Add additionalProperties = false.",
                        fix == null ? List.of() : List.of(fix));
            }
        }
        SchemaSpec outSpec = e.output();
        if (outSpec != null && outSpec.form() == SchemaForm.JSON_SCHEMA && outSpec.jsonSchema() != null) {
            JsonNode ap = outSpec.jsonSchema().get("additionalProperties");
            if (ap != null && !(ap.isBoolean() && ap.asBoolean())) {
                out.report(
                        OUTPUT_CLOSED,
                        outSpec.keyPath() + "/additionalProperties",
                        "The output schema sets "
                                + "additionalProperties to " + ap
                                + "; outputs SHOULD stay open (true) so handlers can add "
                                + "forward-compatible fields (AGTP-API §13.3).");
            }
        }
    }

    private static Fix replaceWithFalse(LoadedFile<?> file, String key) {
        TextRange r = file.locations().value(key);
        return r == null ? null : Fix.of("Set additionalProperties = false", new TextEdit(r.start(), r.end(), "false"));
    }

    /** Inserts the key into the schema's table: after a {@code [..input_schema]} header, or inside an inline table. */
    private static Fix insertFalse(LoadedFile<?> file, String schemaKey) {
        String text = file.text();
        TextRange value = file.locations().value(schemaKey);
        TextRange key = file.locations().key(schemaKey);
        if (value != null && value.start() < text.length() && text.charAt(value.start()) == '{') {
            boolean json = file.path() != null && file.path().toString().endsWith(".json");
            return Fix.of(
                    "Add additionalProperties = false",
                    TextEdit.insert(
                            value.start() + 1,
                            json ? " \"additionalProperties\": false," : " additionalProperties = false,"));
        }
        if (key != null) {
            int lineStart = text.lastIndexOf('\n', Math.max(0, key.start() - 1)) + 1;
            String before = text.substring(lineStart, key.start()).trim();
            if (before.startsWith("[")) {
                int eol = text.indexOf('\n', key.end());
                int at = eol < 0 ? text.length() : eol + 1;
                String nl = eol < 0 ? "\n" : "";
                return Fix.of(
                        "Add additionalProperties = false", TextEdit.insert(at, nl + "additionalProperties = false\n"));
            }
        }
        return null;
    }
}
