package dev.agtpstudio.app.navigate;

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
 * What Quick Open, the outline and the breadcrumbs show of one workspace snapshot: every file's outline
 * ({@link FileOutline}, from the loaders' spans) and the places one can go to (files and {@code METHOD /path}
 * endpoints). Built on a worker thread; immutable.
 */
public record NavigateIndex(Workspace workspace, Map<Path, List<OutlineNode>> outlines, List<Place> places) {
    /** A place Quick Open offers: a file (offset 0) or an endpoint (its method). */
    public record Place(String label, String detail, Path file, int offset, boolean endpoint) {}

    public static final NavigateIndex EMPTY = new NavigateIndex(null, Map.of(), List.of());

    public static NavigateIndex of(Workspace ws) {
        if (ws == null) {
            return EMPTY;
        }
        Map<Path, List<OutlineNode>> outlines = new LinkedHashMap<>();
        List<Place> files = new ArrayList<>();
        List<Place> endpoints = new ArrayList<>();
        List<LoadedFile<?>> sorted = new ArrayList<>(ws.files().values());
        sorted.sort(Comparator.comparing(LoadedFile::path));
        for (LoadedFile<?> f : sorted) {
            String rel = relative(ws.root(), f.path());
            files.add(new Place(rel, "", f.path(), 0, false));
            List<OutlineNode> o = FileOutline.of(f);
            if (!o.isEmpty()) {
                outlines.put(f.path(), o);
            }
            for (OutlineNode n : o) {
                if (n.kind() == OutlineNode.Kind.ENDPOINT) {
                    endpoints.add(new Place(n.label(), rel, f.path(), n.target().start(), true));
                }
            }
        }
        List<Place> places = new ArrayList<>(endpoints);
        places.addAll(files);
        return new NavigateIndex(ws, Map.copyOf(outlines), List.copyOf(places));
    }

    public List<OutlineNode> outline(Path file) {
        return file == null ? List.of() : outlines.getOrDefault(file, List.of());
    }

    static String relative(Path root, Path file) {
        try {
            return root == null
                    ? file.toString()
                    : root.relativize(file).toString().replace('\\', '/');
        } catch (IllegalArgumentException e) {
            return file.toString();
        }
    }
}
