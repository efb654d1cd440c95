package dev.agtpstudio.validator.discovery;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.text.TextRange;
import java.io.PrintWriter;
import java.util.List;

/**
 * The outcomes of {@link DiscoveryTestRun} as text, JSON or JUnit XML ({@code agtp-studio discover-test},
 * docs/discovery-tests.md). Each outcome is located at its test's line in {@code discovery-tests.toml}.
 */
public final class DiscoveryTestReport {
    public enum Format {
        TEXT,
        JSON,
        JUNIT
    }

    private final LoadedFile<?> file;
    private final List<DiscoveryTestRun.Outcome> outcomes;

    public DiscoveryTestReport(LoadedFile<?> file, List<DiscoveryTestRun.Outcome> outcomes) {
        this.file = file;
        this.outcomes = List.copyOf(outcomes);
    }

    public long count(DiscoveryTestRun.Status s) {
        return outcomes.stream().filter(o -> o.status() == s).count();
    }

    /** 0 every test passed, 1 one failed, 2 one could not run (its input is malformed). */
    public int exitCode() {
        return count(DiscoveryTestRun.Status.INVALID) > 0 ? 2 : count(DiscoveryTestRun.Status.FAILED) > 0 ? 1 : 0;
    }

    public void write(Format format, PrintWriter out) {
        switch (format) {
            case TEXT -> text(out);
            case JSON -> out.println(json().toPrettyString());
            case JUNIT -> junit(out);
        }
        out.flush();
    }

    private String where(DiscoveryTestRun.Outcome o) {
        TextRange r = file.locations().rangeFor(o.keyPath());
        return file.path() + ":" + (r == null ? 1 : r.startLine()) + ":" + (r == null ? 1 : r.startColumn());
    }

    private void text(PrintWriter out) {
        for (DiscoveryTestRun.Outcome o : outcomes) {
            switch (o.status()) {
                case PASSED ->
                    out.println("PASS  " + o.test().label() + ": "
                            + o.test().expect().trim() + " ranks " + o.rank() + " of " + o.totalMatches()
                            + " (max_rank " + o.test().allowedRank() + ")");
                case FAILED -> out.println("FAIL  " + where(o) + ": " + o.message());
                case INVALID -> out.println("ERROR " + where(o) + ": " + o.message());
            }
        }
        out.println(outcomes.size() + " tests: " + count(DiscoveryTestRun.Status.PASSED) + " passed, "
                + count(DiscoveryTestRun.Status.FAILED) + " failed, " + count(DiscoveryTestRun.Status.INVALID)
                + " invalid");
    }

    private ObjectNode json() {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode root = f.objectNode();
        root.put("file", String.valueOf(file.path()));
        root.put("passed", count(DiscoveryTestRun.Status.PASSED));
        root.put("failed", count(DiscoveryTestRun.Status.FAILED));
        root.put("invalid", count(DiscoveryTestRun.Status.INVALID));
        ArrayNode tests = root.putArray("tests");
        for (DiscoveryTestRun.Outcome o : outcomes) {
            ObjectNode t = tests.addObject();
            TextRange r = file.locations().rangeFor(o.keyPath());
            t.put("line", r == null ? 1 : r.startLine());
            t.put("name", o.test().label());
            t.put("intent", o.test().intent());
            t.put("expect", o.test().expect());
            t.put("max_rank", o.test().allowedRank());
            t.put("status", o.status().name().toLowerCase(java.util.Locale.ROOT));
            if (o.rank() > 0) {
                t.put("rank", o.rank());
            } else {
                t.putNull("rank");
            }
            t.put("total_matches", o.totalMatches());
            if (o.expected() != null) {
                t.put("rank_score", o.expected().score());
                t.put("capability_match_score", o.expected().capabilityMatch());
            }
            ArrayNode above = t.putArray("above");
            int first = o.rank() == 0 ? 1 : o.rank() - o.above().size();
            for (int i = 0; i < o.above().size(); i++) {
                DiscoveryRanker.Ranked a = o.above().get(i);
                above.addObject()
                        .put("rank", first + i)
                        .put("method", a.endpoint().method())
                        .put("path", a.endpoint().path())
                        .put("rank_score", a.score())
                        .put("capability_match_score", a.capabilityMatch());
            }
            if (o.message() != null) {
                t.put("message", o.message());
            }
        }
        return root;
    }

    private void junit(PrintWriter out) {
        out.println("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        out.printf(
                "<testsuites name=\"agtp-studio discover-test\" tests=\"%d\" failures=\"%d\" errors=\"%d\">%n",
                outcomes.size(), count(DiscoveryTestRun.Status.FAILED), count(DiscoveryTestRun.Status.INVALID));
        out.printf(
                "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"%d\">%n",
                esc(String.valueOf(file.path())),
                outcomes.size(),
                count(DiscoveryTestRun.Status.FAILED),
                count(DiscoveryTestRun.Status.INVALID));
        for (DiscoveryTestRun.Outcome o : outcomes) {
            out.printf(
                    "    <testcase classname=\"discovery-tests\" name=\"%s\">",
                    esc(o.test().label()));
            switch (o.status()) {
                case FAILED ->
                    out.printf("%n      <failure message=\"%s\">%s</failure>%n    ", esc(o.message()), esc(where(o)));
                case INVALID ->
                    out.printf("%n      <error message=\"%s\">%s</error>%n    ", esc(o.message()), esc(where(o)));
                default -> {}
            }
            out.println("</testcase>");
        }
        out.println("  </testsuite>");
        out.println("</testsuites>");
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                default -> sb.append(c < 0x20 && c != '\n' && c != '\t' ? '\uFFFD' : c);
            }
        }
        return sb.toString();
    }
}
