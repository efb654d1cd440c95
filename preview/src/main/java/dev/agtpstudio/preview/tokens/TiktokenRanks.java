package dev.agtpstudio.preview.tokens;

import java.io.IOException;
import java.io.InputStream;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A tiktoken vocabulary as jtokkit ships it ({@code <name>.tiktoken}: one {@code base64 rank} line per token, the ranks
 * 0, 1, 2, ... in order), read into one array from rank to token bytes and handed to jtokkit as the encoder map of
 * {@link com.knuddels.jtokkit.api.GptBytePairEncodingParams}, which only iterates it. jtokkit's own reader makes a
 * line, a substring, two byte arrays and a map entry per token: for {@code o200k_base} (200,000 tokens) 55 MB and
 * 0.15 s of a cold run's CPU, which every {@code validate} of more than 40 tools pays; this reads the 3.6 MB file once
 * and makes one array per token (decision 0625). A file out of that shape is refused; the caller then uses jtokkit's
 * reader.
 */
final class TiktokenRanks extends AbstractMap<byte[], Integer> {
    private final byte[][] tokens;

    private TiktokenRanks(byte[][] tokens) {
        this.tokens = tokens;
    }

    /** The vocabulary in {@code in}; an {@link IOException} when a line is not {@code base64 rank} in rank order. */
    static TiktokenRanks read(InputStream in) throws IOException {
        byte[] all = in.readAllBytes();
        int lines = 0;
        for (byte b : all) {
            if (b == '\n') {
                lines++;
            }
        }
        byte[][] tokens = new byte[lines + 1][];
        int n = 0;
        int at = 0;
        while (at < all.length) {
            int space = at;
            while (space < all.length && all[space] != ' ' && all[space] != '\n') {
                space++;
            }
            if (space == at && space < all.length && all[space] == '\n') {
                at++; // an empty line
                continue;
            }
            if (space >= all.length || all[space] != ' ') {
                throw new IOException("line " + (n + 1) + " has no rank");
            }
            int end = space + 1;
            int rank = 0;
            while (end < all.length && all[end] != '\n' && all[end] != '\r') {
                int d = all[end] - '0';
                if (d < 0 || d > 9 || rank > 100_000_000) {
                    throw new IOException("line " + (n + 1) + " has a rank that is not a number");
                }
                rank = rank * 10 + d;
                end++;
            }
            if (end == space + 1 || rank != n) {
                throw new IOException("line " + (n + 1) + " is out of rank order");
            }
            tokens[n] = decode(all, at, space, n + 1);
            n++;
            at = end;
            while (at < all.length && (all[at] == '\r' || all[at] == '\n')) {
                at++;
            }
        }
        return new TiktokenRanks(n == tokens.length ? tokens : java.util.Arrays.copyOf(tokens, n));
    }

    /** The standard Base64 text in {@code src[from, to)} decoded (padding allowed at its end). */
    static byte[] decode(byte[] src, int from, int to, int line) throws IOException {
        int len = to - from;
        int pad = 0;
        while (pad < 2 && len - pad > 0 && src[to - 1 - pad] == '=') {
            pad++;
        }
        if (len == 0 || len % 4 != 0) {
            throw new IOException("line " + line + " is not Base64");
        }
        byte[] out = new byte[len / 4 * 3 - pad];
        int o = 0;
        int bits = 0;
        int held = 0;
        for (int i = from; i < to - pad; i++) {
            int v = value(src[i]);
            if (v < 0) {
                throw new IOException("line " + line + " is not Base64");
            }
            bits = bits << 6 | v;
            held += 6;
            if (held >= 8) {
                held -= 8;
                out[o++] = (byte) (bits >> held);
            }
        }
        return out;
    }

    private static int value(byte c) {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 26;
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 52;
        }
        return c == '+' ? 62 : c == '/' ? 63 : -1;
    }

    /** The bytes of the token of {@code rank}. */
    byte[] token(int rank) {
        return tokens[rank];
    }

    @Override
    public int size() {
        return tokens.length;
    }

    @Override
    public void forEach(BiConsumer<? super byte[], ? super Integer> action) {
        for (int i = 0; i < tokens.length; i++) {
            action.accept(tokens[i], i);
        }
    }

    @Override
    public Set<Entry<byte[], Integer>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<byte[], Integer>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < tokens.length;
                    }

                    @Override
                    public Entry<byte[], Integer> next() {
                        if (next >= tokens.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new SimpleImmutableEntry<>(tokens[i], i);
                    }
                };
            }

            @Override
            public int size() {
                return tokens.length;
            }
        };
    }
}
