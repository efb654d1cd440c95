package dev.agtpstudio.app.convert;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.preview.convert.Conversion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertModelTest {
    static final Path SAMPLE =
            Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
    final ExecutorService worker = Executors.newSingleThreadExecutor(r -> new Thread(r, "convert"));
    final ConvertModel model = new ConvertModel(MethodCatalog.bundled(), worker);

    @TempDir
    Path tmp;

    @AfterEach
    void stop() {
        worker.shutdownNow();
    }

    @Test
    void reformatsAnAgisBufferOnTheWorkerAndBack() throws Exception {
        String yaml = Files.readString(SAMPLE.resolve("harbor-light.agis"));
        String[] thread = new String[1];
        ConvertModel.Outcome json = model.reformat(Path.of("h.agis"), yaml, Conversion.Target.JSON)
                .whenComplete((o, e) -> thread[0] = Thread.currentThread().getName())
                .get(30, TimeUnit.SECONDS);

        assertThat(json.ok()).as(json.message()).isTrue();
        assertThat(json.text()).startsWith("{");
        assertThat(thread[0]).isEqualTo("convert");
        ConvertModel.Outcome back = model.reformat(Path.of("h.agis"), json.text(), Conversion.Target.YAML)
                .get(30, TimeUnit.SECONDS);
        assertThat(back.text()).doesNotStartWith("{").contains("endpoints:");
    }

    @Test
    void writesEndpointFilesAndLeavesExistingOnesAlone() throws Exception {
        String yaml = Files.readString(SAMPLE.resolve("harbor-light.agis"));
        Path folder = Files.createDirectories(tmp.resolve("endpoints"));
        Path mine = Files.writeString(folder.resolve("list_properties.toml"), "# mine\n");

        ConvertModel.Outcome o =
                model.toEndpointFiles(Path.of("h.agis"), yaml, folder).get(30, TimeUnit.SECONDS);

        assertThat(o.ok()).as(o.message()).isTrue();
        assertThat(o.skipped()).containsExactly(mine);
        assertThat(Files.readString(mine)).isEqualTo("# mine\n");
        assertThat(o.written()).isNotEmpty().allSatisfy(p -> assertThat(p).exists());
        assertThat(o.message()).contains("list_properties.toml");
    }

    @Test
    void aBrokenBufferGivesAMessageWithItsLocation() throws Exception {
        ConvertModel.Outcome o = model.reformat(
                        Path.of("bad.agis"), "agis: \"1.0\"\nendpoints: [\n", Conversion.Target.JSON)
                .get(30, TimeUnit.SECONDS);
        assertThat(o.ok()).isFalse();
        assertThat(o.message()).containsPattern("bad\\.agis:\\d+:\\d+");
    }
}
