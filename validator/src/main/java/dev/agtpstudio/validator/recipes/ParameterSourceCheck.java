package dev.agtpstudio.validator.recipes;

import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.Recipe;
import dev.agtpstudio.core.model.RecipeBook;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** docs/reference-server.md#recipes: parameter sources are proposal / constant / previous_step, and previous_step names a capture. */
public final class ParameterSourceCheck implements FileCheck<RecipeBook> {
    public static final RuleInfo KIND = new RuleInfo(
            "recipes/parameter-kind",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes",
            "A step parameter has an unknown source kind");
    public static final RuleInfo PREVIOUS_STEP = new RuleInfo(
            "recipes/previous-step-reference",
            Severity.ERROR,
            Passes.RECIPES,
            "docs/reference-server.md#recipes",
            "previous_step names no capture of an earlier step");

    @Override
    public List<RuleInfo> rules() {
        return List.of(KIND, PREVIOUS_STEP);
    }

    @Override
    public void check(LoadedFile<RecipeBook> file, ValidationContext ctx, Reporter out) {
        for (Recipe r : file.model().recipes()) {
            Set<String> captured = new HashSet<>();
            for (Recipe.Step s : r.steps()) {
                for (Map.Entry<String, Recipe.ParameterSource> p :
                        s.parameters().entrySet()) {
                    Recipe.ParameterSource src = p.getValue();
                    if (src == null) {
                        continue;
                    }
                    if (src.kind() == null || !Recipe.ParameterSource.KINDS.contains(src.kind())) {
                        String key = file.locations().contains(src.keyPath() + "/kind")
                                ? src.keyPath() + "/kind"
                                : src.keyPath();
                        out.report(
                                KIND,
                                key,
                                "Parameter `" + p.getKey() + "` of step " + s.method() + " in recipe `"
                                        + r.name() + "` has source kind `" + src.kind()
                                        + "`; use proposal, constant or "
                                        + "previous_step (docs/reference-server.md#recipes).");
                    } else if ("previous_step".equals(src.kind())) {
                        String ref = src.value() == null ? null : String.valueOf(src.value());
                        if (ref == null || !captured.contains(ref)) {
                            String key = file.locations().contains(src.keyPath() + "/value")
                                    ? src.keyPath() + "/value"
                                    : src.keyPath();
                            out.report(
                                    PREVIOUS_STEP,
                                    key,
                                    "Parameter `" + p.getKey() + "` reads previous_step `"
                                            + ref + "`, but no earlier step of recipe `" + r.name()
                                            + "` has capture_as = \""
                                            + ref + "\""
                                            + (captured.isEmpty()
                                                    ? ""
                                                    : " (captured: " + String.join(", ", captured) + ")")
                                            + " (docs/reference-server.md#recipes).");
                        }
                    }
                }
                if (s.captureAs() != null) {
                    captured.add(s.captureAs());
                }
            }
        }
    }
}
