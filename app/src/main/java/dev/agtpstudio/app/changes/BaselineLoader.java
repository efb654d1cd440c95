package dev.agtpstudio.app.changes;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.evolution.ContractSource;
import dev.agtpstudio.evolution.ExportBaseline;
import dev.agtpstudio.evolution.StartedBaseline;
import dev.agtpstudio.evolution.git.GitRevision;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Loads the version of a workspace a {@link Baseline} names, and keeps it while it stays the same: the last commit
 * is copied out of git once per HEAD commit, not on every keystroke. Runs on the "changes" worker only.
 */
final class BaselineLoader {
    /** Why a baseline is not available (no repository, nothing exported yet, a file that does not parse). */
    static final class Unavailable extends Exception {
        private static final long serialVersionUID = 1L;

        private final boolean startable;

        Unavailable(String message) {
            this(message, false);
        }

        Unavailable(String message, boolean startable) {
            super(message);
            this.startable = startable;
        }

        /** True when starting a baseline from the current state is the way out (no git history, none started). */
        boolean startable() {
            return startable;
        }
    }

    /** The copy the cached workspace was loaded from; kept while cached, as the diff reads its document_version. */
    private GitRevision copy;

    private Path cachedRoot;
    private String cachedKey;
    private Workspace cached;

    Workspace load(Path root, Baseline b, MethodCatalog catalog) throws Unavailable {
        return switch (b) {
            case LAST_COMMIT -> lastCommit(root, catalog);
            case LAST_EXPORT ->
                ExportBaseline.load(root, catalog)
                        .orElseThrow(() -> new Unavailable(
                                "Not exported yet: export the manifest from the Preview to make a baseline."));
            case STARTED ->
                StartedBaseline.load(root, catalog)
                        .orElseThrow(() -> new Unavailable(
                                "No baseline started yet: start one from the current state to compare later edits with it.",
                                true));
        };
    }

    /** Forgets the cached copy (after a commit outside the IDE, say); the next load reads git again. */
    void invalidate() {
        cachedKey = null;
        cached = null;
    }

    /** Deletes the copy of the last commit, if any. */
    void close() {
        if (copy != null) {
            try {
                copy.close();
            } catch (IOException e) {
                // a temporary folder left behind is harmless
            }
            copy = null;
        }
    }

    private Workspace lastCommit(Path root, MethodCatalog catalog) throws Unavailable {
        try {
            String head = GitRevision.commitOf(root, "HEAD");
            if (cached != null && root.equals(cachedRoot) && Objects.equals(head, cachedKey)) {
                return cached;
            }
            GitRevision rev = GitRevision.checkout(root, head);
            Workspace ws;
            try {
                ws = new ContractSource(catalog).load(rev.root());
            } catch (ContractSource.UnreadableException e) {
                rev.close();
                throw e;
            }
            close();
            copy = rev;
            cachedRoot = root;
            cachedKey = head;
            cached = ws;
            return ws;
        } catch (IOException e) {
            throw new Unavailable("No last commit to compare with: " + e.getMessage(), true);
        } catch (ContractSource.UnreadableException e) {
            throw new Unavailable(
                    "The last commit has files that do not parse: " + e.errors().get(0));
        }
    }
}
