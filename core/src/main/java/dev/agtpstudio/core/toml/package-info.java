/**
 * AGTP Studio's own TOML 1.0.0 front end: a single-pass parser ({@link dev.agtpstudio.core.toml.TomlParser}) that
 * gives a small tree ({@link dev.agtpstudio.core.toml.TomlTable}, {@link dev.agtpstudio.core.toml.TomlArray}) in
 * which every key, header, value and array element carries its source span, and that recovers line by line after
 * an error. See docs/decisions/0280-own-toml-parser.md.
 */
package dev.agtpstudio.core.toml;
