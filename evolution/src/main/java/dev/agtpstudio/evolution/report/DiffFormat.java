package dev.agtpstudio.evolution.report;

import dev.agtpstudio.evolution.DiffResult;
import java.util.Locale;
import java.util.function.Function;

/** The output formats of {@code agtp-studio diff}. */
public enum DiffFormat {
    TEXT(r -> new DiffTextFormat().render(r)),
    JSON(r -> new DiffJsonFormat().render(r)),
    SARIF(r -> new DiffSarifFormat(DiffDocs.DEFAULT_BASE).render(r)),
    MARKDOWN(r -> new DiffMarkdownFormat(DiffDocs.DEFAULT_BASE).render(r));

    private final Function<DiffResult, String> renderer;

    DiffFormat(Function<DiffResult, String> renderer) {
        this.renderer = renderer;
    }

    public String render(DiffResult r) {
        return renderer.apply(r);
    }

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
