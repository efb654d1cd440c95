package dev.agtpstudio.importer;

/** What an import did to one operation's file, compared with the last import into the same folder. */
public enum ImportChangeKind {
    /** A new operation: its file was written. */
    ADDED,
    /** The generated text differs from last time; the file was rewritten (fields a person edited kept). */
    CHANGED,
    /** Nothing differs. */
    UNCHANGED,
    /** The operation is gone from the spec; its file was left in place. */
    REMOVED,
    /**
     * Not written: a file of that name exists that no earlier import wrote, or a link, or a file an earlier import
     * wrote that now has errors; left alone ({@code --force}, resp. {@code --overwrite}) and counted as a finding.
     */
    CONFLICT
}
