package dev.agtpstudio.core.diag;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one SARIF 2.1.0 (OASIS) envelope every report writes ({@code validate}, {@code diff}, {@code check}): the
 * schema, the version and one run whose driver names the command. Each writer fills the driver's rules and the run's
 * results; {@link #render} prints the log the same way for all of them (docs/decisions/0566).
 */
public record SarifLog(ObjectNode root, ObjectNode run, ObjectNode driver) {
    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    public static final String VERSION = "2.1.0";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** A log with one run whose {@code tool.driver} has {@code name} and {@code informationUri}, in that order. */
    public static SarifLog start(String toolName, String informationUri) {
        ObjectNode root = JSON.createObjectNode();
        root.put("$schema", SCHEMA);
        root.put("version", VERSION);
        ObjectNode run = root.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", toolName);
        driver.put("informationUri", informationUri);
        return new SarifLog(root, run, driver);
    }

    /** A fresh object node for a rule or result built apart from the log. */
    public static ObjectNode node() {
        return JSON.createObjectNode();
    }

    /** The log as indented JSON, without a trailing newline. */
    public String render() {
        return render(root);
    }

    /** {@code root} as indented JSON, without a trailing newline. */
    public static String render(ObjectNode root) {
        try {
            return JSON.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain nodes always serialises", e);
        }
    }
}
