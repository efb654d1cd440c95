/**
 * The form view's model of an endpoint's inputs, outputs and errors (docs/editor.md#the-fields-form): its rows are
 * read from the loaders' model and {@link dev.agtpstudio.core.load.LocationMap} (no second parser), and a change
 * to a cell becomes the smallest {@link dev.agtpstudio.core.diag.TextEdit}s at the right place of the endpoint TOML
 * or {@code .agis} (YAML or JSON) text, so comments and formatting elsewhere stay as they are
 * (docs/decisions/0570). No JavaFX.
 */
package dev.agtpstudio.core.form;
