/** AGTP Studio module <code>core</code>; see docs/architecture.md. */
package dev.agtpstudio.core;
