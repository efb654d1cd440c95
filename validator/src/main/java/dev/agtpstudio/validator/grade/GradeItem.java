package dev.agtpstudio.validator.grade;

import java.util.List;

/**
 * One parameter, output field or error as an agent reads it: name, type, description, enum values and format (any may
 * be null), and the key path that locates it in its file (null outside a workspace).
 */
public record GradeItem(
        String name, String type, String description, List<String> enumValues, String format, String keyPath) {
    public GradeItem {
        enumValues = enumValues == null ? List.of() : List.copyOf(enumValues);
    }

    /** An error: a name and its description. */
    public static GradeItem error(String name, String description, String keyPath) {
        return new GradeItem(name, null, description, null, null, keyPath);
    }

    boolean described() {
        return description != null && !description.isBlank();
    }
}
