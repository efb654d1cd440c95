/** AGTP Studio module <code>server</code>; see docs/architecture.md. */
package dev.agtpstudio.server;
