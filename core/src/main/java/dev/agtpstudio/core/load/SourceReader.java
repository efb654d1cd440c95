package dev.agtpstudio.core.load;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.text.TextRange;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a file as strict UTF-8 within the size limit. Too-large files are refused before any byte is read;
 * malformed bytes are replaced (so the rest of the file still loads) and reported at their position.
 */
public final class SourceReader {
    private SourceReader() {}

    /** The text read (empty when refused) and the problems met while reading. */
    public record Result(SourceText source, List<Diagnostic> diagnostics, boolean refused) {
        public Result {
            diagnostics = List.copyOf(diagnostics);
        }
    }

    public static Result read(Path file, LoaderLimits limits) {
        List<Diagnostic> diags = new ArrayList<>();
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            diags.add(diag(ParseRules.IO, file, TextRange.FILE_START, "Cannot read the file: " + e.getMessage()));
            return new Result(SourceText.of(file, ""), diags, true);
        }
        if (size > limits.maxFileBytes()) {
            diags.add(diag(
                    ParseRules.LIMIT,
                    file,
                    TextRange.FILE_START,
                    "The file is " + mb(size) + " MB; files larger than " + mb(limits.maxFileBytes())
                            + " MB are not loaded."));
            return new Result(SourceText.of(file, ""), diags, true);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) limits.maxFileBytes() + 1);
        } catch (IOException e) {
            diags.add(diag(ParseRules.IO, file, TextRange.FILE_START, "Cannot read the file: " + e.getMessage()));
            return new Result(SourceText.of(file, ""), diags, true);
        }
        if (bytes.length > limits.maxFileBytes()) {
            diags.add(diag(
                    ParseRules.LIMIT,
                    file,
                    TextRange.FILE_START,
                    "The file grew past " + mb(limits.maxFileBytes()) + " MB while being read; it is not loaded."));
            return new Result(SourceText.of(file, ""), diags, true);
        }
        return decode(file, bytes, diags);
    }

    private static Result decode(Path file, byte[] bytes, List<Diagnostic> diags) {
        CharsetDecoder dec = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        List<int[]> bad = new ArrayList<>();
        CoderResult r;
        while ((r = dec.decode(in, out, true)).isError()) {
            bad.add(new int[] {in.position(), out.position()});
            out.put('\uFFFD');
            in.position(in.position() + r.length());
        }
        dec.flush(out);
        out.flip();
        String text = out.toString();
        SourceText src = SourceText.of(file, text);
        if (!bad.isEmpty()) {
            int[] first = bad.get(0);
            TextRange at = src.range(first[1], first[1] + 1);
            diags.add(diag(
                    ParseRules.ENCODING,
                    file,
                    at,
                    "The file is not valid UTF-8: " + bad.size()
                            + " malformed byte sequence(s), the first at byte " + first[0] + " (line " + at.startLine()
                            + ", column " + at.startColumn() + "). They are shown as \uFFFD; save the file as UTF-8."));
        }
        return new Result(src, diags, false);
    }

    private static String mb(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f", bytes / (1024.0 * 1024.0));
    }

    private static Diagnostic diag(String rule, Path file, TextRange range, String msg) {
        return Diagnostic.builder(rule, Severity.ERROR, msg)
                .pass(Passes.PARSE)
                .file(file)
                .range(range)
                .build();
    }
}
