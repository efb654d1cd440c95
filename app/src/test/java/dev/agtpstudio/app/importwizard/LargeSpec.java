package dev.agtpstudio.app.importwizard;

/**
 * A generated OpenAPI 3.0 spec of {@code 4 x resources} operations (list with query parameters, fetch, replace with
 * a JSON body, delete per resource), tagged in groups of ten, for the wizard's responsiveness test and benchmark.
 */
public final class LargeSpec {
    private LargeSpec() {}

    public static String generate(int resources) {
        StringBuilder sb = new StringBuilder(resources * 1600);
        sb.append("openapi: 3.0.3\ninfo: {title: Generated large, version: \"1\"}\n")
                .append("servers:\n  - url: https://large.example.com/v1\n")
                .append("components:\n  securitySchemes:\n    key: {type: apiKey, in: header, name: X-Api-Key}\n")
                .append("  schemas:\n    Thing:\n      type: object\n      required: [thingId]\n      properties:\n")
                .append("        thingId: {type: string, description: Identifier of the thing.}\n")
                .append("        name: {type: string, nullable: true}\n        size: {type: integer, minimum: 0,"
                        + " exclusiveMinimum: true}\n")
                .append("security:\n  - key: []\npaths:\n");
        for (int i = 0; i < resources; i++) {
            String res = "widgets" + i;
            String tag = "group" + (i / 10);
            sb.append("  /")
                    .append(res)
                    .append(":\n    get:\n      operationId: list")
                    .append(res)
                    .append("\n      tags: [")
                    .append(tag)
                    .append("]\n      summary: List the ")
                    .append(res)
                    .append('\n')
                    .append("      parameters:\n        - {name: pageSize, in: query, schema: {type: integer}}\n")
                    .append("        - {name: X-Trace, in: header, schema: {type: string}}\n")
                    .append("      responses:\n        \"200\":\n          description: The items\n")
                    .append("          content: {application/json: {schema: {type: array, items: {$ref: "
                            + "'#/components/schemas/Thing'}}}}\n");
            sb.append("  /").append(res).append("/{thingId}:\n");
            for (String m : new String[] {"get", "put", "delete"}) {
                sb.append("    ")
                        .append(m)
                        .append(":\n      operationId: ")
                        .append(m)
                        .append(res)
                        .append("Item\n")
                        .append("      tags: [")
                        .append(tag)
                        .append("]\n      summary: ")
                        .append(m.equals("get") ? "Fetch" : m.equals("put") ? "Replace" : "Delete")
                        .append(" one ")
                        .append(res)
                        .append(" item\n")
                        .append("      parameters:\n        - {name: thingId, in: path, required: true, schema: "
                                + "{type: string}}\n");
                if (m.equals("put")) {
                    sb.append("      requestBody:\n        required: true\n        content: {application/json: "
                            + "{schema: {$ref: '#/components/schemas/Thing'}}}\n");
                }
                sb.append("      responses:\n        \"200\":\n          description: The item\n")
                        .append(
                                "          content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}\n")
                        .append("        \"404\": {description: Not found}\n");
            }
        }
        return sb.toString();
    }
}
