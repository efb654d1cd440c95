package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.core.text.TextRange;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** AGTP-API §5.1, §5.2, §5.5, §5.6: the structural shape of a declared path. */
public final class PathShapeCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo SYNTAX = new RuleInfo(
            "path/syntax",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §5.1-5.2",
            "Path does not follow the path grammar");
    public static final RuleInfo TRAILING_SLASH = new RuleInfo(
            "path/trailing-slash", Severity.ERROR, Passes.ENDPOINT, "AGTP-API §5.1", "Path ends with a slash");
    public static final RuleInfo QUERY_OR_FRAGMENT = new RuleInfo(
            "path/query-or-fragment",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §5.5-5.6",
            "Declared path contains ? or #");

    /** segment-char of §5.2 plus braces (templates are judged by the template rule). */
    private static final Pattern SEGMENT = Pattern.compile("([A-Za-z0-9\\-._~!$&'()*+,;=:@{}]|%[0-9A-Fa-f]{2})+");

    @Override
    public List<RuleInfo> rules() {
        return List.of(SYNTAX, TRAILING_SLASH, QUERY_OR_FRAGMENT);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        String p = e.path();
        if (p == null) {
            return;
        }
        String key = e.fieldPath("path");
        TextRange range = out.rangeOf(key);
        if (!p.startsWith("/")) {
            Fix f = Literals.replaceValue("Prefix with /", file, range, p, "/" + p);
            out.report(
                    SYNTAX,
                    Severity.ERROR,
                    key,
                    "Path `" + p + "` must begin with `/` (AGTP-API §5.1).",
                    f == null ? List.of() : List.of(f));
            return;
        }
        int q = PathTemplate.queryStart(p);
        if (q >= 0) {
            String what = p.charAt(q) == '?' ? "a query string (`?`)" : "a fragment (`#`)";
            Fix f = Literals.replacePart("Remove " + p.substring(q), file, range, p, q, p.length(), "");
            out.reportAt(
                    QUERY_OR_FRAGMENT,
                    Severity.ERROR,
                    Literals.subRange(file, range, p, q, p.length()),
                    key,
                    "Path `" + p + "` contains " + what + "; a declared path is only the path component: query "
                            + "parameters arrive as inputs and fragments are rejected on the wire (AGTP-API §5.5, §5.6). "
                            + "Declare query values as input fields instead.",
                    f == null ? List.of() : List.of(f));
            p = p.substring(0, q);
        }
        if (p.length() > 1 && p.endsWith("/")) {
            int start = p.length() - 1;
            while (start > 1 && p.charAt(start - 1) == '/') {
                start--;
            }
            Fix f = Literals.replacePart("Remove the trailing slash", file, range, e.path(), start, p.length(), "");
            out.reportAt(
                    TRAILING_SLASH,
                    Severity.ERROR,
                    Literals.subRange(file, range, e.path(), start, p.length()),
                    key,
                    "Path `" + e.path() + "` must not end with `/` (only the bare root `/` may); servers answer 460 "
                            + "(AGTP-API §5.1). Remove the trailing slash.",
                    f == null ? List.of() : List.of(f));
            p = p.substring(0, start);
        }
        List<PathTemplate.Segment> bad = new ArrayList<>();
        for (PathTemplate.Segment s : PathTemplate.parse(p).segments()) {
            if (!s.hasBrace() && !SEGMENT.matcher(s.text()).matches()) {
                bad.add(s);
            }
        }
        for (PathTemplate.Segment s : bad) {
            String why = s.text().isEmpty()
                    ? "an empty segment (`//`)"
                    : "the segment `" + s.text() + "` with characters outside the path grammar";
            out.reportAt(
                    SYNTAX,
                    Severity.ERROR,
                    Literals.subRange(file, range, e.path(), Math.max(0, s.start() - 1), Math.max(s.end(), s.start())),
                    key,
                    "Path `" + e.path() + "` has " + why
                            + "; segments use unreserved characters, percent-encodings, sub-delims, `:` and `@` "
                            + "(AGTP-API §5.2).",
                    List.of());
        }
    }
}
