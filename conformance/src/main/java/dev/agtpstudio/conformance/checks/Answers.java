package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.JsonSchemas;
import dev.agtpstudio.conformance.Protocol;
import dev.agtpstudio.conformance.Sent;
import java.util.List;
import java.util.Optional;

/** How an answer to a valid input is judged (AGTP-API §6.3, §13.3). */
final class Answers {
    private Answers() {}

    /** Why {@code s} is not an acceptable answer to a valid input of {@code d}, or empty when it is. */
    static Optional<String> problemWithValidAnswer(Contract.Declared d, Sent s) {
        if (!s.answered()) {
            return Optional.of(s.describe());
        }
        if (Protocol.success(s.status())) {
            if (s.status() == Protocol.NO_CONTENT && !s.hasBody()) {
                return Optional.empty();
            }
            if (s.json().isEmpty()) {
                return Optional.of("status " + s.status() + " with a body that is not JSON");
            }
            List<String> bad = JsonSchemas.violations(d.outputSchema(), s.json().get());
            return bad.isEmpty()
                    ? Optional.empty()
                    : Optional.of("the " + s.status() + " body violates the output_schema: "
                            + String.join("; ", bad.subList(0, Math.min(4, bad.size()))));
        }
        if (s.status() == Protocol.UNPROCESSABLE
                && s.errorCode().filter(c -> declared(d, c)).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("a valid input got " + s.describe()
                + "; expected 2xx or 422 with one of the declared errors " + errors(d));
    }

    static boolean declared(Contract.Declared d, String code) {
        return d.decl().errors() != null && d.decl().errors().contains(code);
    }

    static List<String> errors(Contract.Declared d) {
        return d.decl().errors() == null ? List.of() : d.decl().errors();
    }
}
