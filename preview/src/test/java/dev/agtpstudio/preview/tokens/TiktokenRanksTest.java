package dev.agtpstudio.preview.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import com.knuddels.jtokkit.api.IntArrayList;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The o200k_base that {@link Tokenizers} builds from {@link TiktokenRanks} is jtokkit's own, judged by jtokkit: every
 * one of the 200,000 tokens decodes to the same bytes, and texts the product counts (the sample workspace, every
 * fixture, generated Unicode) encode to the same tokens.
 */
class TiktokenRanksTest {
    private static Encoding ours;
    private static Encoding theirs;

    @BeforeAll
    static void load() {
        ours = Tokenizers.o200kBase();
        theirs = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
    }

    @Test
    void everyTokenHasJtokkitsBytes() throws IOException {
        TiktokenRanks ranks;
        try (InputStream in = EncodingType.class.getResourceAsStream("/com/knuddels/jtokkit/o200k_base.tiktoken")) {
            ranks = TiktokenRanks.read(in);
        }
        assertThat(ranks.size()).isEqualTo(199_998);
        IntArrayList one = new IntArrayList(1);
        one.add(0);
        for (int rank = 0; rank < ranks.size(); rank++) {
            one.set(0, rank);
            byte[] expected = theirs.decodeBytes(one);
            if (!java.util.Arrays.equals(ranks.token(rank), expected)) {
                throw new AssertionError("token " + rank + " differs from jtokkit's");
            }
        }
    }

    @Test
    void thePatternIsJtokkits() throws ReflectiveOperationException {
        Class<?> c = theirs.getClass();
        while (!c.getSimpleName().equals("GptBytePairEncoding")) {
            c = c.getSuperclass();
        }
        java.lang.reflect.Field f = c.getDeclaredField("pattern");
        f.setAccessible(true);
        java.util.regex.Pattern p = (java.util.regex.Pattern) f.get(theirs);
        assertThat(Tokenizers.O200K_PATTERN).isEqualTo(p.pattern());
    }

    @Test
    void textsEncodeToJtokkitsTokens() throws IOException {
        List<String> texts = new ArrayList<>(corpus());
        Random r = new Random(39);
        for (int i = 0; i < 300; i++) {
            texts.add(randomText(r));
        }
        texts.add("Describe <|endoftext|> here, don't stop; it's 12345678 tokens\r\n\r\n   \t");
        assertThat(texts.size()).isGreaterThan(400);
        for (String t : texts) {
            IntArrayList a = ours.encodeOrdinary(t);
            IntArrayList b = theirs.encodeOrdinary(t);
            if (!a.equals(b)) {
                throw new AssertionError("encoded differently: " + t.substring(0, Math.min(80, t.length())));
            }
            assertThat(special(ours, t)).isEqualTo(special(theirs, t));
        }
    }

    @Test
    void aFileOutOfShapeIsRefusedAndJtokkitReadsInstead() {
        assertThatThrownBy(() -> read("IQ== 0\nIg== 2\n")).hasMessageContaining("line 2 is out of rank order");
        assertThatThrownBy(() -> read("IQ== 0\nIg==\n")).hasMessageContaining("line 2 has no rank");
        assertThatThrownBy(() -> read("I!== 0\n")).hasMessageContaining("line 1 is not Base64");
        assertThatThrownBy(() -> read("IQ= 0\n")).hasMessageContaining("line 1 is not Base64");
        assertThatThrownBy(() -> read("IQ== x\n")).hasMessageContaining("not a number");
    }

    @Test
    void base64DecodesAsTheJdkDoes() throws IOException {
        Random r = new Random(7);
        for (int i = 0; i < 2000; i++) {
            byte[] raw = new byte[1 + r.nextInt(40)];
            r.nextBytes(raw);
            byte[] b64 = java.util.Base64.getEncoder().encode(raw);
            assertThat(TiktokenRanks.decode(b64, 0, b64.length, 1)).isEqualTo(raw);
        }
        TiktokenRanks two = read("IQ== 0\r\nIg== 1\r\n\n");
        assertThat(two.size()).isEqualTo(2);
        assertThat(two.token(1)).isEqualTo(new byte[] {'"'});
    }

    /** {@code encode} (special tokens allowed): its tokens, or what it refuses with. */
    private static String special(Encoding e, String t) {
        try {
            return e.encode(t).toString();
        } catch (UnsupportedOperationException x) {
            return "refused: " + x.getMessage();
        }
    }

    private static TiktokenRanks read(String text) throws IOException {
        return TiktokenRanks.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
    }

    /** The texts of the sample workspace and of every test fixture of the repository (TOML, .agis, JSON, YAML). */
    private static List<String> corpus() throws IOException {
        Path repo = Path.of("").toAbsolutePath().getParent();
        List<String> out = new ArrayList<>();
        for (String dir : List.of("samples", "validator/src/test/resources", "core/src/test/resources")) {
            Path d = repo.resolve(dir);
            if (!Files.isDirectory(d)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(d)) {
                for (Path p : s.filter(Files::isRegularFile)
                        .filter(p -> p.toString().matches(".*\\.(toml|agis|json|yaml|yml|md)$"))
                        .sorted()
                        .toList()) {
                    byte[] b = Files.readAllBytes(p);
                    if (b.length < 200_000) {
                        out.add(new String(b, StandardCharsets.UTF_8));
                    }
                }
            }
        }
        return out;
    }

    private static String randomText(Random r) {
        StringBuilder sb = new StringBuilder();
        int n = 1 + r.nextInt(200);
        for (int i = 0; i < n; i++) {
            int kind = r.nextInt(10);
            if (kind < 5) {
                sb.append((char) ('a' + r.nextInt(26)));
            } else if (kind < 6) {
                sb.append(" \t\r\n'\"{}[]:,.-_/".charAt(r.nextInt(16)));
            } else if (kind < 7) {
                sb.append((char) ('0' + r.nextInt(10)));
            } else if (kind < 8) {
                sb.append((char) ('A' + r.nextInt(26)));
            } else {
                int cp = switch (r.nextInt(5)) {
                    case 0 -> 0x00C0 + r.nextInt(0x180); // Latin with accents
                    case 1 -> 0x0300 + r.nextInt(0x70); // combining marks
                    case 2 -> 0x4E00 + r.nextInt(0x5000); // CJK
                    case 3 -> 0x1F300 + r.nextInt(0x300); // emoji (surrogate pairs)
                    default -> 0x0400 + r.nextInt(0x100); // Cyrillic
                };
                sb.appendCodePoint(cp);
            }
        }
        return sb.toString();
    }
}
