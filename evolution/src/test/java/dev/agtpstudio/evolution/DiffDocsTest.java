package dev.agtpstudio.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Every change kind is documented in docs/diff.md under its anchor, with its severity and spec section. */
class DiffDocsTest {
    @Test
    void everyKindHasItsEntry() throws Exception {
        String doc = Files.readString(
                Path.of(System.getProperty("agtp.project.dir", "..")).resolve("docs/diff.md"));
        for (ChangeKind k : ChangeKind.values()) {
            String head = "<a id=\"" + k.anchor() + "\"></a>\n### `" + k.id() + "`\n\n**"
                    + k.severity().id() + "** · " + k.spec();
            assertThat(doc).as(k.id()).contains(head);
        }
    }
}
