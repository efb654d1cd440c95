package dev.agtpstudio.conformance.report;

import dev.agtpstudio.conformance.CheckReport;
import java.io.PrintWriter;

/** The output formats of {@code agtp-studio check --format} (given in any case: {@code json}; decision 0591). */
public enum CheckFormat {
    TEXT(new TextCheckReport()),
    JSON(new JsonCheckReport()),
    JUNIT(new JunitCheckReport()),
    SARIF(new SarifCheckReport());

    private final Writer writer;

    CheckFormat(Writer writer) {
        this.writer = writer;
    }

    /** Writes one report. */
    public interface Writer {
        void write(CheckReport report, PrintWriter out);
    }

    public void write(CheckReport report, PrintWriter out) {
        writer.write(report, out);
        out.flush();
    }
}
