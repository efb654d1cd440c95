package dev.agtpstudio.validator.semantic;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.core.model.SchemaForm;
import dev.agtpstudio.core.model.SchemaSpec;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.core.workspace.FileKind;
import dev.agtpstudio.core.workspace.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlTable;
import org.yaml.snakeyaml.Yaml;

/**
 * Reads samples/hotel into a {@link Workspace} with just the members intent matching uses. The core loaders were not
 * in main when this was written; switch to {@code WorkspaceLoader} once they are.
 */
final class HotelSample {
    private HotelSample() {
    }

    static Path dir() {
        String p = System.getProperty("agtp.project.dir");
        return p == null ? null : Path.of(p, "samples", "hotel");
    }

    static Workspace load(Path dir) throws IOException {
        List<LoadedFile<?>> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir.resolve("endpoints"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".toml")).sorted().toList()) {
                String text = Files.readString(f);
                files.add(new LoadedFile<>(SourceText.of(f, text), FileKind.ENDPOINT, endpoint(Toml.parse(text)), null,
                        List.of()));
            }
        }
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".agis")).sorted().toList()) {
                String text = Files.readString(f);
                files.add(new LoadedFile<>(SourceText.of(f, text), FileKind.AGIS, agis(text), null, List.of()));
            }
        }
        return Workspace.of(dir, MethodCatalog.bundled(), files);
    }

    private static EndpointDecl endpoint(TomlParseResult t) {
        TomlTable e = t.getTable("endpoint");
        TomlTable s = e.getTable("semantic");
        Semantic sem = new Semantic(s.getString("intent"), s.getString("actor"), s.getString("outcome"),
                s.getString("capability"), null, s.getString("impact"), null, "/endpoint/semantic");
        List<FieldSpec> fields = new ArrayList<>();
        for (String kind : List.of("required", "optional")) {
            TomlArray a = e.getArray("input." + kind);
            for (int i = 0; a != null && i < a.size(); i++) {
                TomlTable f = a.getTable(i);
                fields.add(new FieldSpec(f.getString("name"), f.getString("type"), f.getString("description"), null,
                        null, null, kind.equals("required"), "/endpoint/input/" + kind + "/" + i));
            }
        }
        return new EndpointDecl(e.getString("method"), e.getString("path"), e.getString("description"), null, sem,
                new SchemaSpec(SchemaForm.FIELD_TABLES, fields, null, "/endpoint/input"), null, null, null, null, null,
                null, "/endpoint");
    }

    @SuppressWarnings("unchecked")
    private static AgisDocument agis(String text) {
        Map<String, Object> root = new Yaml().load(text);
        List<AgisDocument.AgisEndpoint> eps = new ArrayList<>();
        List<Map<String, Object>> list = (List<Map<String, Object>>) root.get("endpoints");
        for (int i = 0; i < list.size(); i++) {
            Map<String, Object> e = list.get(i);
            Map<String, Object> s = (Map<String, Object>) e.get("semantic");
            Map<String, List<String>> hints = new LinkedHashMap<>();
            Object h = s.get("parameter_hints");
            if (h instanceof Map<?, ?> hm) {
                hm.forEach((k, v) -> hints.put(String.valueOf(k), ((List<Object>) v).stream().map(String::valueOf)
                        .toList()));
            }
            AgisDocument.AgisSemantic sem = new AgisDocument.AgisSemantic((String) s.get("intent"),
                    (String) s.get("actor"), (String) s.get("outcome"), (String) s.get("capability"), null, null, null,
                    hints, null, null, "/endpoints/" + i + "/semantic");
            eps.add(new AgisDocument.AgisEndpoint(String.valueOf(e.get("method")), String.valueOf(e.get("path")),
                    (String) e.get("description"), sem, null, null, null, "/endpoints/" + i));
        }
        return new AgisDocument((String) root.get("agis"), (String) root.get("service"), (String) root.get("agtp"),
                (String) root.get("description"), eps, null, null, null, AgisDocument.SourceFormat.YAML);
    }
}
