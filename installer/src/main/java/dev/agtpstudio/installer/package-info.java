/** AGTP Studio module <code>installer</code>; see docs/architecture.md. */
package dev.agtpstudio.installer;
