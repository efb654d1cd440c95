/**
 * {@code agtp-studio check}: a conformance runner that proves a running AGTP server honours a workspace's contract
 * (AGTP-API §13.1). It reaches the target only through {@code dev.agtpstudio.server.client} (any server, local or
 * remote), never through the local server's dispatcher; ArchitectureTest enforces that.
 */
package dev.agtpstudio.conformance;
