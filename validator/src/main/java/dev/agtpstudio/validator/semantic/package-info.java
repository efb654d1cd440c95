/**
 * Semantic consistency (AGIS pass 6), intent matching and verb suggestion, on one local embedding model.
 *
 * <p>Wiring (in the app's composition root; one service for the whole process, closed on exit):
 * <pre>{@code
 * EmbeddingService embeddings = EmbeddingService.miniLm();              // nothing loads yet
 * EmbeddingConsistency pass6 = EmbeddingConsistency.bundled(embeddings, SemanticOptions.defaults());
 * pass6.start();                                                          // loads on the "embeddings" thread
 * AgisCheck.standard(pass6);                                              // IntentConsistency for pass 6
 * IntentMatcher matcher = new IntentMatcher(pass6.lexicon(), pass6, embeddings, MatchWeights.defaults());
 * VerbSuggester verbs = new VerbSuggester(pass6.lexicon(), pass6);
 * }</pre>
 * Nothing blocks on the model: until it is ready pass 6 answers from {@link
 * dev.agtpstudio.validator.semantic.LexiconConsistency} (and says so), the matcher and the suggester use lexical
 * evidence. Batch callers that want every file judged alike call {@code pass6.awaitReady(Duration)} first.
 * Decisions: docs/decisions/0030-0033.
 */
package dev.agtpstudio.validator.semantic;
