package dev.agtpstudio.importer;

import java.util.List;

/**
 * What happened to one file.
 *
 * @param keptFields     fields a person had edited and the import kept
 * @param conflictFields kept fields the spec also changed (to another value) since the last import: the person's
 *                       value stays, and the report names the field so they can decide
 */
public record FileOutcome(String operation, String fileName, ChangeKind change, List<String> keptFields,
                          List<String> conflictFields) {
    public FileOutcome {
        keptFields = List.copyOf(keptFields);
        conflictFields = List.copyOf(conflictFields);
    }
}
