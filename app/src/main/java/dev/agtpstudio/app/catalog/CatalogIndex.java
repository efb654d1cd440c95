package dev.agtpstudio.app.catalog;

import dev.agtpstudio.core.catalog.LegacyVerb;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.catalog.MethodInfo;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.outline.FileOutline;
import dev.agtpstudio.core.outline.OutlineNode;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the Method Catalog view shows of one workspace snapshot: the catalog's verbs by category with their
 * descriptions and marks, the legacy verbs, and where the workspace's endpoints use each verb (their
 * {@code METHOD /path} from the file outline, {@link FileOutline}). Built off the FX thread; immutable.
 */
public record CatalogIndex(String version, List<Category> categories) {
    /** A category of the catalog (or "legacy" for the legacy verbs) and its verbs in catalog order. */
    public record Category(String name, String description, List<Verb> verbs) {}

    /** A verb with its marks and the places the workspace uses it. */
    public record Verb(
            String name,
            String description,
            boolean embedded,
            boolean legacy,
            boolean deprecated,
            String preferred,
            List<Usage> usages) {
        /** The marks the browser shows after the name. */
        public String marks() {
            List<String> m = new ArrayList<>();
            if (embedded) {
                m.add("embedded");
            }
            if (legacy) {
                m.add("legacy" + (preferred == null ? "" : ", use " + preferred));
            }
            if (deprecated) {
                m.add("deprecated");
            }
            return String.join(" \u00B7 ", m);
        }
    }

    /** One endpoint that uses a verb: its label, file (relative label and path) and where its method is. */
    public record Usage(String endpoint, String fileLabel, Path file, int offset) {}

    public static final String LEGACY = "legacy";

    public static CatalogIndex of(Workspace ws) {
        MethodCatalog c = ws == null ? MethodCatalog.bundled() : ws.catalog();
        Map<String, List<Usage>> uses = ws == null ? Map.of() : usages(ws);
        List<Category> out = new ArrayList<>();
        for (Map.Entry<String, String> cat : c.categories().entrySet()) {
            List<Verb> verbs = new ArrayList<>();
            for (String name : c.verbsIn(cat.getKey())) {
                MethodInfo m = c.method(name).orElseThrow();
                verbs.add(new Verb(
                        name,
                        m.description(),
                        c.isEmbedded(name),
                        false,
                        m.deprecated(),
                        null,
                        uses.getOrDefault(name, List.of())));
            }
            out.add(new Category(cat.getKey(), cat.getValue(), verbs));
        }
        List<Verb> legacy = new ArrayList<>();
        for (LegacyVerb l : c.legacy().values()) {
            legacy.add(new Verb(
                    l.name(),
                    l.description(),
                    false,
                    true,
                    false,
                    l.preferred(),
                    uses.getOrDefault(l.name(), List.of())));
        }
        if (!legacy.isEmpty()) {
            out.add(new Category(
                    LEGACY, "Verbs kept for existing deployments; new endpoints use the preferred verb.", legacy));
        }
        return new CatalogIndex(c.version(), List.copyOf(out));
    }

    /** The verb of {@code name}, if the catalog lists it. */
    public java.util.Optional<Verb> verb(String name) {
        return categories.stream()
                .flatMap(k -> k.verbs().stream())
                .filter(v -> v.name().equals(name))
                .findFirst();
    }

    private static Map<String, List<Usage>> usages(Workspace ws) {
        Map<String, List<Usage>> out = new LinkedHashMap<>();
        List<LoadedFile<?>> files = new ArrayList<>(ws.files().values());
        files.sort(Comparator.comparing(LoadedFile::path));
        for (LoadedFile<?> f : files) {
            String rel = relative(ws.root(), f.path());
            for (OutlineNode n : FileOutline.of(f)) {
                int space = n.label().indexOf(' ');
                String method = space < 0 ? n.label() : n.label().substring(0, space);
                out.computeIfAbsent(method, k -> new ArrayList<>())
                        .add(new Usage(n.label(), rel, f.path(), n.target().start()));
            }
        }
        return out;
    }

    private static String relative(Path root, Path file) {
        try {
            return root == null
                    ? file.toString()
                    : root.relativize(file).toString().replace('\\', '/');
        } catch (IllegalArgumentException e) {
            return file.toString();
        }
    }
}
