package dev.agtpstudio.evolution.git;

import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A workspace folder as it was at a git revision, read with the {@code git} command (decision 0204: JGit's signed jar
 * crashes the JDK 17 class-data archive dump the launcher makes): the contract files ({@code *.toml}, {@code *.agis})
 * and the workspace state ({@code .agtp-studio/}) below the folder are written to a temporary folder that mirrors
 * it, so the ordinary loaders read them. Close it to delete the copy.
 */
public final class GitRevision implements AutoCloseable {
    private static final long TIMEOUT_SECONDS = 60;
    private final Path root;
    private final String commit;

    private GitRevision(Path root, String commit) {
        this.root = root;
        this.commit = commit;
    }

    /** The copy's root: load it with {@code WorkspaceLoader}. */
    public Path root() {
        return root;
    }

    /** The full id of the commit {@code rev} resolved to. */
    public String commit() {
        return commit;
    }

    /**
     * Materialises {@code dir} (a folder inside a git work tree) as it was at {@code rev} ({@code HEAD}, a branch, a
     * tag, {@code HEAD~2}, an abbreviated id).
     *
     * @throws IOException when {@code dir} is not inside a repository, {@code rev} does not name a commit, or git is
     *     not installed
     */
    public static GitRevision checkout(Path dir, String rev) throws IOException {
        Path real = dir.toAbsolutePath().normalize().toRealPath();
        Path top = workTree(real);
        String id = resolve(top, rev);
        String prefix = top.relativize(real).toString().replace('\\', '/');
        Path out = Files.createTempDirectory("agtp-diff-");
        try {
            copyTree(top, id, prefix, out);
        } catch (IOException | RuntimeException e) {
            delete(out);
            throw e;
        }
        return new GitRevision(out, id);
    }

    /**
     * The commit id {@code rev} names in the repository that holds {@code dir}, without copying anything (a cheap
     * check whether a cached copy is still current).
     */
    public static String commitOf(Path dir, String rev) throws IOException {
        return resolve(workTree(dir.toAbsolutePath().normalize().toRealPath()), rev);
    }

    /**
     * The commits just before each change to {@code file} (a path relative to {@code dir}) in the history of
     * {@code HEAD}, newest first, at most {@code max}: the last state of {@code dir} before each change. A root commit
     * has no such state and is left out.
     *
     * @throws IOException when {@code dir} is not inside a repository or git is not installed
     */
    public static List<String> commitsBeforeChangesTo(Path dir, String file, int max) throws IOException {
        Path real = dir.toAbsolutePath().normalize().toRealPath();
        Path top = workTree(real);
        String rel = top.relativize(real.resolve(file)).toString().replace('\\', '/');
        Result log = git(top, "log", "--format=%P", "-n", Integer.toString(max), "HEAD", "--", rel);
        if (log.code() != 0) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String line : log.text().split("\n")) {
            String first = line.trim().split(" ")[0];
            if (!first.isEmpty() && !out.contains(first)) {
                out.add(first);
            }
        }
        return out;
    }

    private static Path workTree(Path dir) throws IOException {
        Result bare = git(dir, "rev-parse", "--is-bare-repository");
        if (bare.code() != 0) {
            throw new IOException(dir + " is not inside a git repository");
        }
        if (bare.text().trim().equals("true")) {
            throw new IOException(dir + " is in a bare repository; there is no work tree to compare");
        }
        Result top = git(dir, "rev-parse", "--show-toplevel");
        if (top.code() != 0) {
            throw new IOException(dir + " is not inside a git work tree");
        }
        return Path.of(top.text().trim()).toRealPath();
    }

    private static String resolve(Path top, String rev) throws IOException {
        if (rev.isEmpty() || rev.startsWith("-")) {
            throw new IOException("not a revision: " + rev);
        }
        Result r = git(top, "rev-parse", "--verify", "--quiet", "--end-of-options", rev + "^{commit}");
        if (r.code() != 0 || r.text().isBlank()) {
            throw new IOException("unknown revision: " + rev);
        }
        return r.text().trim();
    }

    /** Lists the tree below {@code prefix} at {@code id}, then reads every wanted blob through one {@code cat-file}. */
    private static void copyTree(Path top, String id, String prefix, Path out) throws IOException {
        List<String> args = new ArrayList<>(List.of("ls-tree", "-r", "-z", "--full-tree", id));
        if (!prefix.isEmpty()) {
            args.add("--");
            args.add(prefix);
        }
        Result tree = git(top, args.toArray(String[]::new));
        if (tree.code() != 0) {
            throw new IOException("git ls-tree failed: " + tree.text().trim());
        }
        List<String> blobs = new ArrayList<>();
        List<Path> targets = new ArrayList<>();
        for (String entry : tree.text().split("\0")) {
            int tab = entry.indexOf('\t');
            String[] meta = tab < 0 ? new String[0] : entry.substring(0, tab).split(" ");
            if (meta.length != 3 || !meta[1].equals("blob")) {
                continue;
            }
            String path = entry.substring(tab + 1);
            String local = prefix.isEmpty() ? path : path.substring(prefix.length() + 1);
            Path target = out.resolve(local).normalize();
            if (target.startsWith(out) && wanted(local)) {
                blobs.add(meta[2]);
                targets.add(target);
            }
        }
        if (blobs.isEmpty()) {
            return;
        }
        byte[] input = (String.join("\n", blobs) + "\n").getBytes(StandardCharsets.US_ASCII);
        Process p = start(top, "cat-file", "--batch");
        Thread feeder = new Thread(
                () -> {
                    try (OutputStream os = p.getOutputStream()) {
                        os.write(input);
                    } catch (IOException ignored) {
                        // the reader below reports a short answer
                    }
                },
                "git-cat-file-input");
        feeder.setDaemon(true);
        feeder.start();
        try (DataInputStream in = new DataInputStream(p.getInputStream())) {
            for (Path target : targets) {
                String head = line(in);
                String[] h = head.split(" ");
                if (h.length != 3 || !h[1].equals("blob")) {
                    throw new IOException("git cat-file answered: " + head);
                }
                byte[] content = in.readNBytes(Integer.parseInt(h[2]));
                in.readByte(); // the newline after each object
                Files.createDirectories(target.getParent());
                Files.write(target, content);
            }
        } finally {
            p.destroy();
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new IOException("git cat-file ended early");
            }
            b.write(c);
        }
        return b.toString(StandardCharsets.UTF_8);
    }

    private record Result(int code, String text) {}

    private static Process start(Path dir, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of("git", "-c", "core.quotepath=off", "-C", dir.toString()));
        cmd.addAll(List.of(args));
        try {
            return new ProcessBuilder(cmd)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            throw new IOException(
                    "comparing with a git revision needs the git command on the PATH (" + e.getMessage() + ")", e);
        }
    }

    private static Result git(Path dir, String... args) throws IOException {
        Process p = start(dir, args);
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        try {
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("git " + args[0] + " did not finish in " + TIMEOUT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for git", e);
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    /** Contract files, and the workspace state that holds {@code document_version} and the A2T tool versions. */
    private static boolean wanted(String local) {
        return WorkspaceLoader.isWorkspaceFile(Path.of(local))
                || local.startsWith(".agtp-studio/") && local.endsWith(".json");
    }

    @Override
    public void close() throws IOException {
        delete(root);
    }

    private static void delete(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path x : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(x);
            }
        }
    }
}
