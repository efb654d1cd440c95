package dev.agtpstudio.evolution.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.evolution.Change;
import dev.agtpstudio.evolution.ChangeLocation;
import dev.agtpstudio.evolution.DiffResult;
import dev.agtpstudio.evolution.ToolVersion;

/**
 * The JSON report: {@code {"changes": [{kind, severity, endpoint, field, old, new, message, location}],
 * "suggested_bump": ...}} as docs/diff.md describes, plus counts, the suggested {@code document_version} and the A2T
 * tool versions.
 */
public final class DiffJsonFormat {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public String render(DiffResult r) {
        try {
            return JSON.writeValueAsString(tree(r)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain nodes always serialises", e);
        }
    }

    public ObjectNode tree(DiffResult r) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode arr = root.putArray("changes");
        for (Change c : r.changes()) {
            arr.add(change(c));
        }
        root.put("suggested_bump", r.suggestedBump().id());
        ObjectNode dv = root.putObject("document_version");
        dv.put("old", r.oldDocumentVersion());
        dv.put("new", r.newDocumentVersion());
        dv.put("suggested", r.suggestedDocumentVersion());
        r.summary().writeTo(root.putObject("summary"));
        ArrayNode tools = root.putArray("tools");
        for (ToolVersion t : r.tools().values()) {
            ObjectNode o = tools.addObject();
            o.put("endpoint", t.endpoint());
            o.put("previous_version", t.previous());
            o.put("version", t.current());
            o.put("backward_compatible", t.backwardCompatible());
            o.put("needs", t.needs());
            t.reasons().forEach(o.putArray("reasons")::add);
        }
        return root;
    }

    private static ObjectNode change(Change c) {
        ObjectNode o = JSON.createObjectNode();
        o.put("kind", c.kind().id());
        o.put("severity", c.severity().id());
        o.put("bump", dev.agtpstudio.evolution.VersionBump.of(c).id());
        o.put("endpoint", c.endpoint());
        o.put("field", c.field());
        o.set("old", c.oldValue());
        o.set("new", c.newValue());
        o.put("message", c.message());
        if (c.linked() != null) {
            o.put("linked", c.linked());
        }
        ChangeLocation l = c.location();
        if (l == null) {
            o.putNull("location");
        } else {
            ObjectNode loc = o.putObject("location");
            loc.put("file", l.fileName());
            loc.put("side", l.side().id());
            loc.put("key_path", l.keyPath());
            if (l.range() != null) {
                loc.put("line", l.range().startLine());
                loc.put("column", l.range().startColumn());
                loc.put("end_line", l.range().endLine());
                loc.put("end_column", l.range().endColumn());
            }
        }
        return o;
    }
}
