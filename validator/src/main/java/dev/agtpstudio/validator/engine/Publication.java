package dev.agtpstudio.validator.engine;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.ValidationReport;
import dev.agtpstudio.validator.suppress.SuppressionsLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The one definition of which endpoints are published, used by the test server's registry, {@code agtp-studio
 * manifest} and the IDE's preview alike: an endpoint file is published when it has a model and no <em>active</em>
 * error, that is an error on that file which the workspace's suppressions file ({@code .agtp-studio/suppressions.toml})
 * does not suppress. The loader's own errors count even when the caller validated nothing.
 *
 * @param published the endpoint files that are published, in workspace order
 * @param refused   every other endpoint file with the errors that keep it out (empty for a file without a model
 *                  and without diagnostics)
 */
public record Publication(List<LoadedFile<EndpointDecl>> published, Map<Path, List<Diagnostic>> refused) {

    public Publication {
        published = List.copyOf(published);
        refused = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(refused));
    }

    /** Validates {@code ws} with its suppressions file applied: the report every publisher decides on. */
    public static ValidationReport validate(Validator validator, Workspace ws) {
        return ws.root() == null
                ? validator.validate(ws)
                : validator.validate(ws, new SuppressionsLoader().load(ws.root()));
    }

    /** Decides publication from {@code diagnostics} (suppressed ones are kept but do not count). */
    public static Publication of(Workspace ws, Collection<Diagnostic> diagnostics) {
        Map<Path, List<Diagnostic>> byFile = new HashMap<>();
        Set<Key> reported = new HashSet<>();
        for (Diagnostic d : diagnostics) {
            if (d.file() == null) {
                continue;
            }
            reported.add(Key.of(d));
            if (d.severity() == Severity.ERROR && !d.suppressed()) {
                byFile.computeIfAbsent(normal(ws, d.file()), k -> new ArrayList<>())
                        .add(d);
            }
        }
        List<LoadedFile<EndpointDecl>> published = new ArrayList<>();
        Map<Path, List<Diagnostic>> refused = new LinkedHashMap<>();
        for (LoadedFile<EndpointDecl> f : ws.endpointFiles()) {
            List<Diagnostic> blocking = new ArrayList<>(byFile.getOrDefault(normal(ws, f.path()), List.of()));
            f.diagnostics().stream()
                    .filter(d -> d.severity() == Severity.ERROR && !d.suppressed() && !reported.contains(Key.of(d)))
                    .forEach(blocking::add);
            if (f.model() == null || !blocking.isEmpty()) {
                refused.put(f.path(), blocking);
            } else {
                published.add(f);
            }
        }
        return new Publication(published, refused);
    }

    public boolean isPublished(LoadedFile<?> f) {
        return f.model() != null && !refused.containsKey(f.path());
    }

    /** The filter projections take ({@code new Projections(publication.filter(), ...)}). */
    public Predicate<LoadedFile<EndpointDecl>> filter() {
        return this::isPublished;
    }

    private static Path normal(Workspace ws, Path file) {
        Path p = ws.root() == null ? file : ws.root().resolve(file);
        return p.toAbsolutePath().normalize();
    }

    /** A diagnostic's identity regardless of whether a suppression matched it. */
    private record Key(String ruleId, Path file, Object range, String message) {
        static Key of(Diagnostic d) {
            return new Key(d.ruleId(), d.file(), d.range(), Objects.toString(d.message()));
        }
    }
}
