package dev.agtpstudio.app.gui;

import static dev.agtpstudio.app.gui.StudioFixture.fx;
import static dev.agtpstudio.app.gui.StudioFixture.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agtpstudio.app.preview.PreviewExtension;
import dev.agtpstudio.app.preview.PreviewPane;
import dev.agtpstudio.app.settings.AppDirs;
import dev.agtpstudio.app.testing.ScriptedDialogs;
import dev.agtpstudio.app.ui.docs.DocumentViewModel;
import dev.agtpstudio.app.workspace.SampleWorkspace;
import dev.agtpstudio.preview.ProjectionKind;
import dev.agtpstudio.preview.source.SourceRef;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The preview pane inside the real window: it follows edits, and a click on the manifest lands in the source. */
class PreviewPaneTest {
    @TempDir
    Path tmp;

    private Studio studio;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void stop() throws Exception {
        if (studio != null) {
            Studio s = studio;
            FxToolkit.setupFixture(() -> {
                s.shutdown();
                s.stage().close();
            });
        }
    }

    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    private PreviewPane startWithPreview() throws Exception {
        return startWithPreview(ws -> {});
    }

    private PreviewPane startWithPreview(java.util.function.Consumer<Path> edit) throws Exception {
        assumeTrue(Files.isDirectory(StudioFixture.sampleSource()), "samples/hotel is part of the project");
        Path ws = tmp.resolve("hotel");
        StudioFixture.copy(StudioFixture.sampleSource(), ws);
        edit.accept(ws);
        AppDirs dirs = AppDirs.under(tmp.resolve("home"));
        StudioServices services = new StudioServices(
                dirs,
                ProductionParts.loader(),
                new dev.agtpstudio.validator.live.StandardValidation(null),
                ProductionParts.editors(),
                new SampleWorkspace(List.of(), dirs.sampleDir()),
                Clock.systemUTC(),
                Duration.ofMillis(60),
                Duration.ofMillis(100),
                Duration.ofMillis(250),
                List.of(new PreviewExtension(Clock.systemUTC())));
        java.util.concurrent.CompletableFuture<?>[] opening = new java.util.concurrent.CompletableFuture<?>[1];
        studio = FxToolkit.setupFixture(() -> {
            Stage stage = new Stage();
            Studio s = new Studio(stage, services, dialogs, Platform::runLater);
            stage.show();
            opening[0] = s.openWorkspace(ws);
            return s;
        });
        opening[0].get(30, java.util.concurrent.TimeUnit.SECONDS);
        PreviewPane pane = fx(() -> (PreviewPane) studio.stage().getScene().lookup("#preview-pane"));
        assertThat(pane).isNotNull();
        waitUntil("first preview", () -> pane.shown() != null);
        return pane;
    }

