package dev.agtpstudio.evolution.git;

import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.eclipse.jgit.errors.RevisionSyntaxException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.PathFilter;

/**
 * A workspace folder as it was at a git revision, read with JGit: the contract files ({@code *.toml}, {@code *.agis})
 * and the workspace state ({@code .agtp-studio/}) below the folder are written to a temporary folder that mirrors
 * it, so the ordinary loaders read them. Close it to delete the copy.
 */
public final class GitRevision implements AutoCloseable {
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
     * @throws IOException when {@code dir} is not inside a repository or {@code rev} does not name a commit
     */
    public static GitRevision checkout(Path dir, String rev) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        FileRepositoryBuilder b = new FileRepositoryBuilder().readEnvironment().findGitDir(abs.toFile());
        if (b.getGitDir() == null) {
            throw new IOException(dir + " is not inside a git repository");
        }
        try (Repository repo = b.setMustExist(true).build()) {
            if (repo.isBare()) {
                throw new IOException(dir + " is in a bare repository; there is no work tree to compare");
            }
            Path top = repo.getWorkTree().toPath().toAbsolutePath().normalize();
            Path real = abs.toRealPath();
            Path rel = top.toRealPath().relativize(real);
            ObjectId id = resolve(repo, rev);
            Path out = Files.createTempDirectory("agtp-diff-");
            try {
                copyTree(repo, id, rel.toString().replace('\\', '/'), out);
            } catch (IOException | RuntimeException e) {
                delete(out);
                throw e;
            }
            return new GitRevision(out, id.getName());
        }
    }

    /**
     * The commit id {@code rev} names in the repository that holds {@code dir}, without copying anything (a cheap
     * check whether a cached copy is still current).
     */
    public static String commitOf(Path dir, String rev) throws IOException {
        FileRepositoryBuilder b = new FileRepositoryBuilder().readEnvironment()
                .findGitDir(dir.toAbsolutePath().normalize().toFile());
        if (b.getGitDir() == null) {
            throw new IOException(dir + " is not inside a git repository");
        }
        try (Repository repo = b.setMustExist(true).build()) {
            return resolve(repo, rev).getName();
        }
    }

    private static ObjectId resolve(Repository repo, String rev) throws IOException {
        ObjectId id;
        try {
            id = repo.resolve(rev + "^{commit}");
        } catch (RevisionSyntaxException e) {
            throw new IOException("not a revision: " + rev, e);
        }
        if (id == null) {
            throw new IOException("unknown revision: " + rev);
        }
        return id;
    }

    private static void copyTree(Repository repo, ObjectId commitId, String prefix, Path out) throws IOException {
        try (RevWalk walk = new RevWalk(repo); TreeWalk tw = new TreeWalk(repo)) {
            RevCommit c = walk.parseCommit(commitId);
            tw.addTree(c.getTree());
            tw.setRecursive(true);
            if (!prefix.isEmpty()) {
                tw.setFilter(PathFilter.create(prefix));
            }
            while (tw.next()) {
                String path = tw.getPathString();
                String local = prefix.isEmpty() ? path : path.substring(prefix.length() + 1);
                Path target = out.resolve(local).normalize();
                if (!target.startsWith(out) || !wanted(local)) {
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (OutputStream os = Files.newOutputStream(target)) {
                    repo.open(tw.getObjectId(0), Constants.OBJ_BLOB).copyTo(os);
                }
            }
        }
    }

    /** Contract files, and the workspace state that holds {@code document_version} and the A2T tool versions. */
    private static boolean wanted(String local) {
        return WorkspaceLoader.isWorkspaceFile(Path.of(local)) || local.startsWith(".agtp-studio/")
                && local.endsWith(".json");
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
