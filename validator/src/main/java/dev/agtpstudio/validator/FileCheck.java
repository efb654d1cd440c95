package dev.agtpstudio.validator;

import dev.agtpstudio.core.load.LoadedFile;
import java.util.List;

/**
 * Rules over one file of one kind. A check must not throw on odd input (null members mean "not declared"), and
 * must only read cross-file facts through the {@link ValidationContext}, so per-file results can be cached against
 * the context's fingerprint. Checks are shared across threads (a full run checks files in parallel), so they must be
 * stateless or hold only thread-safe state.
 */
public interface FileCheck<T> {
    /** The rules this check can report, for docs/rules.md, SARIF and the rule-coverage test. */
    List<RuleInfo> rules();

    void check(LoadedFile<T> file, ValidationContext ctx, Reporter out);
}
