package dev.agtpstudio.editor.lexer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The tokens of a document, line by line, with the lexer state at each line start. After an edit it relexes from
 * the first changed line and stops as soon as the state at a line start equals the one from the previous run, so
 * a one-character edit relexes O(1) lines unless it really changes what follows (opening a multi-line string).
 * Not thread-safe: one owner at a time.
 */
public final class LexedDocument {
    private static final TokenKind[] KINDS = TokenKind.values();
    private static final int[] NO_TOKENS = new int[0];
    private static final int STRING = TokenKind.STRING.ordinal();

    private final LineLexer lexer;
    /** State at the start of line i; the last entry is the state after the final line. */
    private final ArrayList<LexState> states;
    /** Packed tokens of line i: kind ordinal, offset, length. */
    private final ArrayList<int[]> tokens;

    private LexedDocument(LineLexer lexer, int lines) {
        this.lexer = lexer;
        this.states = new ArrayList<>(lines + 1);
        this.tokens = new ArrayList<>(lines);
    }

    /** Lexes a whole document. */
    public static LexedDocument lex(LineLexer lexer, LineSource source) {
        LexedDocument d = new LexedDocument(lexer, source.lineCount());
        LexState s = lexer.initialState();
        d.states.add(s);
        Packer p = new Packer();
        for (int i = 0; i < source.lineCount(); i++) {
            s = lexer.lexLine(source.line(i), s, p.reset());
            d.tokens.add(p.toArray());
            d.states.add(s);
        }
        return d;
    }

    public int lineCount() {
        return tokens.size();
    }

    /** The state at the start of {@code line}. */
    public LexState stateAt(int line) {
        return states.get(line);
    }

    /** The tokens of one line, offsets relative to the line start. */
    public List<Token> lineTokens(int line) {
        int[] t = tokens.get(line);
        List<Token> out = new ArrayList<>(t.length / 3);
        for (int k = 0; k < t.length; k += 3) {
            out.add(new Token(KINDS[t[k]], t[k + 1], t[k + 2]));
        }
        return Collections.unmodifiableList(out);
    }

    /** Visits the tokens of one line without allocating token objects. */
    public void forEachToken(int line, TokenSink sink) {
        int[] t = tokens.get(line);
        for (int k = 0; k < t.length; k += 3) {
            sink.token(KINDS[t[k]], t[k + 1], t[k + 2]);
        }
    }

    /**
     * Applies an edit that replaced the {@code oldLines} lines starting at {@code firstLine} by {@code newLines}
     * lines (both at least 1: the edited line itself), then relexes as far as the change reaches.
     *
     * @param source the document after the edit
     * @return the lines whose tokens were recomputed
     */
    public LineRange edit(LineSource source, int firstLine, int oldLines, int newLines) {
        if (firstLine < 0 || oldLines < 1 || newLines < 1 || firstLine + oldLines > lineCount()) {
            throw new IllegalArgumentException(
                    "bad edit " + firstLine + "/" + oldLines + "/" + newLines + " of " + lineCount() + " lines");
        }
        // states[firstLine] stays; states of the removed interior lines go; states[firstLine + oldLines] is kept
        // as the old state of the first untouched line, to compare against.
        splice(states, firstLine + 1, oldLines - 1, newLines - 1, null);
        splice(tokens, firstLine, oldLines, newLines, NO_TOKENS);
        if (source.lineCount() != lineCount()) {
            throw new IllegalStateException("source has " + source.lineCount() + " lines, cache " + lineCount());
        }
        int editEnd = firstLine + newLines;
        Packer p = new Packer();
        LexState s = states.get(firstLine);
        int line = firstLine;
        while (true) {
            s = lexer.lexLine(source.line(line), s, p.reset());
            tokens.set(line, p.toArray());
            line++;
            boolean same = Objects.equals(states.get(line), s);
            states.set(line, s);
            if (line >= lineCount() || (line >= editEnd && same)) {
                break;
            }
        }
        return new LineRange(firstLine, line);
    }

    private static <T> void splice(ArrayList<T> list, int at, int remove, int insert, T fill) {
        int common = Math.min(remove, insert);
        for (int k = 0; k < common; k++) {
            list.set(at + k, fill);
        }
        if (remove > insert) {
            list.subList(at + common, at + remove).clear();
        } else if (insert > remove) {
            list.addAll(at + common, Collections.nCopies(insert - remove, fill));
        }
    }

    /** Collects one line's tokens into a packed array. */
    private static final class Packer implements TokenSink {
        private int[] buf = new int[48];
        private int size;

        Packer reset() {
            size = 0;
            return this;
        }

        @Override
        public void token(TokenKind kind, int offset, int length) {
            if (length == 0) {
                return;
            }
            // Adjacent string pieces (quote, body, quote) become one token; placeholders stay separate.
            if (kind == TokenKind.STRING
                    && size >= 3
                    && buf[size - 3] == STRING
                    && buf[size - 2] + buf[size - 1] == offset) {
                buf[size - 1] += length;
                return;
            }
            if (size + 3 > buf.length) {
                buf = Arrays.copyOf(buf, buf.length * 2);
            }
            buf[size++] = kind.ordinal();
            buf[size++] = offset;
            buf[size++] = length;
        }

        int[] toArray() {
            return size == 0 ? NO_TOKENS : Arrays.copyOf(buf, size);
        }
    }
}
