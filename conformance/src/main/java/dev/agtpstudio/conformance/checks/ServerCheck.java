package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.CheckResult;
import java.util.List;

/** A check run once per target. */
public interface ServerCheck {
    List<CheckResult> run(RunContext ctx);
}
