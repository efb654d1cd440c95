/** AGTP Studio module <code>icons</code>; see docs/architecture.md. */
package dev.agtpstudio.icons;
