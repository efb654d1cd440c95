package dev.agtpstudio.validator.report;

/** The output formats of {@code agtp-studio validate}. */
public enum ReportFormat {
    TEXT,
    JSON,
    SARIF;

    /** The writer for this format; {@code rulesUrl} is the base of rule documentation links. */
    public ReportWriter writer(String rulesUrl) {
        return switch (this) {
            case TEXT -> new TextReportWriter();
            case JSON -> new JsonReportWriter(rulesUrl);
            case SARIF -> new SarifReportWriter(rulesUrl);
        };
    }
}
