/**
 * The validator's composition: the rule engine ({@code Validator}), the registry of every rule ({@code Validators})
 * and which endpoints are published ({@code Publication}). It names every rule package; the rules see only the rule
 * API of {@code dev.agtpstudio.validator} (decision 0595: no package cycle).
 */
package dev.agtpstudio.validator.engine;
