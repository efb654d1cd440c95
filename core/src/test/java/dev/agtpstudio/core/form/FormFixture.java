package dev.agtpstudio.core.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.FileLoader;
import dev.agtpstudio.core.load.LoadedFile;
import java.nio.file.Path;
import java.util.function.Function;

/** Loads a text as a file of the given name, finds rows, applies a change and checks the result still loads. */
final class FormFixture {
    final String name;
    final String text;
    final FieldForm form;

    FormFixture(String name, String text) {
        this.name = name;
        this.text = text;
        LoadedFile<?> f = FileLoader.load(Path.of(name), text);
        assertThat(f.diagnostics())
                .filteredOn(d -> d.severity() == Severity.ERROR)
                .isEmpty();
        this.form = FieldForm.of(f);
    }

    FormEndpoint endpoint() {
        return form.endpoints().get(0);
    }

    FormRow row(String dotted) {
        String[] parts = dotted.split("\\.");
        FormRow.Group g = FormRow.Group.valueOf(parts[0].toUpperCase(java.util.Locale.ROOT));
        java.util.List<FormRow> level = endpoint().rows(g);
        FormRow r = null;
        for (int i = 1; i < parts.length; i++) {
            String n = parts[i];
            r = level.stream()
                    .filter(x -> n.equals(x.name()))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no row " + n + " in " + dotted));
            level = r.children();
        }
        return r;
    }

    /** The text after {@code change}, which must still load without errors. */
    FormFixture after(Function<FormChanges, Fix> change) {
        Fix fix = change.apply(new FormChanges(form));
        return new FormFixture(name, fix.applyTo(text));
    }

    String apply(Function<FormChanges, Fix> change) {
        return after(change).text;
    }
}
