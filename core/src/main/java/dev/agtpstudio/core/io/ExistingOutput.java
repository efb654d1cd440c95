package dev.agtpstudio.core.io;

import java.io.IOException;

/**
 * {@link AtomicWrite#create} refused to write: the name is taken (a file, a link, a folder) and {@code --force} was not
 * given, or it never replaces a folder. The message is a sentence for the user, naming the file and the way out.
 */
public final class ExistingOutput extends IOException {
    private static final long serialVersionUID = 1L;

    public ExistingOutput(String message) {
        super(message);
    }
}
