package dev.agtpstudio.core.workspace;

import java.nio.file.Path;

/** Lets tests in other packages find the sample workspace the same way {@link SampleWorkspaceTest} does. */
public final class SampleWorkspaceTestAccess {
    private SampleWorkspaceTestAccess() {}

    public static Path sampleDir() {
        return SampleWorkspaceTest.sampleDir();
    }
}
