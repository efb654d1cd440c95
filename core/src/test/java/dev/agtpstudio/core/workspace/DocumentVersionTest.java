package dev.agtpstudio.core.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workspace's one {@code document_version}: default, round trip, other keys kept, unreadable means default. */
class DocumentVersionTest {
    @Test
    void defaultsToOneAndRoundTrips(@TempDir Path root) throws Exception {
        assertThat(DocumentVersion.read(root)).isEqualTo("1");
        DocumentVersion.write(root, "v2.1");
        assertThat(DocumentVersion.read(root)).isEqualTo("v2.1");
        assertThat(DocumentVersion.file(root)).isEqualTo(root.resolve(".agtp-studio/preview.json"));
    }

    @Test
    void keepsOtherKeysOfTheStateFile(@TempDir Path root) throws Exception {
        Files.createDirectories(root.resolve(".agtp-studio"));
        Files.writeString(DocumentVersion.file(root), "{\"document_version\": \"3\", \"pane\": \"manifest\"}");
        assertThat(DocumentVersion.read(root)).isEqualTo("3");
        DocumentVersion.write(root, "4");
        assertThat(Files.readString(DocumentVersion.file(root)))
                .contains("\"pane\"")
                .contains("\"4\"");
    }

    @Test
    void anUnreadableOrBlankValueMeansTheDefault(@TempDir Path root) throws Exception {
        Files.createDirectories(root.resolve(".agtp-studio"));
        Files.writeString(DocumentVersion.file(root), "{not json");
        assertThat(DocumentVersion.read(root)).isEqualTo("1");
        Files.writeString(DocumentVersion.file(root), "{\"document_version\": \"  \"}");
        assertThat(DocumentVersion.read(root)).isEqualTo("1");
        DocumentVersion.write(root, "2");
        assertThat(DocumentVersion.read(root)).isEqualTo("2");
    }
}
