package dev.agtpstudio.app.preview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import javafx.scene.control.TreeItem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/** The preview tree rebuilds only for a changed document, and only when it is in sight; expansion is kept. */
class JsonTreeTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    private static JsonNode doc(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void anEqualDocumentKeepsTheRowsAndAChangedOneReplacesThem() throws Exception {
        JsonTree tree = FxToolkit.setupFixture(JsonTree::new);
        FxToolkit.setupFixture(() -> tree.show(doc("{\"a\": {\"b\": 1}, \"c\": [1, 2]}"), true));
        TreeItem<JsonTree.Entry> first = tree.view().getRoot();
        FxToolkit.setupFixture(() -> tree.show(doc("{\"a\": {\"b\": 1}, \"c\": [1, 2]}"), true));
        assertThat(tree.view().getRoot()).isSameAs(first);
        FxToolkit.setupFixture(() -> tree.show(doc("{\"a\": {\"b\": 2}, \"c\": [1, 2]}"), true));
        assertThat(tree.view().getRoot()).isNotSameAs(first);
        assertThat(tree.view()
                        .getRoot()
                        .getChildren()
                        .get(0)
                        .getChildren()
                        .get(0)
                        .getValue()
                        .value()
                        .asInt())
                .isEqualTo(2);
    }

    @Test
    void aLargeDocumentMakesOnlyTheRowsThatAreOpened() throws Exception {
        StringBuilder json = new StringBuilder("{\"endpoints\": [");
        for (int i = 0; i < 2000; i++) {
            json.append(i == 0 ? "" : ",")
                    .append("{\"method\": \"BOOK\", \"path\": \"/r")
                    .append(i)
                    .append("\", \"semantic\": {\"intent\": \"x\", \"actor\": \"agent\"}}");
        }
        json.append("], \"agtp_version\": \"1.0\"}");
        JsonTree tree = FxToolkit.setupFixture(JsonTree::new);
        FxToolkit.setupFixture(() -> tree.show(doc(json.toString()), true));
        // the root is open, so its two members exist; the 2,000 endpoints are made when "endpoints" opens
        assertThat(FxToolkit.setupFixture(tree::builtRows)).isEqualTo(1);
        assertThat(FxToolkit.setupFixture(() -> tree.select("/endpoints/1500/semantic/actor")))
                .isTrue();
        assertThat(tree.selectedPointer()).contains("/endpoints/1500/semantic/actor");
        assertThat(FxToolkit.setupFixture(tree::builtRows))
                .as("root, endpoints, one endpoint, its semantic")
                .isEqualTo(4);
        FxToolkit.setupFixture(() -> tree.show(doc(json.toString().replace("/r7\"", "/seven\"")), true));
        assertThat(tree.remembersExpanded("/endpoints")).isTrue();
        assertThat(FxToolkit.setupFixture(tree::builtRows)).isLessThan(10);
    }

    @Test
    void aTreeOutOfSightCatchesUpWhenFlushed() throws Exception {
        JsonTree tree = FxToolkit.setupFixture(JsonTree::new);
        FxToolkit.setupFixture(() -> tree.show(doc("{\"v\": 1}"), true));
        FxToolkit.setupFixture(() -> tree.show(doc("{\"v\": 2}"), false));
        FxToolkit.setupFixture(() -> tree.show(doc("{\"v\": 3}"), false));
        assertThat(tree.shownDocument()).isEqualTo(doc("{\"v\": 1}"));
        FxToolkit.setupFixture(tree::flush);
        assertThat(tree.shownDocument()).isEqualTo(doc("{\"v\": 3}"));
        TreeItem<JsonTree.Entry> root = tree.view().getRoot();
        FxToolkit.setupFixture(tree::flush);
        assertThat(tree.view().getRoot()).isSameAs(root);
    }

    @Test
    void expandedRowsStayExpandedAcrossRebuilds() throws Exception {
        JsonTree tree = FxToolkit.setupFixture(JsonTree::new);
        FxToolkit.setupFixture(() -> tree.show(doc("{\"a\": {\"b\": {\"c\": 1}}}"), true));
        TreeItem<JsonTree.Entry> a = tree.view().getRoot().getChildren().get(0);
        assertThat(a.isExpanded()).isFalse();
        FxToolkit.setupFixture(() -> a.setExpanded(true));
        FxToolkit.setupFixture(() -> tree.show(doc("{\"a\": {\"b\": {\"c\": 2}}}"), true));
        TreeItem<JsonTree.Entry> again = tree.view().getRoot().getChildren().get(0);
        assertThat(again).isNotSameAs(a);
        assertThat(again.isExpanded()).isTrue();
        assertThat(again.getChildren().get(0).isExpanded()).isFalse();
    }

    @Test
    void endpointsAreLabelledByWhatTheyAreAndKeepTheirExpansionWhenOthersAreInserted() throws Exception {
        JsonTree tree = FxToolkit.setupFixture(JsonTree::new);
        String book = "{\"method\": \"BOOK\", \"path\": \"/reservations\", \"semantic\": {\"intent\": \"x\"}}";
        String find = "{\"method\": \"FIND\", \"path\": \"/rooms\", \"semantic\": {\"intent\": \"y\"}}";
        FxToolkit.setupFixture(() -> tree.show(doc("{\"endpoints\": [" + find + ", " + book + "]}"), true));
        TreeItem<JsonTree.Entry> endpoints = tree.view().getRoot().getChildren().get(0);
        TreeItem<JsonTree.Entry> bookRow = endpoints.getChildren().get(1);
        assertThat(bookRow.getValue().caption()).isEqualTo("BOOK /reservations");
        FxToolkit.setupFixture(() -> {
            endpoints.setExpanded(true);
            bookRow.setExpanded(true);
        });
        // a new endpoint before it: BOOK moves from index 1 to 2 and stays open; FIND (now 1) stays closed
        String cancel = "{\"method\": \"CANCEL\", \"path\": \"/reservations\"}";
        FxToolkit.setupFixture(
                () -> tree.show(doc("{\"endpoints\": [" + cancel + ", " + find + ", " + book + "]}"), true));
        TreeItem<JsonTree.Entry> again = tree.view().getRoot().getChildren().get(0);
        assertThat(again.getChildren().get(2).getValue().caption()).isEqualTo("BOOK /reservations");
        assertThat(again.getChildren().get(2).isExpanded()).isTrue();
        assertThat(again.getChildren().get(1).isExpanded()).isFalse();
    }

    @Test
    void expandAllAndCollapseAll() throws Exception {
        JsonTree tree = FxToolkit.setupFixture(JsonTree::new);
        FxToolkit.setupFixture(() -> tree.show(doc("{\"a\": {\"b\": {\"c\": [1, {\"d\": 2}]}}}"), true));
        FxToolkit.setupFixture(tree::expandAll);
        assertThat(tree.view().getExpandedItemCount()).isEqualTo(7);
        FxToolkit.setupFixture(tree::collapseAll);
        assertThat(tree.view().getExpandedItemCount()).isEqualTo(2);
        assertThat(tree.view().getRoot().isExpanded()).isTrue();
    }
}
