package dev.agtpstudio.core.catalog;

/** A legacy HTTP verb and the catalog verb to prefer instead. */
public record LegacyVerb(String name, String preferred, String description) {}
