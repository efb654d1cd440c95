package dev.agtpstudio.evolution;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.workspace.Workspace;
import dev.agtpstudio.core.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads one side of a comparison: a workspace folder, or a single endpoint TOML or {@code .agis} file. A side that
 * cannot be read (missing, or a file that does not parse) is refused with every located error, never compared: a
 * file that fails to parse would otherwise look like all its endpoints were removed.
 */
public final class ContractSource {
    private static final String PARSE_PREFIX = ParseRules.SYNTAX.substring(0, ParseRules.SYNTAX.indexOf('/') + 1);
    private final MethodCatalog catalog;

    public ContractSource(MethodCatalog catalog) {
        this.catalog = catalog;
    }

    /** Thrown when a side cannot be read; {@link #errors} are located, one per line. */
    public static final class UnreadableException extends Exception {
        private static final long serialVersionUID = 1L;
        private final List<String> errors;

        public UnreadableException(List<String> errors) {
            super(String.join("; ", errors));
            this.errors = List.copyOf(errors);
        }

        public List<String> errors() {
            return errors;
        }
    }

    public Workspace load(Path path) throws UnreadableException {
        Workspace ws;
        if (Files.isDirectory(path)) {
            ws = WorkspaceLoader.loadInParallel(path, catalog);
        } else if (Files.isRegularFile(path) && WorkspaceLoader.isWorkspaceFile(path)) {
            Path abs = path.toAbsolutePath();
            ws = Workspace.of(abs.getParent(), catalog, List.of(FileLoader.load(abs)));
        } else {
            throw new UnreadableException(List.of(path + ": "
                    + (Files.exists(path)
                            ? "not a workspace folder, endpoint .toml or .agis file"
                            : "no such file or folder")));
        }
        return check(ws);
    }

    /**
     * {@code ws} itself when every file parsed; otherwise the parse errors, each as {@code file:line:col: message}.
     * A file with a parse error is refused even though the loader keeps a partial model of it: compared, the parts
     * it lost would look like removals.
     */
    public static Workspace check(Workspace ws) throws UnreadableException {
        List<String> errors = new ArrayList<>();
        for (LoadedFile<?> f : ws.files().values()) {
            for (Diagnostic d : f.diagnostics()) {
                if (d.severity() == Severity.ERROR && d.ruleId().startsWith(PARSE_PREFIX)) {
                    String at = d.range() == null
                            ? "1:1"
                            : d.range().startLine() + ":" + d.range().startColumn();
                    errors.add((d.file() == null ? f.path() : d.file()) + ":" + at + ": " + d.message() + " ["
                            + d.ruleId() + "]");
                }
            }
        }
        if (!errors.isEmpty()) {
            throw new UnreadableException(errors);
        }
        return ws;
    }
}
