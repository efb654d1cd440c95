package dev.agtpstudio.importer;

import java.util.List;

/**
 * What happened to one file.
 *
 * @param keptFields     fields a person had edited and the import kept
 * @param conflictFields kept fields the spec also changed (to another value) since the last import: the person's
 *                       value stays, and the report names the field so they can decide
 * @param notWritten     why a {@link ImportChangeKind#CONFLICT} file was left alone (a sentence naming the file), else null
 */
public record FileOutcome(
        String operation,
        String fileName,
        ImportChangeKind change,
        List<String> keptFields,
        List<String> conflictFields,
        String notWritten) {
    public FileOutcome {
        keptFields = List.copyOf(keptFields);
        conflictFields = List.copyOf(conflictFields);
    }

    public FileOutcome(
            String operation,
            String fileName,
            ImportChangeKind change,
            List<String> keptFields,
            List<String> conflictFields) {
        this(operation, fileName, change, keptFields, conflictFields, null);
    }

    /** A file left alone, and why. */
    static FileOutcome notWritten(String operation, String fileName, String why) {
        return new FileOutcome(operation, fileName, ImportChangeKind.CONFLICT, List.of(), List.of(), why);
    }
}
