package dev.agtpstudio.importer;

import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.io.ExistingOutput;
import dev.agtpstudio.core.load.EndpointTomlLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.EndpointDecl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a plan into a folder: one TOML per operation, never over a file no earlier import wrote and never through a
 * link (unless {@code --force}, which replaces a link itself), keeping fields a person edited since the last import
 * (unless {@code --overwrite}), and the {@link ImportManifest}.
 */
public final class ImportWriter {
    private final TomlRenderer renderer = new TomlRenderer();

    public List<FileOutcome> write(ImportPlan plan, Path dir, ImportOptions options) throws IOException {
        if (Files.isSymbolicLink(dir)) {
            throw new ExistingOutput(dir + " is a symbolic link; the importer writes into no folder through a link "
                    + "(give the folder it points to, " + dir.toRealPath() + ", instead)");
        }
        Files.createDirectories(dir);
        Path manifest = dir.resolve(ImportManifest.FILE_NAME);
        AtomicWrite.checkOutput(manifest, true);
        if (Files.isSymbolicLink(manifest)) {
            if (!options.force()) {
                throw new ExistingOutput(manifest + " is a symbolic link; nothing was written (use --force to replace "
                        + "the link itself)");
            }
            Files.delete(manifest); // --force replaces the link itself, never the file it points to
        }
        ImportManifest old = ImportManifest.read(dir);
        Map<String, String> fileOfOperation = new HashMap<>();
        old.entries().forEach((f, e) -> fileOfOperation.put(e.operation(), f));
        Map<String, ImportManifest.Entry> next = new LinkedHashMap<>(old.entries());
        List<FileOutcome> out = new ArrayList<>();
        Set<String> present = new HashSet<>();
        String header = "Imported from " + Path.of(plan.spec().source()).getFileName() + " ("
                + plan.spec().title() + " " + plan.spec().apiVersion() + "); review every # REVIEW: line.";
        for (ConvertedOperation op : plan.operations()) {
            String label = op.source().label();
            present.add(label);
            String fileName = fileOfOperation.getOrDefault(label, op.fileName());
            Path target = dir.resolve(fileName);
            ImportManifest.Entry prev = old.entries().get(fileName);
            if (prev != null && !prev.operation().equals(label)) {
                prev = null;
            }
            // The spec's side of the merge is the generated text as read back, the same way the base was recorded
            // and the file is read now: comparing the in-memory declaration with a file read back called every
            // schema "edited" (its field tables read back differently), so nothing new from the spec was applied.
            String generated = renderer.render(op.decl(), op.review(), header);
            EndpointDecl fresh = readBack(target, generated, op.decl());
            EndpointDecl decl = fresh;
            List<String> kept = new ArrayList<>();
            List<String> conflicts = new ArrayList<>();
            ImportChangeKind kind;
            if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                kind = ImportChangeKind.ADDED;
            } else {
                String foreign = foreign(target, prev, options.force());
                if (foreign != null) {
                    out.add(FileOutcome.notWritten(label, fileName, foreign));
                    continue;
                }
                if (prev != null && !options.overwrite() && Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
                    String current = Files.readString(target, StandardCharsets.UTF_8);
                    // Always merged (not only when the text changed): a file written by an earlier merge holds a
                    // person's kept edits although its hash matches what was written.
                    LoadedFile<EndpointDecl> loaded = EndpointTomlLoader.load(SourceText.of(target, current));
                    if (loaded.model() == null || loaded.hasErrors()) {
                        // A person's half-finished edit: never replaced without an explicit overwrite.
                        out.add(FileOutcome.notWritten(
                                label,
                                fileName,
                                target + " has errors since the last import "
                                        + "(an unfinished edit?); it was not replaced (use --overwrite to replace it with the "
                                        + "spec's version)"));
                        continue;
                    }
                    DeclFields.Merge m = DeclFields.merge(fresh, loaded.model(), prev.fields());
                    decl = m.decl();
                    kept.addAll(m.kept());
                    conflicts.addAll(m.conflicts());
                }
                kind = ImportChangeKind.CHANGED;
            }
            String text = kept.isEmpty() && decl == fresh
                    ? generated
                    : renderer.render(decl, without(op.review(), kept), header);
            if (kind == ImportChangeKind.CHANGED
                    && prev != null
                    && ImportManifest.hash(text).equals(prev.hash())) {
                kind = ImportChangeKind.UNCHANGED;
            }
            if (kind != ImportChangeKind.UNCHANGED) {
                // Never through a link: a new file is created where nothing is (a link that appeared meanwhile is
                // refused), an existing one (a regular file, or with --force a link) is replaced itself.
                AtomicWrite.create(target, text, kind == ImportChangeKind.CHANGED);
            }
            // The base of the next three-way merge is what the spec generated, never the merged file: otherwise a
            // kept edit would become the base and the next import would revert it without a conflict.
            next.put(
                    fileName,
                    new ImportManifest.Entry(
                            label, ImportManifest.hash(text), DeclFields.fingerprint(DeclFields.of(fresh))));
            out.add(new FileOutcome(label, fileName, kind, kept, conflicts));
        }
        // Removed means gone from the spec: not an operation skipped, unselected or unreadable this time.
        Set<String> inSpec = new HashSet<>();
        SpecOperation.all(plan.spec().root()).forEach(o -> inSpec.add(o.label()));
        plan.skipped().forEach(x -> inSpec.add(x.operation()));
        for (Map.Entry<String, ImportManifest.Entry> e : old.entries().entrySet()) {
            String label = e.getValue().operation();
            String path = label.substring(label.indexOf(' ') + 1);
            if (!present.contains(label) && !inSpec.contains(label) && !inSpec.contains("* " + path)) {
                String parked = RemovedFiles.park(dir, e.getKey(), label);
                out.add(new FileOutcome(label, parked, ImportChangeKind.REMOVED, List.of(), List.of()));
                next.remove(e.getKey());
            }
        }
        new ImportManifest(next).write(dir, plan.spec().source());
        return out;
    }

    /**
     * Why an existing {@code target} must be left alone, or null when it may be replaced: a link, or anything but a
     * regular file, or a file no earlier import wrote ({@code prev} null), unless {@code force} (a link is then
     * replaced itself, never written through; decision 0476).
     */
    private static String foreign(Path target, ImportManifest.Entry prev, boolean force) {
        try {
            AtomicWrite.checkOutput(
                    target, force || prev != null && Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS));
            return null;
        } catch (ExistingOutput e) {
            return (prev == null ? "no earlier import wrote this file: " : "") + e.getMessage();
        } catch (IOException e) {
            return e.getMessage();
        }
    }

    /** The declaration the generated text reads back as (the in-memory one if it does not read back cleanly). */
    private static EndpointDecl readBack(Path target, String text, EndpointDecl generated) {
        LoadedFile<EndpointDecl> l = EndpointTomlLoader.load(SourceText.of(target, text));
        return l.model() == null || l.hasErrors() ? generated : l.model();
    }

    private static Map<String, String> without(Map<String, String> review, List<String> kept) {
        Map<String, String> m = new LinkedHashMap<>(review);
        kept.forEach(m::remove);
        return m;
    }
}
