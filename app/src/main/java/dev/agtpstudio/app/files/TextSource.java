package dev.agtpstudio.app.files;

/**
 * An editor buffer as live validation sees it. Both methods are called on the FX thread only; {@link #version()}
 * increases with every edit.
 */
public interface TextSource {
    String text();

    long version();
}
