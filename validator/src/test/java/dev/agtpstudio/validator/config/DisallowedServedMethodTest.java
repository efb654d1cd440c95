package dev.agtpstudio.validator.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.engine.Validators;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** disallow of a method an endpoint serves (or a redirect targets) says what becomes unreachable. */
class DisallowedServedMethodTest {
    @TempDir
    Path dir;

    private List<Diagnostic> validate(String config) throws IOException {
        Files.writeString(dir.resolve("agtp-server.toml"), config);
        Path src = Path.of(System.getProperty("agtp.project.dir", ".."))
                .resolve("validator/src/test/resources/fixtures/valid/server-config/endpoints/reserve_room.toml");
        Files.createDirectories(dir.resolve("endpoints"));
        Files.copy(src, dir.resolve("endpoints/reserve_room.toml"));
        return Validators.standard(ValidationOptions.defaults())
                .validate(WorkspaceLoader.load(dir, dev.agtpstudio.core.catalog.MethodCatalog.bundled()))
                .diagnostics()
                .stream()
                .filter(d -> d.ruleId().equals("config/disallowed-served-method"))
                .toList();
    }

    @Test
    void disallowingAServedAndRedirectedMethodNamesTheUnreachableEndpointAndRedirect() throws IOException {
        List<Diagnostic> ds = validate("""
                [policies.methods]
                disallow = ["PURGE", "RESERVE"]

                [[policies.methods.redirects]]
                from_method = "BOOK"
                from_path = "/rooms/{room_id}"
                to_method = "RESERVE"
                to_path = "/rooms/{room_id}"
                """);
        assertThat(ds).hasSize(2);
        assertThat(ds.get(0).range().startLine()).isEqualTo(2);
        assertThat(ds.get(0).message()).contains("RESERVE /rooms/{room_id}", "unreachable", "405");
        assertThat(ds.get(1).range().startLine()).isEqualTo(7);
        assertThat(ds.get(1).message()).contains("redirect", "unreachable");
    }

    @Test
    void disallowingMethodsNothingServesIsQuiet() throws IOException {
        assertThat(validate("[policies.methods]\ndisallow = [\"PURGE\"]\n")).isEmpty();
    }
}
