package dev.agtpstudio.app.cli;

import picocli.CommandLine.Option;

/** {@code validate --grade}: the description grade of every tool (docs/grade.md), in the report's format. */
final class GradeOption {
    @Option(
            names = "--grade",
            description = "Add the description grade (0-100) of every endpoint and of the workspace,"
                    + " worst first, with the findings that cost points and their fixes (docs/grade.md); in JSON \"grades\" and"
                    + " \"workspace\", in SARIF the run's properties.")
    boolean on;
}
