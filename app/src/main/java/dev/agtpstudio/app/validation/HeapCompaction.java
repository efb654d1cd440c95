package dev.agtpstudio.app.validation;

import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Gives back the memory a large workspace took to open. Reading, parsing and validating a 2,000-file workspace leaves
 * ~1 GB of garbage around a live set of ~160 MB; G1's concurrent periodic cycle can shrink the heap only to what is in
 * use at its remark, garbage included (0.75-0.85 GB RSS), so once the first result for a newly opened workspace of at
 * least {@link #MIN_FILES} files has been applied, this asks for one full collection, which compacts the heap to the
 * live set and uncommits the rest (~0.4 GB RSS). Once per workspace opened, not periodically: a repeated full
 * collection while idle would cost a fraction of a core and a pause when the user comes back (docs/decisions/0265).
 * FX thread only.
 */
public final class HeapCompaction {
    /** Smaller workspaces leave too little garbage to be worth a full collection. */
    public static final int MIN_FILES = 500;

    private final Runnable collect;
    private final Executor later;
    private Path compacted;

    /**
     * @param collect the full collection ({@code System::gc} in the IDE)
     * @param later   runs it off the FX thread, once the views have applied the result (the IDE waits a moment)
     */
    public HeapCompaction(Runnable collect, Executor later) {
        this.collect = Objects.requireNonNull(collect, "collect");
        this.later = Objects.requireNonNull(later, "later");
    }

    /** A validation result of the workspace at {@code root}, with {@code files} files, was applied. */
    public void applied(Path root, int files) {
        if (root == null || root.equals(compacted) || files < MIN_FILES) {
            return;
        }
        compacted = root;
        later.execute(collect);
    }
}
