package dev.agtpstudio.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every error code the server's sources can put in an error body is documented in docs/errors.md. */
class ErrorCodesDocTest {
    private static final Pattern CODE = Pattern.compile(
            "(?:Replies\\.error\\(|errorReply\\(\\d+, |WireException\\((?:\\d+, )?|BadInput\\(|ErrorResponses\\.error\\(\\d+, |"
                    + "\\.reply\\(x, |\\berror\\(|put\\(\"reason\", |refuse\\(ctx, \\d+, |closing(?:Bytes)?\\(\\d+, |Refusal\\(\\d+, )"
                    + "\"([a-z][a-z0-9_-]+)\"");

    @Test
    void everyCodeInTheSourcesIsDocumented() throws Exception {
        String dir = System.getProperty("agtp.project.dir");
        assumeTrue(dir != null, "agtp.project.dir not set");
        String doc = Files.readString(Path.of(dir, "docs", "errors.md"));
        Set<String> codes = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of(dir, "server", "src", "main", "java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                // the formatter may break a call's arguments over lines: read each call as if on one line
                String text = Files.readString(f).replaceAll("\\(\\s+", "(").replaceAll(",\\s+", ", ");
                Matcher m = CODE.matcher(text);
                while (m.find()) {
                    codes.add(m.group(1));
                }
            }
        }
        assertThat(codes)
                .as("codes found in the sources")
                .contains(
                        "invalid-header-value",
                        "transfer-encoding-not-supported",
                        "server-busy",
                        "too-many-connections",
                        "handler-exception",
                        "origin-not-allowed",
                        "header-block-too-large",
                        "unsupported-version");
        assertThat(codes)
                .allSatisfy(
                        c -> assertThat(doc).as("docs/errors.md documents " + c).contains("`" + c + "`"));
    }
}
