/** AGTP Studio module <code>importer</code>; see docs/architecture.md. */
package dev.agtpstudio.importer;
