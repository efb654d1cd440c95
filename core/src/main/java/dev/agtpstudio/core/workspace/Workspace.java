package dev.agtpstudio.core.workspace;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.AgisDocument;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.core.model.ServerConfig;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An immutable snapshot of a workspace folder: every loaded file by path (sorted, relative paths resolved against
 * {@link #root}), plus the catalog in force. Update one file at a time with {@link #withFile} / {@link #without}.
 */
public final class Workspace {
    private final Path root;
    private final MethodCatalog catalog;
    private final Map<Path, LoadedFile<?>> files;
    private final long version;

    private Workspace(Path root, MethodCatalog catalog, Map<Path, LoadedFile<?>> files, long version) {
        this.root = root;
        this.catalog = catalog;
        this.files = files;
        this.version = version;
    }

    public static Workspace of(Path root, MethodCatalog catalog, List<LoadedFile<?>> files) {
        Map<Path, LoadedFile<?>> m = new TreeMap<>();
        for (LoadedFile<?> f : files) {
            m.put(f.path(), f);
        }
        return new Workspace(root, catalog, Collections.unmodifiableMap(m), 0);
    }

    public Path root() {
        return root;
    }

    public MethodCatalog catalog() {
        return catalog;
    }

    /** Increases with every {@link #withFile}/{@link #without}; lets caches tell snapshots apart. */
    public long version() {
        return version;
    }

    public Map<Path, LoadedFile<?>> files() {
        return files;
    }

    public Optional<LoadedFile<?>> file(Path path) {
        return Optional.ofNullable(files.get(path));
    }

    /** A new snapshot with {@code file} added or replacing the file at its path. */
    public Workspace withFile(LoadedFile<?> file) {
        Map<Path, LoadedFile<?>> m = new TreeMap<>(files);
        m.put(file.path(), file);
        return new Workspace(root, catalog, Collections.unmodifiableMap(m), version + 1);
    }

    public Workspace without(Path path) {
        if (!files.containsKey(path)) {
            return this;
        }
        Map<Path, LoadedFile<?>> m = new TreeMap<>(files);
        m.remove(path);
        return new Workspace(root, catalog, Collections.unmodifiableMap(m), version + 1);
    }

    public Workspace withCatalog(MethodCatalog c) {
        return new Workspace(root, c, files, version + 1);
    }

    @SuppressWarnings("unchecked")
    private <T> List<LoadedFile<T>> ofKind(FileKind kind) {
        return files.values().stream()
                .filter(f -> f.kind() == kind)
                .map(f -> (LoadedFile<T>) f)
                .toList();
    }

    /** Endpoint files, including ones whose model could not be read (model null). */
    public List<LoadedFile<EndpointDecl>> endpointFiles() {
        return ofKind(FileKind.ENDPOINT);
    }

    /** Endpoint declarations that loaded, in path order. */
    public List<EndpointDecl> endpoints() {
        return endpointFiles().stream()
                .map(LoadedFile::model)
                .filter(java.util.Objects::nonNull)
                .toList();
    }

    public List<LoadedFile<AgisDocument>> agisFiles() {
        return ofKind(FileKind.AGIS);
    }

    /** The workspace's {@code agtp-server.toml} (the one nearest the root when there are several). */
    public Optional<LoadedFile<ServerConfig>> serverConfigFile() {
        return this.<ServerConfig>ofKind(FileKind.SERVER_CONFIG).stream()
                .min(java.util.Comparator.comparingInt(f -> f.path().getNameCount()));
    }

    public Optional<LoadedFile<RecipeBook>> recipesFile() {
        return this.<RecipeBook>ofKind(FileKind.RECIPES).stream()
                .min(java.util.Comparator.comparingInt(f -> f.path().getNameCount()));
    }

    /** The workspace's {@code discovery-tests.toml} (the one nearest the root when there are several). */
    public Optional<LoadedFile<dev.agtpstudio.core.model.DiscoveryTests>> discoveryTestsFile() {
        return this.<dev.agtpstudio.core.model.DiscoveryTests>ofKind(FileKind.DISCOVERY_TESTS).stream()
                .min(java.util.Comparator.comparingInt(f -> f.path().getNameCount()));
    }

    /**
     * The {@code agtp-server.toml} that is there but could not be loaded (a link leaving the workspace, a parse
     * error, ...), or empty. When present, {@link #serverConfig} falls back to the defaults, which are weaker than
     * what the file meant: a command publishing policies must refuse to go on (issue 35).
     */
    public Optional<LoadedFile<ServerConfig>> unusableServerConfig() {
        return serverConfigFile().filter(f -> f.model() == null);
    }

    /** The server configuration in force: the file's model, or the defaults when there is none or it failed to load. */
    public ServerConfig serverConfig() {
        return serverConfigFile().map(LoadedFile::model).orElse(ServerConfig.defaults());
    }

    public RecipeBook recipes() {
        return recipesFile().map(LoadedFile::model).orElse(new RecipeBook(List.of()));
    }
}
