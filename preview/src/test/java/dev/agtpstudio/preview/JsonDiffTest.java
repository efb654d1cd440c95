package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonDiffTest {
    final ObjectMapper json = new ObjectMapper();

    JsonNode j(String s) throws Exception {
        return json.readTree(s.replace('\'', '"'));
    }

    @Test
    void ignoresTimestampsAndReportsRealChanges() throws Exception {
        JsonNode a = j("{'document_version':'1','server':{'updated':'t1','operator':'A'},'endpoints':[]}");
        JsonNode b = j("{'document_version':'2','server':{'updated':'t2','operator':'B'},'endpoints':[]}");
        List<JsonDiff.Change> d = JsonDiff.forManifests().diff(a, b);
        assertThat(d).extracting(JsonDiff.Change::pointer).containsExactly("/server/operator");
        assertThat(d.get(0).kind()).isEqualTo(JsonDiff.Kind.CHANGED);
    }

    @Test
    void comparesEndpointsByMethodAndPathNotByIndex() throws Exception {
        JsonNode a = j(
                "{'endpoints':[{'method':'FETCH','path':'/a','description':'x'},{'method':'BOOK','path':'/b','description':'y'}]}");
        JsonNode b = j(
                "{'endpoints':[{'method':'CANCEL','path':'/c','description':'z'},{'method':'FETCH','path':'/a','description':'x'},"
                        + "{'method':'BOOK','path':'/b','description':'y2'}]}");
        List<JsonDiff.Change> d = JsonDiff.forManifests().diff(a, b);
        assertThat(d)
                .extracting(c -> c.kind() + " " + c.pointer())
                .containsExactlyInAnyOrder("CHANGED /endpoints/BOOK ~1b/description", "ADDED /endpoints/CANCEL ~1c");
    }

    @Test
    void identicalDocumentsHaveNoChanges() throws Exception {
        JsonNode a = j("{'x':[1,2,{'y':null}]}");
        assertThat(new JsonDiff(java.util.Set.of()).diff(a, a.deepCopy())).isEmpty();
    }
}
