/** AGTP Studio module <code>editor</code>; see docs/architecture.md. */
package dev.agtpstudio.editor;
