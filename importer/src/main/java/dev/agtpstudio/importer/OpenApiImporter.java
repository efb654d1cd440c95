package dev.agtpstudio.importer;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.validator.semantic.Lexicon;
import dev.agtpstudio.validator.semantic.VerbSuggester;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The importer's entry point: read a spec, plan the conversion, write the files. */
public final class OpenApiImporter {
    private final SpecReader reader;
    private final ImportPlanner planner;
    private final ImportWriter writer;

    public OpenApiImporter(SpecReader reader, ImportPlanner planner, ImportWriter writer) {
        this.reader = reader;
        this.planner = planner;
        this.writer = writer;
    }

    /** Wired with the bundled catalog and lexical verb evidence (no embedding model). */
    public static OpenApiImporter standard(MethodCatalog catalog) {
        return standard(catalog, new SpecReader());
    }

    static OpenApiImporter standard(MethodCatalog catalog, SpecReader reader) {
        VerbSuggester suggester = new VerbSuggester(Lexicon.load(catalog), null);
        return new OpenApiImporter(
                reader, new ImportPlanner(catalog, new VerbChooser(suggester, catalog)), new ImportWriter());
    }

    public ParsedSpec read(Path spec, ImportOptions options) {
        return reader.read(spec, options.allowRemoteRefs());
    }

    public ImportPlanner planner() {
        return planner;
    }

    public ImportPlan plan(ParsedSpec spec, ImportOptions options) {
        return planner.plan(spec, options);
    }

    public ImportResult write(ImportPlan plan, Path dir, ImportOptions options) throws IOException {
        return new ImportResult(plan, writer.write(plan, dir, options));
    }

    /** Read, plan and write; an unreadable spec gives an empty result whose plan says why. */
    public ImportResult importSpec(Path spec, Path dir, ImportOptions options) throws IOException {
        ParsedSpec parsed = read(spec, options);
        ImportPlan plan = plan(parsed, options);
        if (!parsed.readable()) {
            return new ImportResult(plan, List.of());
        }
        return write(plan, dir, options);
    }
}
