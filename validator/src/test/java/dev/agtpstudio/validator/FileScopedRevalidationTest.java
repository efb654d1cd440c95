package dev.agtpstudio.validator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.engine.Validator;
import dev.agtpstudio.validator.engine.Validators;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Re-validation after an edit re-runs only the edited file's checks; workspace checks see the new snapshot. */
class FileScopedRevalidationTest {
    static final Path WS = Path.of("src/test/resources/fixtures/valid/recipes");

    /** Counts which files a wrapped check ran on. */
    static final class Counting implements FileCheck<EndpointDecl> {
        final List<Path> seen = new ArrayList<>();

        @Override
        public List<RuleInfo> rules() {
            return List.of();
        }

        @Override
        public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
            seen.add(file.path());
        }
    }

    private static Validator validator(Counting counting) {
        Map<FileKind, List<FileCheck<?>>> checks = new EnumMap<>(Validators.fileChecks(ValidationOptions.defaults()));
        List<FileCheck<?>> endpoint = new ArrayList<>(checks.get(FileKind.ENDPOINT));
        endpoint.add(counting);
        checks.put(FileKind.ENDPOINT, endpoint);
        return new Validator(
                checks, Validators.workspaceChecks(ValidationOptions.defaults()), ValidationOptions.defaults());
    }

    @Test
    void editingOneFileRerunsOnlyThatFilesChecks() throws Exception {
        Counting counting = new Counting();
        Validator v = validator(counting);
        Workspace ws = WorkspaceLoader.load(WS, MethodCatalog.bundled());
        v.validate(ws);
        assertThat(counting.seen).hasSize(2);

        counting.seen.clear();
        v.validate(ws);
        assertThat(counting.seen)
                .as("nothing changed: everything from the cache")
                .isEmpty();

        Path fetch = WS.resolve("endpoints/fetch_room.toml");
        String edited = Files.readString(fetch).replace("path = \"/rooms/{room_id}\"", "path = \"/order/{room_id}\"");
        Workspace ws2 = ws.withFile(FileLoader.load(fetch, edited));
        counting.seen.clear();
        ValidationReport r = v.validate(ws2);
        assertThat(counting.seen).containsExactly(fetch);
        assertThat(r.active())
                .anyMatch(
                        d -> d.ruleId().equals("path/verb-segment") && d.file().equals(fetch));
    }

    @Test
    void changingTheRecipesRerunsEveryEndpointBecauseTheContextChanged() throws Exception {
        Counting counting = new Counting();
        Validator v = validator(counting);
        Workspace ws = WorkspaceLoader.load(WS, MethodCatalog.bundled());
        v.validate(ws);
        Path recipes = WS.resolve("agtp-recipes.toml");
        String renamed = Files.readString(recipes).replace("name = \"reserve-via-fetch\"", "name = \"reserve-flow\"");
        counting.seen.clear();
        ValidationReport r = v.validate(ws.withFile(FileLoader.load(recipes, renamed)));
        assertThat(counting.seen).hasSize(2);
        assertThat(r.active()).anyMatch(d -> d.ruleId().equals("handler/composition-recipe-missing"));
    }

    @Test
    void workspaceRulesSeeTheEditWithoutRecheckingOtherFiles() throws Exception {
        Counting counting = new Counting();
        Validator v = validator(counting);
        Workspace ws = WorkspaceLoader.load(WS, MethodCatalog.bundled());
        v.validate(ws);
        Path fetch = WS.resolve("endpoints/fetch_room.toml");
        String dup = Files.readString(fetch).replace("method = \"FETCH\"", "method = \"RESERVE\"");
        counting.seen.clear();
        ValidationReport r = v.validate(ws.withFile(FileLoader.load(fetch, dup)));
        assertThat(counting.seen).containsExactly(fetch);
        assertThat(r.active()).anyMatch(d -> d.ruleId().equals("workspace/duplicate-endpoint"));
        AtomicInteger steps = new AtomicInteger();
        r.active().stream()
                .filter(d -> d.ruleId().equals("recipes/step-method-unavailable"))
                .forEach(d -> steps.incrementAndGet());
        assertThat(steps.get()).as("FETCH is no longer served by any endpoint").isEqualTo(1);
    }
}
