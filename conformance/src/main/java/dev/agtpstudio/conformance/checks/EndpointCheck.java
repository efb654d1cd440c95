package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.CheckResult;
import java.util.List;

/** A check run once per declared endpoint. */
public interface EndpointCheck {
    List<CheckResult> run(RunContext ctx, EndpointRun ep);
}
