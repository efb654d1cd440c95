/**
 * What an editor feature sees of the editor ({@code EditorHost}) and what it implements ({@code EditorComponent},
 * {@code EditListener}). The features depend on this package, never on the {@code CodeEditor} that assembles them
 * (decision 0595: no package cycle).
 */
package dev.agtpstudio.editor.spi;
