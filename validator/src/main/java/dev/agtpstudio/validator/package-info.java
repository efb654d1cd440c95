/** AGTP Studio module <code>validator</code>; see docs/architecture.md. */
package dev.agtpstudio.validator;
