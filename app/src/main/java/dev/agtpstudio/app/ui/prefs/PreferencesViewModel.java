package dev.agtpstudio.app.ui.prefs;

import dev.agtpstudio.app.settings.Settings;
import dev.agtpstudio.app.settings.Theme;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The preferences form: font size, theme, catalog file (empty = bundled) and the environment for {@code ${VAR}}
 * placeholders as {@code NAME=value} lines, and the clients whose lints run (one switch each, in
 * {@link dev.agtpstudio.validator.Clients#ALL} order). {@link #problem()} says what must be fixed before OK
 * is allowed.
 */
public final class PreferencesViewModel {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private final Settings base;
    private final DoubleProperty fontSize = new SimpleDoubleProperty();
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>();
    private final StringProperty catalogFile = new SimpleStringProperty("");
    private final StringProperty environment = new SimpleStringProperty("");
    private final StringBinding problem;
    private final Map<String, javafx.beans.property.BooleanProperty> clients = new LinkedHashMap<>();

    public PreferencesViewModel(Settings base) {
        this.base = base;
        fontSize.set(base.fontSize());
        theme.set(base.theme());
        catalogFile.set(base.catalogFile() == null ? "" : base.catalogFile().toString());
        StringBuilder env = new StringBuilder();
        base.environment().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e ->
                        env.append(e.getKey()).append('=').append(e.getValue()).append('\n'));
        environment.set(env.toString());
        problem = Bindings.createStringBinding(this::check, catalogFile, environment, fontSize);
        for (String c : dev.agtpstudio.validator.Clients.ALL) {
            clients.put(
                    c,
                    new javafx.beans.property.SimpleBooleanProperty(
                            base.clients().contains(c)));
        }
    }

    /** One switch per client (docs/rules.md#client-lints), in display order. */
    public Map<String, javafx.beans.property.BooleanProperty> clientsProperties() {
        return clients;
    }

    public DoubleProperty fontSizeProperty() {
        return fontSize;
    }

    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    public StringProperty catalogFileProperty() {
        return catalogFile;
    }

    public StringProperty environmentProperty() {
        return environment;
    }

    /** What is wrong with the form, or "" when it can be applied. */
    public StringBinding problem() {
        return problem;
    }

    private String check() {
        String c = catalogFile.get().trim();
        if (!c.isEmpty()) {
            try {
                if (!Files.isRegularFile(Path.of(c))) {
                    return "The catalog file " + c + " does not exist.";
                }
            } catch (InvalidPathException e) {
                return "\"" + c + "\" is not a valid path.";
            }
        }
        int n = 0;
        for (String line : environment.get().split("\\R")) {
            n++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int eq = t.indexOf('=');
            if (eq <= 0) {
                return "Environment line " + n + " is not NAME=value.";
            }
            if (!NAME.matcher(t.substring(0, eq).strip()).matches()) {
                return "Environment line " + n + ": \"" + t.substring(0, eq).strip()
                        + "\" is not a variable name (letters, digits, _; not starting with a digit).";
            }
        }
        if (fontSize.get() < Settings.MIN_FONT || fontSize.get() > Settings.MAX_FONT) {
            return "The font size must be between " + (int) Settings.MIN_FONT + " and " + (int) Settings.MAX_FONT + ".";
        }
        return "";
    }

    /** The environment lines as a map (only meaningful when {@link #problem()} is empty). */
    public Map<String, String> environmentMap() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : environment.get().split("\\R")) {
            String t = line.strip();
            int eq = t.indexOf('=');
            if (!t.isEmpty() && !t.startsWith("#") && eq > 0) {
                m.put(t.substring(0, eq).strip(), t.substring(eq + 1).strip());
            }
        }
        return m;
    }

    /** The settings the form describes. */
    public Settings result() {
        String c = catalogFile.get().trim();
        return base.withFontSize(fontSize.get())
                .withTheme(theme.get())
                .withCatalogFile(c.isEmpty() ? null : Path.of(c))
                .withEnvironment(environmentMap())
                .withClients(clients.entrySet().stream()
                        .filter(e -> e.getValue().get())
                        .map(Map.Entry::getKey)
                        .collect(java.util.stream.Collectors.toSet()));
    }
}
