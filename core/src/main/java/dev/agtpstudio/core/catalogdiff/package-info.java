/**
 * {@code catalog-diff} against a deployment (AGTP-API §4.7): which endpoints, AGIS endpoints, recipes and policy
 * entries of a workspace break or need migration under a catalog change, the report and its text and JSON forms.
 * Kept apart from {@code core.catalog} so that package does not depend on {@code core.workspace} (which depends on it).
 */
package dev.agtpstudio.core.catalogdiff;
