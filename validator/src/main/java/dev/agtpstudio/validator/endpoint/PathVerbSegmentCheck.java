package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.catalog.MethodCatalog;
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
import dev.agtpstudio.validator.support.Words;
import java.util.List;
import java.util.Locale;

/**
 * AGTP-API §5.1: no literal path segment may equal a catalog or legacy verb, compared case-insensitively after
 * removing {@code -} and {@code _} ({@code /order} fails, {@code /orders} passes).
 */
public final class PathVerbSegmentCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo VERB_SEGMENT = new RuleInfo(
            "path/verb-segment", Severity.ERROR, Passes.ENDPOINT, "AGTP-API §5.1", "A path segment is a method name");

    @Override
    public List<RuleInfo> rules() {
        return List.of(VERB_SEGMENT);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        EndpointDecl e = file.model();
        String p = e.path();
        if (p == null || !p.startsWith("/")) {
            return;
        }
        String key = e.fieldPath("path");
        TextRange range = out.rangeOf(key);
        MethodCatalog cat = ctx.catalog();
        for (PathTemplate.Segment s : PathTemplate.parse(p).segments()) {
            if (s.hasBrace() || s.text().isEmpty() || !cat.isVerbSegment(s.text())) {
                continue;
            }
            String verb = s.text().replace("-", "").replace("_", "").toUpperCase(Locale.ROOT);
            String kind = cat.isLegacy(verb) && !cat.isVerb(verb) ? "the legacy verb" : "the catalog verb";
            String plural = Words.plural(s.text());
            boolean pluralOk = !cat.isVerbSegment(plural);
            Fix fix = pluralOk
                    ? Literals.replacePart("Rename segment to " + plural, file, range, p, s.start(), s.end(), plural)
                    : null;
            out.reportAt(
                    VERB_SEGMENT,
                    Severity.ERROR,
                    Literals.subRange(file, range, p, s.start(), s.end()),
                    key,
                    "Path segment `" + s.text() + "` in `" + p + "` reads as " + kind + " " + verb
                            + "; method names must not leak into paths and servers answer 460 Endpoint Violation "
                            + "(AGTP-API §5.1). Use a noun" + (pluralOk ? ", e.g. the plural `" + plural + "`." : "."),
                    fix == null ? List.of() : List.of(fix));
        }
    }
}
