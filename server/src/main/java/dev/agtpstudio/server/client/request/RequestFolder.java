package dev.agtpstudio.server.client.request;

import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ExistingOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The saved requests of a workspace, next to its contract: {@code requests/NAME.toml} (a {@link SavedRequest}), the
 * example response saved beside it as {@code requests/NAME.response.txt}, and the environments in
 * {@code requests/environments/NAME.toml}. Every write is atomic ({@code AtomicWrite}) and never replaces a file
 * unless told to; a rename never replaces one.
 */
public final class RequestFolder {
    public static final String DIR = "requests";
    public static final String ENVIRONMENTS = "environments";
    public static final String EXAMPLE_SUFFIX = ".response.txt";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 _.-]{0,79}");

    private final Path requests;

    public RequestFolder(Path workspaceRoot) {
        this.requests = workspaceRoot.resolve(DIR);
    }

    public Path dir() {
        return requests;
    }

    /** The problem with {@code name} as a request or environment name, or null when it is a good one. */
    public static String nameProblem(String name) {
        if (name == null
                || !NAME.matcher(name).matches()
                || name.endsWith(".")
                || name.endsWith(" ")
                || name.toLowerCase(java.util.Locale.ROOT).endsWith(".toml")) {
            return "a name is 1 to 80 letters, digits, spaces, '_', '.' or '-', starting with a letter or digit (no .toml)";
        }
        return null;
    }

    public Path requestFile(String name) {
        return requests.resolve(checked(name) + ".toml");
    }

    public Path exampleFile(String name) {
        return requests.resolve(checked(name) + EXAMPLE_SUFFIX);
    }

    public Path environmentFile(String name) {
        return requests.resolve(ENVIRONMENTS).resolve(checked(name) + ".toml");
    }

    /** The saved requests' names, sorted. */
    public List<String> requestNames() throws IOException {
        return names(requests);
    }

    public List<String> environmentNames() throws IOException {
        return names(requests.resolve(ENVIRONMENTS));
    }

    public SavedRequest load(String name) throws IOException, RequestFileException {
        Path f = requestFile(name);
        return SavedRequest.parse(shown(f), Files.readString(f, StandardCharsets.UTF_8));
    }

    public Environment environment(String name) throws IOException, RequestFileException {
        Path f = environmentFile(name);
        return Environment.parse(name, shown(f), Files.readString(f, StandardCharsets.UTF_8));
    }

    /** Writes the request; an existing file is refused ({@link ExistingOutput}) unless {@code replace}. */
    public Path save(String name, SavedRequest r, boolean replace) throws IOException {
        Path f = requestFile(name);
        Files.createDirectories(requests);
        AtomicWrite.create(f, r.toToml(), replace);
        return f;
    }

    /** Writes the example response beside the request; an existing one is refused unless {@code replace}. */
    public Path saveExample(String name, String text, boolean replace) throws IOException {
        Path f = exampleFile(name);
        Files.createDirectories(requests);
        AtomicWrite.create(f, text, replace);
        return f;
    }

    /** Writes an environment file; an existing one is refused unless {@code replace}. */
    public Path saveEnvironment(String name, String text, boolean replace) throws IOException {
        Path f = environmentFile(name);
        Files.createDirectories(f.getParent());
        AtomicWrite.create(f, text, replace);
        return f;
    }

    /** Renames a request and its example response; refused when the new name is taken. */
    public void rename(String from, String to) throws IOException {
        Path target = requestFile(to);
        if (Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new ExistingOutput(target + " already exists; nothing was renamed");
        }
        Path example = exampleFile(from);
        Path exampleTarget = exampleFile(to);
        if (Files.exists(example) && Files.exists(exampleTarget, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new ExistingOutput(exampleTarget + " already exists; nothing was renamed");
        }
        Files.move(requestFile(from), target, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        if (Files.exists(example)) {
            Files.move(example, exampleTarget, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        }
    }

    /** Deletes a request and its example response. */
    public void delete(String name) throws IOException {
        Files.deleteIfExists(requestFile(name));
        Files.deleteIfExists(exampleFile(name));
    }

    private static List<String> names(Path dir) throws IOException {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(Files::isRegularFile)
                    .map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".toml"))
                    .map(n -> n.substring(0, n.length() - ".toml".length()))
                    .filter(n -> nameProblem(n) == null)
                    .sorted()
                    .forEach(out::add);
        }
        return out;
    }

    /** A file as messages name it: relative to the workspace folder. */
    private Path shown(Path f) {
        Path root = requests.getParent();
        return root == null ? f : root.relativize(f);
    }

    private static String checked(String name) {
        String problem = nameProblem(name);
        if (problem != null) {
            throw new IllegalArgumentException("'" + name + "': " + problem);
        }
        return name;
    }
}
