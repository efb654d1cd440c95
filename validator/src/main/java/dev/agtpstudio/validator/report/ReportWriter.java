package dev.agtpstudio.validator.report;

import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Renders one validation report as a document. */
public interface ReportWriter {
    /**
     * @param rules   every rule the validator knows (for SARIF's rule table and help links)
     * @param baseDir file names are written relative to this folder
     */
    void write(ValidationReport report, List<RuleInfo> rules, Path baseDir, Appendable out) throws IOException;
}
