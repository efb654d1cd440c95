package dev.agtpstudio.importer;

/** What an import did to one operation's file, compared with the last import into the same folder. */
public enum ChangeKind {
    /** A new operation: its file was written. */
    ADDED,
    /** The generated text differs from last time; the file was rewritten (fields a person edited kept). */
    CHANGED,
    /** Nothing differs. */
    UNCHANGED,
    /** The operation is gone from the spec; its file was left in place. */
    REMOVED,
    /** A file of that name exists and was not written by the importer; left alone (use overwrite). */
    CONFLICT
}
