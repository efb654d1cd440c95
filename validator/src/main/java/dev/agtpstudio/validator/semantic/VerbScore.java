package dev.agtpstudio.validator.semantic;

/** A catalog verb and how close it is to some text (cosine similarity, or a lexicon weight in [0,1]). */
public record VerbScore(String verb, double score) {}
