package dev.agtpstudio.app.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.app.testing.FakeEditor;
import dev.agtpstudio.app.testing.FxQueue;
import dev.agtpstudio.app.workspace.TextOnlyLoader;
import dev.agtpstudio.app.workspace.WorkspaceScanner;
import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.validator.live.WorkspaceValidator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LiveValidationTest {
    private static final Path FILE = Path.of("/ws/a.agis");
    private final ScheduledExecutorService validate = Executors.newSingleThreadScheduledExecutor();
    private final FxQueue fx = new FxQueue();
    private final List<ValidationResult> published = new ArrayList<>();
    private final List<ValidationState> states = new ArrayList<>();
    private final List<Set<Path>> changedSets = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stop() {
        validate.shutdownNow();
    }

    /** Reports one error per file whose text contains "BAD", at the offset of "BAD". */
    private List<Diagnostic> badWords(Workspace ws, Set<Path> changed) {
        changedSets.add(changed);
        List<Diagnostic> out = new ArrayList<>();
        ws.files().values().forEach(f -> {
            int i = f.text().indexOf("BAD");
            if (i >= 0) {
                out.add(Diagnostic.builder("test/bad", Severity.ERROR, "bad word")
                        .file(f.path())
                        .range(f.source().range(i, i + 3))
                        .build());
            }
        });
        return out;
    }

    private LiveValidation service(WorkspaceValidator v) {
        return new LiveValidation(
                new WorkspaceScanner(new TextOnlyLoader()),
                v,
                validate,
                fx,
                Duration.ofMillis(30),
                published::add,
                states::add);
    }

    private Workspace workspace() {
        return Workspace.of(
                Path.of("/ws"),
                MethodCatalog.bundled(),
                List.of(new TextOnlyLoader().load(FILE, "fine", MethodCatalog.bundled())));
    }

    @Test
    void editedTextIsValidatedAndPublishedWithItsVersion() throws Exception {
        LiveValidation lv = service(this::badWords);
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));
        assertThat(published.get(0).diagnostics()).isEmpty();

        FakeEditor ed = new FakeEditor();
        ed.type("xx BAD");
        lv.edited(FILE, ed);
        fx.runUntil(
                () -> published.size() == 2 && !states.get(states.size() - 1).running(), Duration.ofSeconds(5));
        ValidationResult r = published.get(1);
        assertThat(r.bufferVersions()).containsEntry(FILE, ed.version());
        assertThat(r.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.range().start()).isEqualTo(3);
            assertThat(d.range().end()).isEqualTo(6);
        });
        assertThat(states.get(states.size() - 1).describe()).isEqualTo("1 error");
        assertThat(changedSets)
                .as("first run is full, then only the edited file")
                .containsExactly(Set.of(), Set.of(FILE));
    }

    @Test
    void anEditIsLoadedFromTheFilesLastLoad() throws Exception {
        List<String> previousTexts = Collections.synchronizedList(new ArrayList<>());
        dev.agtpstudio.app.workspace.SourceLoader loader = new dev.agtpstudio.app.workspace.SourceLoader() {
            @Override
            public dev.agtpstudio.core.load.LoadedFile<?> load(Path file, String text, MethodCatalog catalog) {
                return new TextOnlyLoader().load(file, text, catalog);
            }

            @Override
            public dev.agtpstudio.core.load.LoadedFile<?> reload(
                    dev.agtpstudio.core.load.LoadedFile<?> previous, Path file, String text, MethodCatalog catalog) {
                previousTexts.add(previous == null ? null : previous.text());
                return load(file, text, catalog);
            }
        };
        LiveValidation lv = new LiveValidation(
                new WorkspaceScanner(loader),
                this::badWords,
                validate,
                fx,
                Duration.ofMillis(30),
                published::add,
                states::add);
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));
        FakeEditor ed = new FakeEditor();
        ed.type("fine BAD");
        lv.edited(FILE, ed);
        fx.runUntil(() -> published.size() == 2, Duration.ofSeconds(5));
        ed.type("!");
        lv.edited(FILE, ed);
        fx.runUntil(() -> published.size() == 3, Duration.ofSeconds(5));
        // Each load starts from the one before (an AGIS document then re-reads only the edited endpoint, 0290).
        assertThat(previousTexts).containsExactly("fine", "fine BAD");
    }

    @Test
    void largeBufferTextIsBuiltOnTheValidateThreadNotTheFxThread() throws Exception {
        LiveValidation lv = service(this::badWords);
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));
        Thread fxThread = Thread.currentThread(); // FxQueue runs the "FX" work on the test thread
        List<Thread> builtOn = Collections.synchronizedList(new ArrayList<>());
        dev.agtpstudio.app.files.TextSource buffer = new dev.agtpstudio.app.files.TextSource() {
            @Override
            public String text() {
                builtOn.add(Thread.currentThread());
                return "xx BAD";
            }

            @Override
            public long version() {
                return 1;
            }

            @Override
            public java.util.function.Supplier<String> snapshot() {
                return this::text; // an immutable document: reading it later is as good as reading it now
            }
        };
        lv.edited(FILE, buffer);
        fx.runUntil(() -> published.size() == 2, Duration.ofSeconds(5));
        assertThat(published.get(1).diagnostics()).hasSize(1);
        assertThat(builtOn).isNotEmpty().doesNotContain(fxThread);
    }

    @Test
    void burstOfEditsIsValidatedOnce() throws Exception {
        LiveValidation lv = service(this::badWords);
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));
        FakeEditor ed = new FakeEditor();
        for (int i = 0; i < 10; i++) {
            ed.type("text " + i);
            lv.edited(FILE, ed);
        }
        fx.runUntil(() -> published.size() == 2, Duration.ofSeconds(5));
        fx.runFor(Duration.ofMillis(150));
        assertThat(published).hasSize(2);
        assertThat(published.get(1).workspace().file(FILE).orElseThrow().text()).isEqualTo("text 9");
    }

    @Test
    void resultForAnOutdatedVersionIsDropped() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch entered = new CountDownLatch(1);
        LiveValidation lv =
                service(HeldRun.holding(FILE, "first", entered, release, new ArrayList<>(), this::badWords));
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));

        FakeEditor ed = new FakeEditor();
        ed.type("first");
        lv.edited(FILE, ed);
        fx.runUntil(() -> entered.getCount() == 0, Duration.ofSeconds(5));
        ed.type("second BAD"); // typed while "first" is being validated
        lv.edited(FILE, ed);
        release.countDown();
        fx.runUntil(() -> published.size() == 2, Duration.ofSeconds(5));
        fx.runFor(Duration.ofMillis(100));
        assertThat(published).hasSize(2);
        assertThat(published.get(1).bufferVersions()).containsEntry(FILE, ed.version());
        assertThat(published.get(1).diagnostics()).hasSize(1);
    }

    @Test
    void versionsTypedDuringALongRunAreNotEachValidated() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch entered = new CountDownLatch(1);
        List<String> validatedTexts = Collections.synchronizedList(new ArrayList<>());
        LiveValidation lv = service(HeldRun.holding(FILE, "first", entered, release, validatedTexts, this::badWords));
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));
        validatedTexts.clear();

        FakeEditor ed = new FakeEditor();
        ed.type("first");
        lv.edited(FILE, ed);
        fx.runUntil(() -> entered.getCount() == 0, Duration.ofSeconds(5));
        for (int i = 0; i < 4; i++) { // keystrokes further apart than the delay, all during the long run
            ed.type("typed " + i);
            lv.edited(FILE, ed);
            fx.runFor(Duration.ofMillis(50));
        }
        release.countDown();
        fx.runUntil(() -> published.size() == 2, Duration.ofSeconds(5));
        fx.runFor(Duration.ofMillis(150));
        assertThat(validatedTexts)
                .as("the run in progress, then only the newest text")
                .containsExactly("first", "typed 3");
        assertThat(published.get(1).bufferVersions()).containsEntry(FILE, ed.version());
    }

    @Test
    void crashingValidatorBecomesADiagnosticNotAnException() throws Exception {
        LiveValidation lv = service((ws, changed) -> {
            throw new IllegalStateException("boom");
        });
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));
        assertThat(published.get(0).diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.ruleId()).isEqualTo("internal/validator-failure");
            assertThat(d.message()).contains("boom");
        });
    }

    @Test
    void removedFileDisappearsFromTheSnapshot() throws Exception {
        LiveValidation lv = service(this::badWords);
        lv.reset(workspace());
        lv.fileRemoved(FILE);
        fx.runUntil(() -> published.size() == 2, Duration.ofSeconds(5));
        assertThat(published.get(1).workspace().files()).isEmpty();
    }

    @Test
    void anOpenA2sDocumentIsValidatedAsValidateDoesWithTheChecksumFix() throws Exception {
        Path sample = Path.of(System.getProperty("agtp.project.dir", "..")).resolve("samples/hotel");
        Workspace hotel = dev.agtpstudio.core.workspace.WorkspaceLoader.load(sample, MethodCatalog.bundled());
        com.fasterxml.jackson.databind.JsonNode cap = dev.agtpstudio.preview.Projections.standard(hotel)
                .project(
                        dev.agtpstudio.preview.ProjectionKind.A2S,
                        hotel,
                        dev.agtpstudio.preview.ProjectionOptions.at(java.time.Instant.EPOCH))
                .document()
                .path("capabilities")
                .get(0);
        Path a2s = Path.of("/ws/caps/" + cap.path("name").asText() + ".a2s.json");
        String edited = dev.agtpstudio.validator.a2s.A2sValidation.JSON
                .writeValueAsString(cap)
                .replace("\"description\" : \"", "\"description\" : \"Edited. ");
        LiveValidation lv = service(this::badWords);
        lv.reset(workspace());
        fx.runUntil(() -> published.size() == 1, Duration.ofSeconds(5));
        FakeEditor ed = new FakeEditor();
        ed.type(edited);
        lv.edited(a2s, ed);
        fx.runUntil(() -> published.size() == 2, Duration.ofSeconds(10));
        ValidationResult r = published.get(1);
        assertThat(r.bufferVersions()).containsEntry(a2s, ed.version());
        Diagnostic d = r.forFile(a2s).stream()
                .filter(x -> x.ruleId().equals("a2s/checksum"))
                .findFirst()
                .orElseThrow();
        assertThat(edited.substring(d.range().start(), d.range().end())).startsWith("\"sha256:");
        String fixed = d.fixes().get(0).applyTo(edited);
        ed.type(fixed);
        lv.edited(a2s, ed);
        fx.runUntil(() -> published.size() == 3, Duration.ofSeconds(10));
        assertThat(published.get(2).forFile(a2s)).isEmpty();
        // an edit of a workspace file keeps the A2S document's findings (and the other way round)
        ed.type(edited);
        lv.edited(a2s, ed);
        fx.runUntil(() -> published.size() == 4, Duration.ofSeconds(10));
        FakeEditor other = new FakeEditor();
        other.type("xx BAD");
        lv.edited(FILE, other);
        fx.runUntil(() -> published.size() == 5, Duration.ofSeconds(10));
        assertThat(published.get(4).diagnostics())
                .extracting(Diagnostic::ruleId)
                .containsExactlyInAnyOrder("test/bad", "a2s/checksum");
    }
}
