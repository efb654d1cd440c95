package dev.agtpstudio.core.form;

import dev.agtpstudio.core.text.TextRange;
import java.util.List;

/**
 * One endpoint as the fields form shows it.
 *
 * @param label    {@code METHOD /path}
 * @param keyPath  the endpoint's key path ({@code /endpoint}, {@code /endpoints/2})
 * @param range    the endpoint's text (the whole file for endpoint TOML)
 * @param inputs   the input fields ({@link FormRow.Group#INPUT}), in text order
 * @param outputs  the output fields
 * @param errors   the error conditions
 * @param inputPath  where the input is declared ({@code /endpoint/input}, {@code /endpoint/input_schema},
 *                   {@code /endpoints/0/input}); fields are added there
 * @param outputPath where the output is declared
 * @param errorsPath where the errors list is ({@code /endpoint/errors/list}, {@code /endpoints/0/errors})
 */
public record FormEndpoint(
        String label,
        String keyPath,
        TextRange range,
        List<FormRow> inputs,
        List<FormRow> outputs,
        List<FormRow> errors,
        String inputPath,
        String outputPath,
        String errorsPath) {
    public FormEndpoint {
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        errors = List.copyOf(errors);
    }

    public List<FormRow> rows(FormRow.Group g) {
        return switch (g) {
            case INPUT -> inputs;
            case OUTPUT -> outputs;
            case ERRORS -> errors;
        };
    }
}
