/**
 * The bounds every client of the product shares (docs/decisions/0440, 0475): one {@link dev.agtpstudio.core.net.Deadline}
 * per run, one body limit, the scheme rule, and the one bounded HTTP GET ({@link dev.agtpstudio.core.net.BoundedHttp}).
 * Here, in core, so that the importer (which may not depend on server) reads remote references through the same code
 * as {@code check}, {@code invoke} and {@code validate --manifest}.
 */
package dev.agtpstudio.core.net;
