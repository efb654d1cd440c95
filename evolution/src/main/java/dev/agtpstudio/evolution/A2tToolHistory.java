package dev.agtpstudio.evolution;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.evolution.git.GitRevision;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The earlier A2T versions of a workspace's tools (A2T §5.4: a version's signature is locked), read from git: the
 * versions are recorded in {@code .agtp-studio/a2t-tools.json} ({@link A2tToolVersions}), so the last state that had
 * version {@code n} of a tool is the commit just before the change that moved it past {@code n}. Each such commit is
 * loaded with the ordinary {@link WorkspaceLoader}, paired with the versions it recorded. A folder outside git has no
 * history: only the current versions are known.
 */
public final class A2tToolHistory {
    /** Commits read at most (each one is copied out of git and loaded). */
    public static final int MAX_STATES = 50;

    private A2tToolHistory() {}

    /** One earlier state: the contract as it was at {@code commit} and the tool versions it recorded. */
    public record State(String commit, A2tToolVersions versions, Workspace workspace) {}

    /** The states before each change of the recorded versions of {@code root}, newest first; empty outside git. */
    public static List<State> read(Path root, MethodCatalog catalog) {
        List<State> out = new ArrayList<>();
        String file = root.relativize(A2tToolVersions.file(root)).toString();
        List<String> commits;
        try {
            commits = GitRevision.commitsBeforeChangesTo(root, file, MAX_STATES);
        } catch (IOException e) {
            return out;
        }
        for (String c : commits) {
            try (GitRevision rev = GitRevision.checkout(root, c)) {
                Workspace ws = WorkspaceLoader.load(rev.root(), catalog);
                out.add(new State(rev.commit(), A2tToolVersions.read(rev.root()), ws));
            } catch (IOException | RuntimeException e) {
                // a commit that cannot be read adds no version
            }
        }
        return out;
    }
}
