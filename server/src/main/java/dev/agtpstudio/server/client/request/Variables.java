package dev.agtpstudio.server.client.request;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code {{name}}} variables of saved requests and environments (as Bruno and Postman write them): a name of
 * letters, digits, {@code _ . -}, spaces around it allowed. A variable the environment does not define is a problem at
 * its offset, never left in the request.
 */
public final class Variables {
    /** {@code {{ name }}}; group 1 is the name. */
    public static final Pattern VARIABLE = Pattern.compile("\\{\\{\\s*([A-Za-z0-9_.-]+)\\s*}}");

    private Variables() {}

    /**
     * {@code text} with every variable replaced by its value in {@code vars}; an undefined one adds a problem for
     * {@code field} (at its offset) and stays as written. {@code environment} names the environment for the message
     * (null: none is chosen).
     */
    public static String fill(
            String text, Map<String, String> vars, String environment, String field, List<RequestProblem> problems) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        Matcher m = VARIABLE.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String value = vars.get(name);
            if (value == null) {
                problems.add(new RequestProblem(field, m.start(), undefined(name, vars, environment)));
                value = m.group();
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(value));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String undefined(String name, Map<String, String> vars, String environment) {
        if (environment == null) {
            return "{{" + name
                    + "}} is a variable, and no environment is chosen (pick one, or add requests/environments/NAME.toml)";
        }
        return "{{" + name + "}} is not defined in environment '" + environment + "'"
                + (vars.isEmpty()
                        ? " (it defines no variables)"
                        : " (it defines " + String.join(", ", new TreeSet<>(vars.keySet())) + ")");
    }
}
