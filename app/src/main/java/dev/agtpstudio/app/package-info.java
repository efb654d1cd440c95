/** AGTP Studio module <code>app</code>; see docs/architecture.md. */
package dev.agtpstudio.app;
