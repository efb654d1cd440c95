package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import dev.agtpstudio.validator.support.Words;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** docs/reference-server.md#endpoint-files (reference field tables): name snake_case and unique, type allowed, description, enum, format. */
public final class FieldTableCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo NAME = new RuleInfo(
            "schema/field-name",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.3; docs/reference-server.md#endpoint-files",
            "Field name is missing or not snake_case");
    public static final RuleInfo DUPLICATE = new RuleInfo(
            "schema/duplicate-field",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §6.3; docs/reference-server.md#endpoint-files",
            "Two fields of one input or output share a name");
    public static final RuleInfo TYPE = new RuleInfo(
            "schema/field-type",
            Severity.ERROR,
            Passes.ENDPOINT,
            "docs/reference-server.md#endpoint-files",
            "Field type is missing or not an allowed type");
    public static final RuleInfo DESCRIPTION = new RuleInfo(
            "schema/field-description",
            Severity.ERROR,
            Passes.ENDPOINT,
            "docs/reference-server.md#endpoint-files",
            "Field description is missing or empty");
    public static final RuleInfo ENUM = new RuleInfo(
            "schema/enum",
            Severity.WARNING,
            Passes.ENDPOINT,
            "JSON Schema 2020-12 validation §6.1.2",
            "Field enum is empty or repeats a value");
    public static final RuleInfo FORMAT = new RuleInfo(
            "schema/format",
            Severity.WARNING,
            Passes.ENDPOINT,
            "JSON Schema 2020-12 validation §7.3",
            "Field format is unknown or does not suit the type");

    static final Set<String> FORMATS = Set.of(
            "date-time",
            "date",
            "time",
            "duration",
            "email",
            "idn-email",
            "hostname",
            "idn-hostname",
            "ipv4",
            "ipv6",
            "uri",
            "uri-reference",
            "iri",
            "iri-reference",
            "uuid",
            "uri-template",
            "json-pointer",
            "relative-json-pointer",
            "regex");

    @Override
    public List<RuleInfo> rules() {
        return List.of(NAME, DUPLICATE, TYPE, DESCRIPTION, ENUM, FORMAT);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        fields(file, out, e.input(), "input");
        fields(file, out, e.output(), "output");
    }

    private void fields(LoadedFile<EndpointDecl> file, Reporter out, SchemaSpec spec, String which) {
        if (spec == null || spec.form() != SchemaForm.FIELD_TABLES) {
            return;
        }
        Set<String> names = new HashSet<>();
        for (FieldSpec f : spec.fields()) {
            String k = f.keyPath();
            if (f.name() == null || f.name().isBlank()) {
                out.reportKey(
                        NAME,
                        k,
                        "An " + which + " field has no name; every field table needs name = "
                                + "\"snake_case_name\" (docs/reference-server.md#endpoint-files).");
            } else if (!Words.isSnakeCase(f.name())) {
                String snake = Words.toSnakeCase(f.name());
                Fix fix = Literals.replaceValue("Rename to " + snake, file, out.rangeOf(k + "/name"), f.name(), snake);
                out.report(
                        NAME,
                        Severity.ERROR,
                        k + "/name",
                        "Field name `" + f.name() + "` of the " + which
                                + " is not snake_case; the reference loader refuses it (docs/reference-server.md#endpoint-files). Use `"
                                + snake + "`.",
                        fix == null ? List.of() : List.of(fix));
            }
            if (f.name() != null && !names.add(f.name())) {
                out.report(
                        DUPLICATE,
                        k + "/name",
                        "The " + which + " declares the field `" + f.name() + "` twice; "
                                + "field names must be unique (AGTP-API §6.3). Remove or rename one.");
            }
            if (f.type() == null) {
                out.reportKey(
                        TYPE,
                        k,
                        "Field `" + f.name() + "` of the " + which + " has no type; use one of "
                                + String.join(", ", FieldSpec.TYPES) + " (docs/reference-server.md#endpoint-files).");
            } else if (!FieldSpec.TYPES.contains(f.type())) {
                out.report(
                        TYPE,
                        k + "/type",
                        "Field `" + f.name() + "` has type `" + f.type() + "`, which is not one " + "of "
                                + String.join(", ", FieldSpec.TYPES) + " (docs/reference-server.md#endpoint-files).");
            }
            if (f.description() == null || f.description().isBlank()) {
                out.reportKey(
                        DESCRIPTION,
                        f.description() == null ? k : k + "/description",
                        "Field `" + f.name()
                                + "` of the " + which
                                + " has no description; the reference loader requires a non-empty one "
                                + "(docs/reference-server.md#endpoint-files). Say what the value means.");
            }
            if (f.enumValues() != null) {
                if (f.enumValues().isEmpty()) {
                    out.report(
                            ENUM,
                            k + "/enum",
                            "Field `" + f.name() + "` declares an empty enum, so no value can "
                                    + "ever validate (JSON Schema validation §6.1.2). List the allowed values or drop enum.");
                } else if (new HashSet<>(f.enumValues()).size()
                        != f.enumValues().size()) {
                    out.report(
                            ENUM,
                            k + "/enum",
                            "Field `" + f.name() + "` repeats a value in its enum " + f.enumValues()
                                    + " (JSON Schema validation §6.1.2). Remove the duplicate.");
                }
            }
            if (f.format() != null) {
                if (!FORMATS.contains(f.format())) {
                    out.report(
                            FORMAT,
                            k + "/format",
                            "Field `" + f.name() + "` has format `" + f.format() + "`, which "
                                    + "is not a Draft 2020-12 format; validators ignore unknown formats (JSON Schema validation "
                                    + "§7.3). Use e.g. date, date-time, email, uri or uuid.");
                } else if (f.type() != null && !"string".equals(f.type())) {
                    out.report(
                            FORMAT,
                            k + "/format",
                            "Field `" + f.name() + "` has format `" + f.format()
                                    + "` on type `" + f.type()
                                    + "`; formats apply to strings only (JSON Schema validation "
                                    + "§7.3). Make the field a string or drop the format.");
                }
            }
        }
    }
}
