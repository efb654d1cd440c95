package dev.agtpstudio.validator.semantic;

/** Outcome of a pass-6 consistency check, on the spec's scale (AGIS §9.1: warning below 0.3, failure below 0.1). */
public enum Verdict {
    CONSISTENT,
    WARNING,
    FAILURE
}
