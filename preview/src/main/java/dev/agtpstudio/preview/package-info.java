/** AGTP Studio module <code>preview</code>; see docs/architecture.md. */
package dev.agtpstudio.preview;
