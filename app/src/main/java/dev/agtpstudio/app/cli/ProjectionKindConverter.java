package dev.agtpstudio.app.cli;

import dev.agtpstudio.preview.ProjectionKind;
import picocli.CommandLine;

/** {@code --projection NAME}: a projection by its command-line name ({@code mcp-server-json}), case ignored. */
final class ProjectionKindConverter implements CommandLine.ITypeConverter<ProjectionKind> {
    @Override
    public ProjectionKind convert(String value) {
        for (ProjectionKind k : ProjectionKind.values()) {
            if (k.cliName().equalsIgnoreCase(value) || k.name().equalsIgnoreCase(value)) {
                return k;
            }
        }
        throw new CommandLine.TypeConversionException(
                "not a projection: " + value + " (one of " + String.join(", ", new ManifestCommand.Kinds()) + ")");
    }
}
