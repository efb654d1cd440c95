package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** A2T §5.4: which signature changes a new version may carry (only optional additions) and how a lock is checked. */
class A2tSignatureLockTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String V1 = """
            {"toolId": "t", "name": "book", "description": "Books.", "version": "1", "currentVersion": "1", "tags": [],
             "input_parameters": [
               {"id": "room", "name": "Room", "type": "enum", "required": true, "allowed-values": [
                  {"name": "SUITE", "value": "suite", "description": "A suite."},
                  {"name": "SINGLE", "value": "single", "description": "A single."}]},
               {"id": "nights", "name": "Nights", "type": "int", "required": false, "min": 1, "max": 30},
               {"id": "note", "name": "Note", "type": "string", "required": false, "max-length": 200}],
             "output_parameters": [{"id": "id", "name": "Id", "type": "string", "description": "Id."}]}
            """;

    private static ObjectNode sig(String s) throws Exception {
        return (ObjectNode) JSON.readTree(s);
    }

    @Test
    void onlyOptionalAdditionsAreCompatible() throws Exception {
        ObjectNode v1 = sig(V1);
        ObjectNode added = v1.deepCopy();
        added.withArray("input_parameters")
                .addObject()
                .put("id", "late")
                .put("type", "boolean")
                .put("required", false);
        added.withArray("output_parameters").addObject().put("id", "total").put("type", "int");
        added.put("description", "Books a room.");
        assertThat(A2tSignatureLock.incompatibilities(v1, added)).isEmpty();

        ObjectNode broken = sig(V1.replace("\"min\": 1, \"max\": 30", "\"min\": 2, \"max\": 30")
                .replace(
                        "{\"name\": \"SINGLE\", \"value\": \"single\", \"description\": \"A single.\"}",
                        "{\"name\": \"DOUBLE\", \"value\": \"double\", \"description\": \"A double.\"}")
                .replace("\"max-length\": 200", "\"max-length\": 100")
                .replace(
                        "\"type\": \"string\", \"description\": \"Id.\"",
                        "\"type\": \"int\", \"description\": \"Id.\""));
        broken.withArray("input_parameters")
                .addObject()
                .put("id", "guest")
                .put("type", "string")
                .put("required", true);
        assertThat(A2tSignatureLock.incompatibilities(v1, broken))
                .containsExactly(
                        "input `room` no longer allows single",
                        "input `nights` has a narrower min (1 -> 2)",
                        "input `note` has a narrower max-length (200 -> 100)",
                        "new input `guest` is required",
                        "output `id` changed type from string to int");
        ObjectNode removed = sig(V1.replace("\"required\": false, \"min\"", "\"required\": true, \"min\""));
        removed.withArray("input_parameters").remove(2);
        assertThat(A2tSignatureLock.incompatibilities(v1, removed))
                .containsExactly("input `nights` became required", "input `note` was removed");
    }

    @Test
    void aLockIsCheckedAgainstTheSameVersionOrTheOneBefore() throws Exception {
        NavigableMap<Integer, ObjectNode> locked = new TreeMap<>(Map.of(1, A2tSignatureLock.locked(sig(V1), 1)));
        Map<String, NavigableMap<Integer, ObjectNode>> recorded = Map.of("BOOK /rooms", locked);
        assertThat(A2tSignatureLock.check(Map.of("BOOK /rooms", sig(V1)), recorded))
                .isEmpty();
        ObjectNode reordered = sig(V1);
        reordered.remove("tags");
        reordered.putArray("tags"); // members in another order: the canonical form is the same
        assertThat(A2tSignatureLock.check(Map.of("BOOK /rooms", reordered), recorded))
                .isEmpty();

        ObjectNode reworded = sig(V1.replace("Books.", "Books a room."));
        assertThat(A2tSignatureLock.check(Map.of("BOOK /rooms", reworded), recorded))
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.problem()).isEqualTo(A2tSignatureLock.Problem.CHANGED_WITHOUT_BUMP);
                    assertThat(f.incompatible()).isEmpty();
                });
        reworded.put("version", "2");
        assertThat(A2tSignatureLock.check(Map.of("BOOK /rooms", reworded), recorded))
                .isEmpty();
        ObjectNode required = sig(V1.replace("\"required\": false, \"min\"", "\"required\": true, \"min\""));
        required.put("version", "2");
        assertThat(A2tSignatureLock.check(Map.of("BOOK /rooms", required), recorded))
                .singleElement()
                .satisfies(f -> {
                    assertThat(f.problem()).isEqualTo(A2tSignatureLock.Problem.INCOMPATIBLE);
                    assertThat(f.recorded()).isEqualTo(1);
                });
        assertThat(A2tSignatureLock.check(Map.of("QUERY /rooms", required), recorded))
                .as("never recorded")
                .isEmpty();
    }
}
