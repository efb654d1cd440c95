package dev.agtpstudio.server.wire;

/**
 * Size limits of the AGTP/1.0 codec. Anything beyond them is answered with 400 and a named code.
 *
 * @param maxHeaderBlockBytes bytes from the first byte of the start line to the blank line, inclusive
 * @param maxHeaderCount      header lines after the start line
 * @param maxBodyBytes        largest Content-Length accepted
 */
public record WireLimits(int maxHeaderBlockBytes, int maxHeaderCount, int maxBodyBytes) {
    public static final WireLimits DEFAULT = new WireLimits(16 * 1024, 100, 1024 * 1024);

    public WireLimits {
        if (maxHeaderBlockBytes < 64 || maxHeaderCount < 1 || maxBodyBytes < 0) {
            throw new IllegalArgumentException(
                    "wire limits too small: " + maxHeaderBlockBytes + "/" + maxHeaderCount + "/" + maxBodyBytes);
        }
    }
}
