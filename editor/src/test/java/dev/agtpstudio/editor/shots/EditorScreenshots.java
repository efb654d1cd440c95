package dev.agtpstudio.editor.shots;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.complete.CompletionContext;
import dev.agtpstudio.core.complete.DefaultCompletionProvider;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.editor.CodeEditor;
import dev.agtpstudio.editor.highlight.HighlightExecutors;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.stage.Window;
import javax.imageio.ImageIO;

/**
 * Renders the editor headless (Monocle) with diagnostics, the completion popup and the quick-fix popup, light and
 * dark, into PNG files. Popups are separate windows, so each is snapshotted and drawn at its place.
 *
 * <p>Run: {@code java -cp <test classpath> dev.agtpstudio.editor.shots.EditorScreenshots docs/images}
 */
public final class EditorScreenshots {
    static final String SAMPLE = """
            # Books a room: the sample endpoint with two problems
            [endpoint]
            method = "BOOKING"
            path = "/room/{room_id}"
            description = \"\"\"
            Books a room for the named guest at the named property.
            \"\"\"
            namespace = "reservations"
            required_scopes = ["booking:write"]

            [endpoint.semantic]
            intent = "Reserve a room for the named guest."
            actor = "agent"
            capability = "transaction"
            confidence = 0.85
            impact = "irreversable"
            is_idempotent = false

            [[endpoint.input.required]]
            name = "room_id"
            type = "string"
            format = "uuid"

            [endpoint.handler]
            type = "external_service"
            url = "https://hotel.example/api/${HOTEL_ENV}/book"
            method = "POST"
            timeout_seconds = 15
            """;

    private EditorScreenshots() {}

    public static void main(String[] args) throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        Path out = Path.of(args.length > 0 ? args[0] : "docs/images");
        Files.createDirectories(out);
        CountDownLatch up = new CountDownLatch(1);
        Platform.startup(up::countDown);
        up.await();
        Platform.setImplicitExit(false);
        var exec = HighlightExecutors.newHighlightExecutor();
        MethodCatalog catalog = MethodCatalog.bundled();
        for (boolean dark : new boolean[] {false, true}) {
            String theme = dark ? "dark" : "light";
            CodeEditor ed =
                    onFx(() -> new CodeEditor(FileKind.ENDPOINT, new DefaultCompletionProvider(), exec, catalog));
            Stage stage = onFx(() -> {
                Stage s = new Stage();
                s.setScene(new Scene(ed, 900, 560));
                ed.setDarkTheme(dark);
                ed.setCompletionContext(
                        new CompletionContext(catalog, Set.of(), Set.of("room_unavailable"), Set.of("booking:write")));
                s.show();
                ed.resetText(SAMPLE);
                return s;
            });
            waitHighlighted(ed);
            onFx(() -> {
                int verb = SAMPLE.indexOf("BOOKING");
                int impact = SAMPLE.indexOf("irreversable");
                Diagnostic d1 = Diagnostic.builder(
                                "method/verb-form",
                                Severity.ERROR,
                                "Method `BOOKING` is not in imperative base form; did you mean `BOOK`? (AGTP-API §3.2)")
                        .range(new TextRange(verb, verb + 7, 3, 11, 3, 18))
                        .spec("AGTP-API §3.2")
                        .fix(Fix.of("Replace with BOOK", new TextEdit(verb, verb + 7, "BOOK")))
                        .build();
                Diagnostic d2 = Diagnostic.builder(
                                "semantic/bad-impact",
                                Severity.WARNING,
                                "impact `irreversable` is not one of informational, reversible, irreversible")
                        .range(new TextRange(impact, impact + 12, 16, 11, 16, 23))
                        .spec("AGTP-API §6")
                        .fix(Fix.of("Replace with irreversible", new TextEdit(impact, impact + 12, "irreversible")))
                        .build();
                ed.setDiagnostics(List.of(d1, d2), ed.documentVersion());
                ed.getCodeArea().moveTo(verb + 3);
                ed.getCodeArea().requestFocus();
                return null;
            });
            settle();
            save(stage, out.resolve("editor-diagnostics-" + theme + ".png"));
            onFx(() -> {
                ed.showQuickFixes();
                return null;
            });
            settle();
            save(stage, out.resolve("editor-quickfix-" + theme + ".png"));
            onFx(() -> {
                ed.quickFixes().popup().hide();
                int m = ed.getText().indexOf("method = \"BOOKING\"") + "method = \"".length();
                ed.getCodeArea().moveTo(m + 2);
                ed.showCompletion();
                return null;
            });
            settle();
            save(stage, out.resolve("editor-completion-" + theme + ".png"));
            onFx(() -> {
                ed.completion().popup().hide();
                stage.close();
                ed.dispose();
                return null;
            });
        }
        exec.shutdownNow();
        Platform.exit();
    }

    private static void waitHighlighted(CodeEditor ed) throws Exception {
        long end = System.currentTimeMillis() + 30_000;
        while (onFx(() -> ed.highlighter().highlightedVersionProperty().get() != ed.documentVersion())) {
            if (System.currentTimeMillis() > end) {
                throw new IllegalStateException("highlighting did not finish");
            }
            Thread.sleep(20);
        }
    }

    private static void settle() throws Exception {
        for (int i = 0; i < 5; i++) {
            onFx(() -> null);
            Thread.sleep(100);
        }
    }

    /** Snapshots the stage and every popup window over it into one PNG. */
    private static void save(Stage stage, Path file) throws Exception {
        BufferedImage img = onFx(() -> {
            WritableImage base = stage.getScene().snapshot(null);
            BufferedImage bi = toBuffered(base);
            var g = bi.createGraphics();
            for (Window w : Window.getWindows()) {
                if (w != stage && w.isShowing() && w.getScene() != null) {
                    WritableImage pop = w.getScene().snapshot(null);
                    int x = (int) Math.round(
                            w.getX() - stage.getX() - stage.getScene().getX());
                    int y = (int) Math.round(
                            w.getY() - stage.getY() - stage.getScene().getY());
                    g.drawImage(toBuffered(pop), x, y, null);
                }
            }
            g.dispose();
            return bi;
        });
        ImageIO.write(img, "png", file.toFile());
        System.out.println("wrote " + file);
    }

    private static BufferedImage toBuffered(WritableImage img) {
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage bi = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader r = img.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                bi.setRGB(x, y, r.getArgb(x, y));
            }
        }
        return bi;
    }

    private static <T> T onFx(Callable<T> c) throws Exception {
        FutureTask<T> f = new FutureTask<>(c);
        Platform.runLater(f);
        return f.get(60, TimeUnit.SECONDS);
    }
}
