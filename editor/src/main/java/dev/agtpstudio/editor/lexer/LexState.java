package dev.agtpstudio.editor.lexer;

/**
 * The lexer state at a line start. Implementations are immutable values with {@code equals}: relexing stops
 * once the state at a line start equals the one of the previous run.
 */
public interface LexState {}
