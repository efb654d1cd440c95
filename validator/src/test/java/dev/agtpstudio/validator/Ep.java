package dev.agtpstudio.validator;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.LocationMap;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.Deprecation;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.EndpointForm;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.model.ServerConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A hand-built endpoint declaration for rule tests: valid by default, changed one member at a time. */
public final class Ep {
    public String method = "RESERVE";
    public String path = "/rooms/{room_id}";
    public String description = "Reserves a room.";
    public Semantic semantic = new Semantic(
            "Reserve the named room for the guest.",
            "agent",
            "A reservation_id is returned.",
            "transaction",
            0.9,
            "reversible",
            false,
            "/endpoint/semantic");
    public List<FieldSpec> inputs = new ArrayList<>(List.of(
            field("room_id", "string", true, "/endpoint/input/required/0"),
            field("guest_id", "string", true, "/endpoint/input/required/1")));
    public SchemaSpec input;
    public SchemaSpec output = new SchemaSpec(
            SchemaForm.FIELD_TABLES,
            List.of(field("reservation_id", "string", true, "/endpoint/output/0")),
            null,
            "/endpoint/output");
    public List<String> errors = new ArrayList<>(List.of("room_unavailable"));
    public HandlerBinding handler =
            new HandlerBinding.RegisteredFunction("rooms.handlers.reserve", "/endpoint/handler");
    public List<String> scopes = List.of("booking:room");
    public Deprecation deprecated;
    public EndpointForm form = EndpointForm.REFERENCE;
    public String text = "";
    public LocationMap locations = LocationMap.EMPTY;
    public Path file = Path.of("endpoints/reserve.toml");

    public static FieldSpec field(String name, String type, boolean required, String keyPath) {
        return new FieldSpec(name, type, "The " + name + ".", null, null, null, required, keyPath);
    }

    public EndpointDecl decl() {
        SchemaSpec in =
                input != null ? input : new SchemaSpec(SchemaForm.FIELD_TABLES, inputs, null, "/endpoint/input");
        return new EndpointDecl(
                method,
                path,
                description,
                null,
                semantic,
                in,
                output,
                errors,
                handler,
                scopes,
                deprecated,
                form,
                "/endpoint");
    }

    public LoadedFile<EndpointDecl> loaded() {
        return new LoadedFile<>(SourceText.of(file, text), FileKind.ENDPOINT, decl(), locations, List.of());
    }

    /** Runs one check over this endpoint with the bundled catalog and {@code config}. */
    public List<Diagnostic> run(
            FileCheck<EndpointDecl> check, ServerConfig config, RecipeBook recipes, ValidationOptions options) {
        List<Diagnostic> out = new ArrayList<>();
        LoadedFile<EndpointDecl> f = loaded();
        check.check(
                f, new ValidationContext(MethodCatalog.bundled(), config, recipes, options), new Reporter(f, out::add));
        return out;
    }

    public List<Diagnostic> run(FileCheck<EndpointDecl> check) {
        return run(check, ServerConfig.defaults(), new RecipeBook(List.of()), ValidationOptions.defaults());
    }

    public static List<String> ids(List<Diagnostic> ds) {
        return ds.stream().map(Diagnostic::ruleId).toList();
    }
}
