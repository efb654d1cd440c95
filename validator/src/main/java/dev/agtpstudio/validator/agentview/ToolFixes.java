package dev.agtpstudio.validator.agentview;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.TextEdit;
import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.core.load.Location;
import dev.agtpstudio.core.model.FieldSpec;
import dev.agtpstudio.validator.agentview.ToolSite.Side;
import java.util.List;

/**
 * The mechanical repairs the client lints offer, each an edit of the declaration a tool is projected from and offered
 * only where the edit is exact: removing one keyword, closing an inline object, turning an optional field table into
 * a required, null-able one.
 */
final class ToolFixes {
    private ToolFixes() {}

    /** A fix list of {@code f}, empty when no fix is offered. */
    static List<Fix> of(Fix f) {
        return f == null ? List.of() : List.of(f);
    }

    /**
     * Removes the keyword at {@code pointer}: its whole line when it stands alone on one (a field table's key, a YAML
     * block mapping's entry), else the member of the inline table or flow mapping with its separating comma.
     */
    static Fix dropKeyword(ToolSite site, Side side, String pointer, String keyword) {
        Location l = site.location(side, pointer);
        if (l == null || l.key() == null || l.value() == null) {
            return null;
        }
        String text = site.file().text();
        int ks = l.key().start();
        int ve = l.value().end();
        if (text.substring(ks, ve).contains("\n")) {
            return null;
        }
        int lineStart = text.lastIndexOf('\n', Math.max(0, ks - 1)) + 1;
        int lineEnd = text.indexOf('\n', ve);
        lineEnd = lineEnd < 0 ? text.length() : lineEnd;
        String title = "Remove `" + keyword + "`";
        String prefix = text.substring(lineStart, ks).strip();
        // Alone on its line, possibly as the last part of a dotted TOML key (schema.exclusiveMinimum = 0).
        boolean alone = prefix.isEmpty() || prefix.matches("[A-Za-z0-9_.\"'-]*\\.");
        if (alone && text.substring(ve, lineEnd).isBlank()) {
            return Fix.of(title, new TextEdit(lineStart, Math.min(text.length(), lineEnd + 1), ""));
        }
        int after = ve;
        while (after < lineEnd && text.charAt(after) == ' ') {
            after++;
        }
        if (after < lineEnd && text.charAt(after) == ',') {
            after++;
            while (after < lineEnd && text.charAt(after) == ' ') {
                after++;
            }
            return Fix.of(title, new TextEdit(ks, after, ""));
        }
        int before = ks - 1;
        while (before > lineStart && text.charAt(before) == ' ') {
            before--;
        }
        if (before >= lineStart && text.charAt(before) == ',') {
            return Fix.of(title, new TextEdit(before, ve, ""));
        }
        return null;
    }

    /** Adds {@code additionalProperties false} to the object at {@code pointer} when it is an inline table or flow mapping. */
    static Fix closeObject(ToolSite site, Side side, String pointer) {
        Location l = site.location(side, pointer.isEmpty() ? "" : pointer + "/schema");
        if (l == null) {
            l = site.location(side, pointer);
        }
        if (l == null || l.value() == null) {
            return null;
        }
        String text = site.file().text();
        int end = l.value().end();
        if (end < 1 || text.charAt(end - 1) != '}') {
            return null;
        }
        boolean toml = site.file().kind() != FileKind.AGIS;
        String member = toml ? ", additionalProperties = false " : ", additionalProperties: false";
        int at = end - 1;
        while (at > l.value().start() && text.charAt(at - 1) == ' ') {
            at--;
        }
        return Fix.of("Add additionalProperties false", new TextEdit(at, end - 1, member));
    }

    /**
     * An optional input field table made required with a null-able type (what OpenAI strict mode asks of an optional
     * property): its {@code [[endpoint.input.optional]]} header becomes {@code required}, and an inline
     * {@code schema = { type = [TYPE, "null"] }} follows the {@code type} line. Offered for plain field tables only.
     */
    static Fix requiredNullable(ToolSite site, String property) {
        FieldSpec f = site.inputField(property);
        if (f == null || f.required() || f.schema() != null || f.type() == null) {
            return null;
        }
        Location header = site.file().locations().get(f.keyPath());
        Location type = site.file().locations().get(f.keyPath() + "/type");
        if (header == null || header.key() == null || type == null || type.value() == null) {
            return null;
        }
        String text = site.file().text();
        String h = text.substring(header.key().start(), header.key().end());
        if (!h.replace(" ", "").equals("[[endpoint.input.optional]]")) {
            return null;
        }
        int lineEnd = text.indexOf('\n', type.value().end());
        if (lineEnd < 0 || !text.substring(type.value().end(), lineEnd).isBlank()) {
            return null;
        }
        return new Fix(
                "Make `" + property + "` required and null-able",
                List.of(
                        new TextEdit(header.key().start(), header.key().end(), "[[endpoint.input.required]]"),
                        TextEdit.insert(lineEnd + 1, "schema = { type = [\"" + f.type() + "\", \"null\"] }\n")));
    }
}
