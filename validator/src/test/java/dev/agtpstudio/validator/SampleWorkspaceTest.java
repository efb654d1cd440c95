package dev.agtpstudio.validator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import dev.agtpstudio.validator.engine.Validators;
import dev.agtpstudio.validator.suppress.SuppressionsLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bundled sample workspace validates with zero errors (and, with its env, zero warnings). */
class SampleWorkspaceTest {
    @Test
    void hotelSampleHasNoErrors() {
        String dir = System.getProperty("agtp.project.dir");
        assumeTrue(dir != null, "agtp.project.dir is not set");
        Path root = Path.of(dir, "samples", "hotel");
        assumeTrue(Files.isDirectory(root), "samples/hotel not present");
        Workspace ws = WorkspaceLoader.load(root, MethodCatalog.bundled());
        assertThat(ws.endpoints()).isNotEmpty();
        ValidationReport r =
                Validators.standard(ValidationOptions.defaults()).validate(ws, new SuppressionsLoader().load(root));
        List<Diagnostic> errors =
                r.active().stream().filter(d -> d.severity() == Severity.ERROR).toList();
        assertThat(errors).isEmpty();
    }
}
