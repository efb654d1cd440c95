package dev.agtpstudio.app.form;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.form.FormColumn;
import dev.agtpstudio.core.form.FormRow;
import java.util.List;

/**
 * One line of the form's table: a group heading ({@code Inputs}, {@code Outputs}, {@code Errors}) or a row, with the
 * diagnostics of the live validation that belong to it.
 */
public record FormItem(FormRow.Group group, FormRow row, List<Diagnostic> diagnostics) {
    public FormItem {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean heading() {
        return row == null;
    }

    String cell(FormColumn c) {
        if (row == null) {
            return c == FormColumn.NAME
                    ? switch (group) {
                        case INPUT -> "Inputs";
                        case OUTPUT -> "Outputs";
                        case ERRORS -> "Errors";
                    }
                    : "";
        }
        return row.cell(c);
    }

    boolean editable(FormColumn c) {
        return row != null && row.editable(c);
    }
}
