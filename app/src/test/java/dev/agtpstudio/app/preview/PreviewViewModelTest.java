package dev.agtpstudio.app.preview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The preview's logic without a display: refused files, collapsed bursts, export baseline, version bumps. */
class PreviewViewModelTest {
    @TempDir
    Path tmp;

    Path ws;
    final Deque<Runnable> workerQueue = new ArrayDeque<>();
    final Executor worker = workerQueue::add;
    final Executor direct = Runnable::run;
    final Clock clock = Clock.fixed(Instant.parse("2026-04-01T10:00:00Z"), ZoneOffset.UTC);

    @BeforeEach
    void copySample() throws Exception {
        Path sample = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
        ws = tmp.resolve("hotel");
        try (Stream<Path> s = Files.walk(sample)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = ws.resolve(sample.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    PreviewViewModel.Input input(Workspace w) {
        List<Diagnostic> d =
                Validators.standard(ValidationOptions.defaults()).validate(w).diagnostics();
        return new PreviewViewModel.Input(w, d);
    }

    void runWorker() {
        while (!workerQueue.isEmpty()) {
            workerQueue.poll().run();
        }
    }

    @Test
    void leavesOutEndpointFilesWithErrorsAndGreysTheSnapshot() throws Exception {
        Workspace w = WorkspaceLoader.load(ws, MethodCatalog.bundled());
        Path file = w.endpointFiles().get(0).path();
        String broken = Files.readString(file).replaceFirst("method = \"[A-Z]+\"", "method = \"FETCHH\"");
        Workspace edited = w.withFile(FileLoader.load(file, broken));
        PreviewSnapshot s = new PreviewViewModel(direct, direct, clock).compute(input(edited));
        assertThat(s.hasErrors()).isTrue();
        assertThat(s.refusedFiles()).containsExactly(file);
        int endpoints =
                s.get(ProjectionKind.MANIFEST).document().get("endpoints").size();
        PreviewSnapshot clean = new PreviewViewModel(direct, direct, clock).compute(input(w));
        assertThat(clean.hasErrors()).isFalse();
        assertThat(clean.get(ProjectionKind.MANIFEST)
                        .document()
                        .get("endpoints")
                        .size())
                .isEqualTo(endpoints + 1);
    }

    @Test
    void aBurstOfSnapshotsIsComputedOnceOnTheNewestText() throws Exception {
        PreviewViewModel vm = new PreviewViewModel(worker, direct, clock);
        Workspace w = WorkspaceLoader.load(ws, MethodCatalog.bundled());
        Path file = w.endpointFiles().get(0).path();
        String text = Files.readString(file);
        Workspace latest = w;
        for (int i = 0; i < 5; i++) {
            latest = latest.withFile(
                    FileLoader.load(file, text.replaceFirst("intent = \"", "intent = \"Edit " + i + ": ")));
            vm.submit(input(latest));
        }
        assertThat(workerQueue).hasSize(1);
        runWorker();
        assertThat(vm.snapshotProperty().get().workspaceVersion()).isEqualTo(latest.version());
        assertThat(vm.snapshotProperty()
                        .get()
                        .get(ProjectionKind.MANIFEST)
                        .document()
                        .toString())
                .contains("Edit 4: ");
    }

    @Test
    void exportingTheManifestMakesItTheBaselineAndBumpingPersistsTheVersion() throws Exception {
        PreviewViewModel vm = new PreviewViewModel(direct, direct, clock);
        Workspace w = WorkspaceLoader.load(ws, MethodCatalog.bundled());
        vm.submit(input(w));
        assertThat(vm.snapshotProperty().get().everExported()).isFalse();
        Path out = tmp.resolve("manifest.json");
        vm.export(ProjectionKind.MANIFEST, out).join();
        assertThat(Files.readString(out)).contains("\"agtp_version\"");
        assertThat(vm.snapshotProperty().get().everExported()).isTrue();
        assertThat(vm.snapshotProperty().get().changesSinceExport()).isEmpty();

        Path file = w.endpointFiles().get(0).path();
        Workspace edited = w.withFile(
                FileLoader.load(file, Files.readString(file).replaceFirst("intent = \"", "intent = \"Changed: ")));
        vm.submit(input(edited));
        assertThat(vm.snapshotProperty().get().changesSinceExport()).anySatisfy(c -> {
            assertThat(c.kind().id()).isEqualTo("semantic/text-changed");
            assertThat(c.field()).isEqualTo("intent");
        });
        assertThat(vm.bumpDocumentVersion().join()).isEqualTo("2");
        assertThat(vm.snapshotProperty().get().documentVersion()).isEqualTo("2");
        assertThat(new PreviewState(ws).documentVersion()).isEqualTo("2");
    }

    @Test
    void bumpsNumericAndDottedVersions() {
        assertThat(PreviewState.bump("7")).isEqualTo("8");
        assertThat(PreviewState.bump("1.4")).isEqualTo("1.5");
        assertThat(PreviewState.bump("v2")).isEqualTo("v3");
        assertThat(PreviewState.bump("beta")).isEqualTo("beta.1");
    }

    @Test
    void theManifestIsSignedWithTheWorkspacesKeyAndSaysSo() throws Exception {
        PreviewSnapshot unsigned = new PreviewViewModel(direct, direct, clock)
                .compute(input(WorkspaceLoader.load(ws, MethodCatalog.bundled())));
        assertThat(unsigned.signing().signed()).isFalse();
        assertThat(unsigned.signing().text()).startsWith("Unsigned").contains("manifest_signing_key");
        assertThat(unsigned.get(ProjectionKind.MANIFEST)
                        .document()
                        .get("manifest_signature")
                        .isNull())
                .isTrue();

        com.nimbusds.jose.jwk.OctetKeyPair k =
                dev.agtpstudio.preview.sign.SigningKeys.writeNew(ws.resolve("keys"), false);
        Path config = ws.resolve("agtp-server.toml");
        Files.writeString(
                config,
                Files.readString(config)
                        .replaceFirst(
                                "(?m)^\\[server\\]\\s*$", "[server]\nmanifest_signing_key = \"keys/signing-key.jwk\""));
        PreviewSnapshot signed = new PreviewViewModel(direct, direct, clock)
                .compute(input(WorkspaceLoader.load(ws, MethodCatalog.bundled())));
        assertThat(signed.signing().signed()).isTrue();
        assertThat(signed.signing().verifies()).isTrue();
        assertThat(signed.signing().text()).contains(k.getKeyID()).contains("verifies");
        assertThat(signed.get(ProjectionKind.MANIFEST)
                        .document()
                        .get("manifest_signature")
                        .asText())
                .contains("..");

        Files.writeString(config, Files.readString(config).replace("keys/signing-key.jwk", "keys/missing.jwk"));
        PreviewSnapshot broken = new PreviewViewModel(direct, direct, clock)
                .compute(input(WorkspaceLoader.load(ws, MethodCatalog.bundled())));
        assertThat(broken.signing().signed()).isFalse();
        assertThat(broken.signing().text())
                .contains("manifest_signing_key")
                .contains("missing.jwk")
                .contains("no such file");
    }
}
