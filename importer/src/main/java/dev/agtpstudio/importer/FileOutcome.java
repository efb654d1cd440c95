package dev.agtpstudio.importer;

import java.util.List;

/**
 * What happened to one file.
 *
 * @param keptFields fields a person had edited and the import kept
 */
public record FileOutcome(String operation, String fileName, ChangeKind change, List<String> keptFields) {
    public FileOutcome {
        keptFields = List.copyOf(keptFields);
    }
}
