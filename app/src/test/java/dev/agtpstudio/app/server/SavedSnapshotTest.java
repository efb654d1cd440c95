package dev.agtpstudio.app.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The saved snapshot serves saved text for dirty buffers, and parses each saved text once while typing goes on. */
class SavedSnapshotTest {
    @TempDir
    Path tmp;

    @Test
    void dirtyBuffersAreServedFromTheirSavedTextParsedOnce() throws Exception {
        Path ws = SampleSupport.copySample(tmp);
        Workspace validated = SampleSupport.load(ws);
        Path agis = ws.resolve("harbor-light.agis").toAbsolutePath().normalize();
        String saved = Files.readString(agis);
        Workspace typed = validated.withFile(
                dev.agtpstudio.core.load.FileLoader.load(agis, saved.replace("method: LIST", "method: LISTX")));

        SavedSnapshot.Memo memo = new SavedSnapshot.Memo();
        Workspace first = memo.of(typed, Map.of(agis, saved));
        LoadedFile<?> servedFirst = first.file(agis).orElseThrow();
        assertThat(servedFirst.text()).isEqualTo(saved);
        assertThat(SavedSnapshot.fingerprint(first)).isEqualTo(SavedSnapshot.fingerprint(validated));

        Workspace second = memo.of(typed, Map.of(agis, new String(saved)));
        assertThat(second.file(agis).orElseThrow()).isSameAs(servedFirst);

        String savedAgain = saved.replace("method: LIST", "method: QUERY");
        Workspace third = memo.of(typed, Map.of(agis, savedAgain));
        assertThat(third.file(agis).orElseThrow().text()).isEqualTo(savedAgain);

        assertThat(memo.of(typed, Map.of()).file(agis).orElseThrow().text()).contains("method: LISTX");
        assertThat(memo.size()).isZero();
    }

    @Test
    void aCleanBufferLendsItsValidatedFileSoTheFirstEditParsesNothing() throws Exception {
        Path ws = SampleSupport.copySample(tmp);
        Workspace validated = SampleSupport.load(ws);
        Path agis = ws.resolve("harbor-light.agis").toAbsolutePath().normalize();
        LoadedFile<?> clean = validated.file(agis).orElseThrow();
        String saved = new String(clean.text()); // the document's own copy of the saved text

        SavedSnapshot.Memo memo = new SavedSnapshot.Memo();
        assertThat(memo.of(validated, Map.of(agis, saved)).file(agis).orElseThrow())
                .isSameAs(clean);

        Workspace typed = validated.withFile(
                dev.agtpstudio.core.load.FileLoader.load(agis, saved.replace("method: LIST", "method: LISTX")));
        assertThat(memo.of(typed, Map.of(agis, saved)).file(agis).orElseThrow())
                .as("served from the validated file of the clean buffer, not parsed again")
                .isSameAs(clean);
        // back to the saved text (a typed character deleted again), then edited again: still no parse
        assertThat(memo.of(validated, Map.of(agis, saved)).file(agis).orElseThrow())
                .isSameAs(clean);
        assertThat(memo.of(typed, Map.of(agis, saved)).file(agis).orElseThrow()).isSameAs(clean);
    }
}
