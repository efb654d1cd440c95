package dev.agtpstudio.validator.grade;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The calibration set (src/test/resources/grade/labelled-set.json, see its README) as grade subjects by workspace. */
final class LabelledSet {
    /** One labelled tool. */
    record Item(int id, String workspace, boolean good, GradeSubject subject) {}

    private LabelledSet() {}

    static List<Item> load() throws Exception {
        try (InputStream in = LabelledSet.class.getResourceAsStream("/grade/labelled-set.json")) {
            JsonNode root = new ObjectMapper().readTree(in);
            List<Item> out = new ArrayList<>();
            for (JsonNode n : root.get("items")) {
                GradeSubject s = new GradeSubject(
                        n.get("name").asText(),
                        n.get("name").asText(),
                        n.get("description").asText(),
                        null,
                        null,
                        items(n.get("params")),
                        items(n.get("outputs")),
                        items(n.get("errors")),
                        null,
                        null);
                out.add(new Item(
                        n.get("id").asInt(),
                        n.get("workspace").asText(),
                        "good".equals(n.get("label").asText()),
                        s));
            }
            return out;
        }
    }

    /** The items grouped by workspace, in order. */
    static Map<String, List<Item>> byWorkspace(List<Item> items) {
        Map<String, List<Item>> out = new LinkedHashMap<>();
        for (Item i : items) {
            out.computeIfAbsent(i.workspace(), k -> new ArrayList<>()).add(i);
        }
        return out;
    }

    private static List<GradeItem> items(JsonNode arr) {
        List<GradeItem> out = new ArrayList<>();
        if (arr == null) {
            return out;
        }
        for (JsonNode p : arr) {
            List<String> en = new ArrayList<>();
            if (p.has("enum")) {
                p.get("enum").forEach(v -> en.add(v.asText()));
            }
            out.add(new GradeItem(
                    p.path("name").asText(null),
                    p.path("type").asText(null),
                    p.path("description").asText(null),
                    en,
                    p.path("format").asText(null),
                    null));
        }
        return out;
    }

    /** Grades of every item by id, graded workspace by workspace. */
    static Map<Integer, EndpointGrade> grades(List<Item> items, Confusables confusables) {
        Map<Integer, EndpointGrade> out = new LinkedHashMap<>();
        for (List<Item> ws : byWorkspace(items).values()) {
            WorkspaceGrade g =
                    DescriptionGrader.grade(ws.stream().map(Item::subject).toList(), confusables);
            Map<String, EndpointGrade> byName = new LinkedHashMap<>();
            g.grades().forEach(e -> byName.put(e.endpoint(), e));
            ws.forEach(i -> out.put(i.id(), byName.get(i.subject().endpoint())));
        }
        return out;
    }

    /** Scores of every item by id. */
    static Map<Integer, Integer> scores(Map<Integer, EndpointGrade> grades) {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        grades.forEach((id, g) -> out.put(id, g.score()));
        return out;
    }

    /**
     * The area under the ROC curve: the chance that a good item outscores a poor one (ties count half), the
     * Mann-Whitney statistic over all good/poor pairs.
     */
    static double auc(List<Item> items, Map<Integer, Integer> scores) {
        double wins = 0;
        int pairs = 0;
        for (Item g : items) {
            if (!g.good()) {
                continue;
            }
            for (Item p : items) {
                if (p.good()) {
                    continue;
                }
                int a = scores.get(g.id());
                int b = scores.get(p.id());
                wins += a > b ? 1 : a == b ? 0.5 : 0;
                pairs++;
            }
        }
        return wins / pairs;
    }

    /** Share of items on the right side of {@code threshold} (good: score at least the threshold). */
    static double accuracy(List<Item> items, Map<Integer, Integer> scores, int threshold) {
        long right = items.stream()
                .filter(i -> (scores.get(i.id()) >= threshold) == i.good())
                .count();
        return (double) right / items.size();
    }
}
