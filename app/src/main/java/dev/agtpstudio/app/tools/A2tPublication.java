package dev.agtpstudio.app.tools;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.workspace.ToolHistory;
import dev.agtpstudio.preview.A2tSignatureLock;
import dev.agtpstudio.preview.Projection;
import dev.agtpstudio.validator.a2t.A2tSignatureCheck;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Publishing A2T signatures (decision 0512): {@code manifest --projection a2t} and {@code serve} record in the tool
 * history the signature of every tool version published for the first time, and never overwrite a recorded one; a
 * tool whose signature no longer matches its recorded version is reported as a warning here (and as an error by
 * {@code validate}, {@link A2tSignatureCheck}).
 */
public final class A2tPublication {
    private A2tPublication() {}

    /**
     * Records the new signatures of {@code a2t} (projected with {@code manifest}) for the workspace at {@code root};
     * what was recorded, and each locked signature that differs, is written to {@code err} prefixed by {@code command}.
     * Returns false when the history file cannot be read or written (nothing is recorded then).
     */
    public static boolean record(Path root, Projection manifest, Projection a2t, String command, PrintWriter err) {
        Map<String, ObjectNode> current = A2tSignatureLock.byEndpoint(manifest, a2t);
        try {
            for (A2tSignatureLock.Finding f : A2tSignatureLock.check(current, ToolHistory.signatures(root))) {
                err.println("warning: "
                        + (f.problem() == A2tSignatureLock.Problem.CHANGED_WITHOUT_BUMP
                                ? A2tSignatureCheck.SIGNATURE_CHANGED.id() + ": the A2T signature of " + f.endpoint()
                                        + " differs from its recorded version " + f.version()
                                : A2tSignatureCheck.INCOMPATIBLE.id() + ": version " + f.version() + " of "
                                        + f.endpoint() + " is not compatible with version " + f.recorded())
                        + "; the recorded signature is kept (agtp-studio validate " + root + " says what to change)");
            }
            List<String> recorded = A2tSignatureLock.recordNew(root, current);
            if (!recorded.isEmpty()) {
                err.println("note: recorded the A2T signature of " + String.join(", ", recorded) + " in "
                        + ToolHistory.file(root) + " (A2T §5.4: locked from now on)");
            }
            return true;
        } catch (IOException e) {
            err.println("agtp-studio " + command + ": cannot record the A2T signatures: "
                    + (e instanceof ToolHistory.Malformed ? e.getMessage() : ErrorMessages.describe(e)));
            return false;
        }
    }
}