    /** {@code condition} evaluated on the FX thread. */
    private static java.util.function.BooleanSupplier onFx(java.util.concurrent.Callable<Boolean> condition) {
        return () -> {
            try {
                return fx(condition);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
    }

    private static JsonNode manifest(PreviewPane pane) {
        return pane.shown().get(ProjectionKind.MANIFEST).document();
    }

    @Test
    void everyProjectionTabIsReachableAtTheDefaultWindowSize() throws Exception {
        PreviewPane pane = startWithPreview();
        fx(() -> {
            studio.mainView().setRightVisible(true);
            studio.mainView().rightPanes().getTabs().stream()
                    .filter(t -> t.getContent() == pane)
                    .findFirst()
                    .ifPresent(t ->
                            studio.mainView().rightPanes().getSelectionModel().select(t));
            return null;
        });
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.TabPane tabs = fx(() -> (javafx.scene.control.TabPane) pane.lookup(".tab-pane"));
        assertThat(fx(() -> tabs.getTabs().stream()
                        .map(javafx.scene.control.Tab::getText)
                        .toList()))
                .containsExactlyElementsOf(java.util.Arrays.stream(ProjectionKind.values())
                        .map(ProjectionKind::shortTitle)
                        .toList());
        for (ProjectionKind k : ProjectionKind.values()) {
            if (fx(() -> fullyShown(tabs, k))) {
                robot.clickOn(fx(() -> tabs.lookup("#preview-tab-" + k.cliName())));
            } else { // not in the visible header: the overflow menu lists it
                Node more = fx(() -> tabs.lookup(".tab-down-button"));
                assertThat(more).as("overflow button for %s", k).isNotNull();
                assertThat(fx(more::isVisible)).isTrue();
                robot.clickOn(more);
                org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
                robot.clickOn(robot.lookup(".context-menu .menu-item")
                        .lookup((Node n) -> n.lookup(".label") != null
                                && k.shortTitle().equals(((javafx.scene.control.Label) n.lookup(".label")).getText()))
                        .queryAs(Node.class));
            }
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            assertThat(fx(() -> tabs.getSelectionModel().getSelectedIndex()))
                    .as("%s selected", k)
                    .isEqualTo(k.ordinal());
            assertThat(fx(() -> fullyShown(tabs, k)))
                    .as("%s scrolled into the header", k)
                    .isTrue();
        }
    }

    @Test
    void theRegistryProjectionsShowTheirSchemaProblemsAndOpenTheContractKey() throws Exception {
        String longText = "A description of the Harbor Light service that runs on and on past the hundred characters"
                + " the MCP Registry allows";
        PreviewPane pane = startWithPreview(ws -> {
            try {
                Path cfg = ws.resolve("agtp-server.toml");
                Files.writeString(
                        cfg,
                        Files.readString(cfg)
                                .replace("a2a_url     =", "description = \"" + longText + "\"\na2a_url     ="));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        ProjectionKind k = ProjectionKind.MCP_SERVER_JSON;
        fx(() -> {
            pane.select(k);
            return null;
        });
        javafx.scene.control.TabPane tabs = fx(() -> (javafx.scene.control.TabPane) pane.lookup(".tab-pane"));
        @SuppressWarnings("unchecked")
        javafx.scene.control.ListView<dev.agtpstudio.preview.ProjectionNote> notes =
                fx(() -> (javafx.scene.control.ListView<dev.agtpstudio.preview.ProjectionNote>)
                        tabs.getTabs().get(k.ordinal()).getContent().lookup(".preview-notes"));
        waitUntil(
                "the schema problem is listed",
                onFx(() -> notes.isVisible() && !notes.getItems().isEmpty()));
        dev.agtpstudio.preview.ProjectionNote n = fx(() -> notes.getItems().get(0));
        assertThat(n.code()).isEqualTo("registry/schema");
        assertThat(n.message()).contains("/description");
        fx(() -> {
            notes.getSelectionModel().select(0);
            notes.fireEvent(new javafx.scene.input.MouseEvent(
                    javafx.scene.input.MouseEvent.MOUSE_CLICKED,
                    0,
                    0,
                    0,
                    0,
                    javafx.scene.input.MouseButton.PRIMARY,
                    1,
                    false,
                    false,
                    false,
                    false,
                    true,
                    false,
                    false,
                    true,
                    false,
                    false,
                    null));
            return null;
        });
        int line = Files.readAllLines(tmp.resolve("hotel/agtp-server.toml")).stream()
                        .map(String::strip)
                        .toList()
                        .indexOf("description = \"" + longText + "\"")
                + 1;
        assertThat(line).isPositive();
        waitUntil(
                "agtp-server.toml is open at the description",
                () -> studio.documents().activeProperty().get() != null
                        && studio.documents().activeProperty().get().path().endsWith("agtp-server.toml")
                        && studio.documents()
                                        .activeProperty()
                                        .get()
                                        .editor()
                                        .caretLine()
                                        .getValue()
                                == line);
    }

    @Test
    void aProjectionsTabIsMadeWhenFirstSelectedAndShowsTheCurrentSnapshot() throws Exception {
        PreviewPane pane = startWithPreview();
        javafx.scene.control.TabPane tabs = fx(() -> (javafx.scene.control.TabPane) pane.lookup(".tab-pane"));
        ProjectionKind k = ProjectionKind.METHODS;
        javafx.scene.control.Tab tab = fx(() -> tabs.getTabs().get(k.ordinal()));
        assertThat(fx(() -> tabs.getTabs().get(0).getContent()))
                .as("the first projection's is made at once")
                .isNotNull();
        assertThat(fx(tab::getContent))
                .as("made when first selected, not while the window opens")
                .isNull();

        fx(() -> {
            pane.select(k);
            return null;
        });

        javafx.scene.control.TreeView<?> tree =
                fx(() -> (javafx.scene.control.TreeView<?>) tab.getContent().lookup("#preview-tree-" + k.cliName()));
        assertThat(tree).isNotNull();
        JsonNode doc = fx(() -> pane.shown().get(k).document());
        assertThat(doc.size()).isPositive();
        assertThat(fx(() -> tree.getRoot().getChildren().size()))
                .as("the snapshot shown before it was made")
                .isEqualTo(doc.size());
        assertThat(fx(() -> pane.reveal(ProjectionKind.MANIFEST, "/endpoints/0")))
                .isTrue();
    }

    /** Whether the tab's header lies wholly inside the tab pane's header area (not clipped by the pane's width). */
    private static boolean fullyShown(javafx.scene.control.TabPane tabs, ProjectionKind k) {
        Node header = tabs.lookup("#preview-tab-" + k.cliName());
        Node area = tabs.lookup(".headers-region").getParent(); // the clipped header area
        javafx.geometry.Bounds h = header.localToScene(header.getLayoutBounds());
        javafx.geometry.Bounds a = area.localToScene(area.getLayoutBounds());
        Node buttons = tabs.lookup(".control-buttons-tab");
        double right = buttons != null && buttons.isVisible()
                ? buttons.localToScene(buttons.getLayoutBounds()).getMinX()
                : a.getMaxX();
        return header.isVisible() && h.getMinX() >= a.getMinX() - 0.5 && h.getMaxX() <= right + 0.5;
    }

    @Test
    void errorsInTheWorkspaceDimTheProjectionUntilTheyAreFixed() throws Exception {
        PreviewPane pane = startWithPreview();
        Path file = fx(() -> pane.shown()
                .get(ProjectionKind.MANIFEST)
                .sourceMap()
                .lookup("/endpoints/0")
                .orElseThrow()
                .file());
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        String text = fx(() -> doc.editor().text());
        javafx.css.PseudoClass stale = javafx.css.PseudoClass.getPseudoClass("stale");
        Node tree = fx(() -> pane.lookup(".json-tree"));
        assertThat(fx(() -> tree.getOpacity())).isEqualTo(1.0);
        fx(() -> {
            doc.editor().replace(0, text.length(), text.replaceFirst("method = \"[A-Z]+\"", "method = \"get\""));
            return null;
        });
        waitUntil(
                "the preview is marked stale",
                onFx(() -> pane.getPseudoClassStates().contains(stale)));
        // The stylesheet dims the projection through the pseudo-class (a style class would re-match every selector).
        waitUntil("the projection is dimmed", onFx(() -> tree.getOpacity() < 1.0));
        fx(() -> {
            doc.editor().replace(0, doc.editor().text().length(), text);
            return null;
        });
        waitUntil(
                "the preview is current again",
                onFx(() -> !pane.getPseudoClassStates().contains(stale) && tree.getOpacity() == 1.0));
        assertThat(fx(() -> pane.getStyleClass())).doesNotContain("stale");
    }

    @Test
    void bumpingShowsTheNewDocumentVersionAndStopsAskingForABump() throws Exception {
        PreviewPane pane = startWithPreview();
        dialogs.textAnswers.add(
                java.util.Optional.of(tmp.resolve("manifest.json").toString()));
        fx(() -> {
            ((javafx.scene.control.Button) pane.lookup("#preview-export-manifest")).fire();
            return null;
        });
        waitUntil(
                "exported",
                () -> pane.shown().everExported()
                        && pane.shown().changesSinceExport().isEmpty());
        Path file = fx(() -> pane.shown()
                .get(ProjectionKind.MANIFEST)
                .sourceMap()
                .lookup("/endpoints/0")
                .orElseThrow()
                .file());
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        int at = fx(() -> doc.editor().text().indexOf("intent = \"") + "intent = \"".length());
        fx(() -> {
            doc.editor().replace(at, at, "Changed: ");
            return null;
        });
        javafx.scene.control.Button bump = fx(() -> (javafx.scene.control.Button) pane.lookup("#preview-bump"));
        waitUntil("a change to bump for", () -> !bump.isDisabled());
        fx(() -> {
            bump.fire();
            return null;
        });
        waitUntil(
                "the manifest publishes document_version 2",
                () -> "2".equals(manifest(pane).path("document_version").asText()));
        javafx.scene.control.Label changes = fx(() -> (javafx.scene.control.Label) pane.lookup("#preview-changes"));
        assertThat(fx(changes::getText))
                .doesNotContain("bump document_version?")
                .contains("document_version 2");
        assertThat(fx(bump::isDisabled)).as("nothing left to bump").isTrue();
    }

    @Test
    void editingAnIntentUpdatesTheManifestPane() throws Exception {
        PreviewPane pane = startWithPreview();
        Path file = fx(() -> pane.shown()
                .get(ProjectionKind.MANIFEST)
                .sourceMap()
                .lookup("/endpoints/0")
                .orElseThrow()
                .file());
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        String text = fx(() -> doc.editor().text());
        int at = text.indexOf("intent = \"") + "intent = \"".length();
        fx(() -> {
            doc.editor().replace(at, at, "Freshly edited: ");
            return null;
        });
        waitUntil(
                "manifest shows the edited intent",
                () -> manifest(pane)
                        .get("endpoints")
                        .get(0)
                        .get("semantic")
                        .get("intent")
                        .asText()
                        .startsWith("Freshly edited: "));
    }

    @Test
    void theAgentsEyeRankingRanksAnIntentWithTheServersRankerAndFollowsEdits() throws Exception {
        PreviewPane pane = startWithPreview();
        dev.agtpstudio.app.preview.AgentsEyeRankingPane ranking = fx(pane::ranking);
        robot.clickOn(fx(ranking::intentField)).write("cancel my stay");
        waitUntil("ranked rows", onFx(() -> !ranking.rows().isEmpty()));
        List<dev.agtpstudio.app.preview.AgentsEyeRanking.Row> rows = fx(ranking::rows);
        String cancel = "CANCEL /reservations/{reservation_id}";
        assertThat(rows.get(0).endpoint()).isEqualTo(cancel);
        assertThat(rows.get(0).rank()).isEqualTo(1);
        assertThat(rows).isSortedAccordingTo((a, b) -> Double.compare(b.rankScore(), a.rankScore()));
        // the same ranking agent-level DISCOVER computes over the endpoints the server would publish
        assertThat(rows.get(0).why()).contains("capability match", "; matched ", "needs booking:write");
        robot.clickOn(fx(ranking::scopesField)).write("booking:read");
        waitUntil(
                "scopes judged",
                onFx(() -> ranking.rows().stream()
                        .anyMatch(r ->
                                r.endpoint().equals(cancel) && r.why().contains("your scopes lack booking:write"))));
        JsonNode endpoints = fx(() -> manifest(pane).get("endpoints"));
        int idx = 0;
        while (!endpoints.get(idx).get("method").asText().equals("CANCEL")) {
            idx++;
        }
        int at = idx;
        Path file = fx(() -> pane.shown()
                .get(ProjectionKind.MANIFEST)
                .sourceMap()
                .lookup("/endpoints/" + at)
                .orElseThrow()
                .file());
        DocumentViewModel doc = fx(() -> studio.documents().open(file))
                .get(10, java.util.concurrent.TimeUnit.SECONDS)
                .orElseThrow();
        String text = fx(() -> doc.editor().text());
        // a method outside the catalog: the server would refuse the file, so DISCOVER no longer finds it
        int from = text.indexOf("method = \"CANCEL\"") + "method = \"CANCEL".length();
        fx(() -> {
            doc.editor().replace(from, from, "LATION");
            return null;
        });
        waitUntil(
                "the ranking follows the edit",
                onFx(() -> !ranking.rows().isEmpty()
                        && ranking.rows().stream().noneMatch(r -> r.endpoint().startsWith("CANCEL"))));
    }

    @Test
    void clickingAManifestEndpointOpensItsFileAtTheDeclaration() throws Exception {
        PreviewPane pane = startWithPreview();
        String pointer = "/endpoints/3";
        SourceRef expected = fx(() -> pane.shown()
                .get(ProjectionKind.MANIFEST)
                .sourceMap()
                .lookup(pointer)
                .orElseThrow());
        fx(() -> {
            studio.mainView().setRightVisible(true);
            studio.mainView().rightPanes().getTabs().stream()
                    .filter(t -> t.getContent() == pane)
                    .findFirst()
                    .ifPresent(t ->
                            studio.mainView().rightPanes().getSelectionModel().select(t));
            return null;
        });
        assertThat(fx(() -> pane.reveal(ProjectionKind.MANIFEST, pointer))).isTrue();
        // the tree lays out its cells at a later pulse, which a loaded machine delays
        waitUntil("the revealed row's cell", () -> selectedCell(pane).isPresent());
        Node cell = fx(() -> selectedCell(pane).orElseThrow());
        robot.clickOn(cell);
        waitUntil(
                "the endpoint's file is the active document",
                () -> studio.documents().active() != null
                        && studio.documents().active().path().equals(expected.file()));
        String selected = fx(() -> studio.documents()
                .active()
                .editor()
                .text()
                .substring(expected.range().start(), expected.range().end()));
        assertThat(selected).isNotBlank();
    }

    @Test
    void theMcpAndA2tTabsSayWhatTheirToolListCostsAModel() throws Exception {
        PreviewPane pane = startWithPreview();
        for (ProjectionKind k : List.of(ProjectionKind.MCP, ProjectionKind.A2T)) {
            fx(() -> {
                pane.select(k);
                return null;
            });
            javafx.scene.control.Label line =
                    fx(() -> (javafx.scene.control.Label) pane.lookup("#preview-tokens-" + k.cliName()));
            assertThat(line).as(k.cliName()).isNotNull();
            var cost = fx(() -> pane.shown().tokens().get(k));
            assertThat(fx(line::getText))
                    .contains(String.format(
                                    java.util.Locale.ROOT, "%,d", cost.total().o200kBase()) + " tokens (o200k_base)")
                    .contains(cost.tools().size() + " tools");
            assertThat(fx(() -> line.getTooltip().getText()))
                    .contains(cost.tools().get(0).name());
        }
    }

    /** The shown, selected cell of the Preview's JSON tree. */
    private java.util.Optional<Node> selectedCell(PreviewPane pane) {
        return robot.from(pane).lookup(".json-tree .tree-cell").queryAll().stream()
                .filter(n -> n instanceof TreeCell<?> c && c.getItem() != null && c.isSelected() && c.isVisible())
                .findFirst();
    }
}
