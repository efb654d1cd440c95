package dev.agtpstudio.core.complete;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.catalog.MethodCatalog;
import dev.agtpstudio.core.load.FileKind;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DefaultCompletionProviderTest {
    private static final MethodCatalog CATALOG = MethodCatalog.bundled();
    private static final CompletionContext CTX = new CompletionContext(
            CATALOG,
            Set.of("audit-via-query-and-summarize", "evaluate-basic"),
            Set.of("room_unavailable", "guest_not_found"),
            Set.of("booking:write", "catalog:read"));

    private final DefaultCompletionProvider provider = new DefaultCompletionProvider();

    /** Completes at the {@code |} in {@code text}. */
    private CompletionResult at(FileKind kind, String text) {
        int caret = text.indexOf('|');
        return provider.complete(new CompletionRequest(text.replace("|", ""), caret, kind, CTX));
    }

    private static List<String> labels(CompletionResult r) {
        return r.items().stream().map(CompletionItem::label).toList();
    }

    @Test
    void anEmptyServerConfigIsOfferedItsTables() {
        // issue 37: nothing was offered in an empty agtp-server.toml (its top level has no keys)
        assertThat(labels(at(FileKind.SERVER_CONFIG, "|"))).contains("[server]", "[policies]", "[synthesis]");
        assertThat(labels(at(FileKind.SERVER_CONFIG, "syn|"))).contains("[synthesis]");
    }

    @Test
    void aKeyThatAHeaderAlreadyOpensAsATableIsNotOffered() {
        // issue 37: `errors` was offered in [endpoint] although [endpoint.errors] exists (errors = [...] would
        // conflict)
        String text = "[endpoint]\nmethod = \"BOOK\"\ner|\n\n[endpoint.errors]\nlist = []\n";
        assertThat(labels(at(FileKind.ENDPOINT, text))).doesNotContain("errors");
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint]\nmethod = \"BOOK\"\ner|\n")))
                .contains("errors");
    }

    @Test
    void methodValueOffersCatalogVerbsWithTheirCategory() {
        CompletionResult r = at(FileKind.ENDPOINT, "[endpoint]\nmethod = \"BO|");
        assertThat(labels(r)).contains("BOOK").allMatch(l -> l.startsWith("BO") || l.contains("BO"));
        CompletionItem book = r.items().stream()
                .filter(i -> i.label().equals("BOOK"))
                .findFirst()
                .orElseThrow();
        assertThat(book.kind()).isEqualTo(CompletionItem.Kind.VERB);
        assertThat(book.detail()).startsWith(CATALOG.category("BOOK").orElseThrow());
        assertThat(book.insertText()).isEqualTo("BOOK\"");
        assertThat(r.replaceStart()).isEqualTo("[endpoint]\nmethod = \"".length());
    }

    @Test
    void verbInsertDoesNotDoubleAnExistingClosingQuote() {
        CompletionResult r = at(FileKind.ENDPOINT, "[endpoint]\nmethod = \"BOO|\"");
        assertThat(r.items().get(0).insertText()).isEqualTo("BOOK");
    }

    @Test
    void verbOutsideQuotesInTomlIsQuoted() {
        CompletionResult r = at(FileKind.ENDPOINT, "[endpoint]\nmethod = BOO|");
        assertThat(r.items().get(0).insertText()).isEqualTo("\"BOOK\"");
    }

    @Test
    void externalServiceMethodOffersHttpMethods() {
        CompletionResult r = at(FileKind.ENDPOINT, "[endpoint.handler]\ntype = \"external_service\"\nmethod = \"|");
        assertThat(labels(r)).containsExactly("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");
    }

    @ParameterizedTest(name = "[{0}] offers {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "endpoint|method,path,description,namespace,required_scopes,errors",
                "endpoint.semantic|intent,actor,outcome,capability,confidence,is_idempotent,impact",
                "[endpoint.input.required]|name,type,description,format,enum,schema",
                "endpoint.handler|type,function,recipe,url,method,timeout_seconds,request_field,response_field"
            })
    void keysValidInTheCurrentTable(String header, String keys) {
        String h = header.startsWith("[") ? "[" + header + "]" : "[" + header + "]";
        CompletionResult r = at(FileKind.ENDPOINT, h + "\nfoo = 1\n|");
        assertThat(labels(r)).containsExactly(keys.split(","));
        assertThat(r.items().get(0).insertText()).endsWith(" = ");
    }

    @Test
    void keyAndTableProposalsCarryTheSchemasDescriptionOfThatPath() {
        CompletionItem handlerMethod =
                at(FileKind.ENDPOINT, "[endpoint.handler]\nmet|").items().get(0);
        CompletionItem endpointMethod =
                at(FileKind.ENDPOINT, "[endpoint]\nmet|").items().get(0);
        assertThat(handlerMethod.documentation())
                .contains("HTTP method sent upstream")
                .contains("AGTP-API \u00a712.3");
        assertThat(endpointMethod.documentation()).contains("approved catalog").contains("AGTP-API \u00a76.3");
        String agis = "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    semantic:\n      intent: x\n      imp|";
        assertThat(at(FileKind.AGIS, agis).items().get(0).documentation()).contains("AGIS \u00a76.2");
        CompletionItem table = at(FileKind.ENDPOINT, "[endpoint]\n[[endpoint.input.req|")
                .items()
                .get(0);
        assertThat(table.label()).isEqualTo("[[endpoint.input.required]]");
        assertThat(table.documentation()).contains("fields a request must carry");
    }

    @Test
    void keyPrefixFilters() {
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint.semantic]\nin|"))).containsExactly("intent");
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint.semantic]\n  is_|"))).containsExactly("is_idempotent");
    }

    @Test
    void tableHeadersOfferedAfterABracket() {
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint]\n[[endpoint.in|")))
                .containsExactly("[[endpoint.input.required]]", "[[endpoint.input.optional]]");
    }

    @Test
    void capabilityOffersTheCatalogCategories() {
        CompletionResult r = at(FileKind.ENDPOINT, "[endpoint.semantic]\ncapability = \"|");
        assertThat(labels(r))
                .containsExactlyInAnyOrderElementsOf(CATALOG.categories().keySet());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "impact|informational,reversible,irreversible",
                "actor|agent,human,system,customer,staff,admin",
                "is_idempotent|true,false"
            })
    void semanticEnumValues(String key, String values) {
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint.semantic]\n" + key + " = |")))
                .containsExactly(values.split(","));
    }

    @Test
    void handlerTypesAndFieldTypes() {
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint.handler]\ntype = \"|")))
                .containsExactly("registered_function", "composition", "external_service");
        assertThat(labels(at(FileKind.ENDPOINT, "[[endpoint.output]]\ntype = \"|")))
                .containsExactly("string", "integer", "number", "boolean", "object", "array");
    }

    @Test
    void recipeNamesAtRecipe() {
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint.handler]\nrecipe = \"au|")))
                .containsExactly("audit-via-query-and-summarize");
    }

    @Test
    void declaredErrorCodesInsideErrorsArraysAcrossLines() {
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint]\nerrors = [\"room_unavailable\", \"gu|")))
                .containsExactly("guest_not_found");
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint.errors]\nlist = [\n  \"r|")))
                .containsExactly("room_unavailable");
    }

    @Test
    void scopeTokensUsedElsewhere() {
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint]\nrequired_scopes = [\"|")))
                .containsExactlyInAnyOrder("booking:write", "catalog:read");
    }

    @Test
    void recipeStepMethodsAndPatternCategory() {
        assertThat(labels(at(FileKind.RECIPES, "[[recipe.steps]]\nmethod = \"SUMMARI|")))
                .contains("SUMMARIZE");
        assertThat(labels(at(FileKind.RECIPES, "[recipe.pattern]\n|"))).contains("name_exact", "path_regex");
    }

    @Test
    void discoveryTestKeysAndTable() {
        assertThat(labels(at(FileKind.DISCOVERY_TESTS, "[[test]]\n|")))
                .contains("intent", "expect", "max_rank", "scopes", "capability_domains");
        assertThat(labels(at(FileKind.DISCOVERY_TESTS, "|"))).contains("[[test]]");
    }

    @Test
    void serverPolicyKeysAndAllowListVerbs() {
        assertThat(labels(at(FileKind.SERVER_CONFIG, "[policies.methods]\n|")))
                .containsExactly("allow", "disallow", "legacy", "aliases");
        assertThat(labels(at(FileKind.SERVER_CONFIG, "[policies.methods]\nallow = [\"BOOK\", \"QUE|")))
                .contains("QUERY");
    }

    @Test
    void agentDisclosureOffersExactlyTheThreeValuesOfAgtpApi85() {
        assertThat(labels(at(FileKind.SERVER_CONFIG, "[agents]\ndisclosure = \"|")))
                .containsExactly("public", "authenticated", "private");
    }

    @Test
    void agisYamlKeysByIndentation() {
        String doc = "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    semantic:\n      intent: x\n      imp|";
        assertThat(labels(at(FileKind.AGIS, doc))).containsExactly("impact_tier");
        assertThat(labels(at(FileKind.AGIS, "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    pa|")))
                .containsExactly("path");
        assertThat(labels(at(FileKind.AGIS, "agis: \"1.0\"\nvoc|"))).containsExactly("vocabulary");
    }

    @Test
    void agisYamlKeysFarDownALargeDocument() {
        StringBuilder doc = new StringBuilder("agis: \"1.0\"\nendpoints:\n");
        for (int i = 0; i < 6_000; i++) {
            doc.append("  - method: FIND\n    path: /thing").append(i).append("\n    semantic:\n      actor: agent\n");
        }
        doc.append("  - method: FIND\n    semantic:\n      intent: x\n      imp|");
        assertThat(doc.length()).isGreaterThan(2 * CursorAnalyzer.MAX_LOOKBACK);
        assertThat(labels(at(FileKind.AGIS, doc.toString()))).containsExactly("impact_tier");
    }

    @Test
    void agisYamlValues() {
        CompletionResult verb = at(FileKind.AGIS, "endpoints:\n  - method: BO|");
        assertThat(labels(verb)).contains("BOOK");
        assertThat(verb.items().get(0).insertText()).doesNotContain("\"");
        assertThat(labels(at(FileKind.AGIS, "endpoints:\n  - method: BOOK\n    semantic:\n      impact_tier: |")))
                .containsExactly("informational", "reversible", "irreversible");
        assertThat(labels(at(FileKind.AGIS, "endpoints:\n  - method: BOOK\n    semantic:\n      actor: |")))
                .containsExactly("agent", "user", "system");
        assertThat(labels(at(FileKind.AGIS, "vocabulary:\n  declared_verbs:\n    - QUER|")))
                .contains("QUERY");
        assertThat(labels(at(FileKind.AGIS, "endpoints:\n  - method: BOOK\n    errors:\n      - room_|")))
                .containsExactly("room_unavailable");
    }

    @Test
    void agisJsonKeysAndValues() {
        String json = "{\n  \"endpoints\": [\n    {\n      \"method\": \"BO|";
        assertThat(labels(at(FileKind.AGIS, json))).contains("BOOK");
        String key = "{\n  \"endpoints\": [\n    {\n      \"method\": \"BOOK\",\n      \"semantic\": {\n        \"imp|";
        CompletionResult r = at(FileKind.AGIS, key);
        assertThat(labels(r)).containsExactly("impact_tier");
        assertThat(r.items().get(0).insertText()).isEqualTo("impact_tier\": ");
    }

    @Test
    void nothingInsideComments() {
        assertThat(at(FileKind.ENDPOINT, "[endpoint]\n# method = \"BO|").items())
                .isEmpty();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "method = \"|\"|true",
                "method = \"B|B|true",
                "  method: |' '|true",
                "method = \"book|k|false",
                "path = \"|\"|false",
                "- method: BO|O|true",
                "from_method = \"|\"|true"
            })
    void autoTriggersInMethodValues(String line, char typed, boolean expected) {
        assertThat(provider.autoTrigger(line.replace("|", ""), typed, FileKind.ENDPOINT))
                .isEqualTo(expected);
    }

    @Test
    void acceptingReplacesTheWholeWordUnderTheCaret() {
        String text = "[endpoint]\nmethod = \"BO|OKING\"";
        CompletionResult r = at(FileKind.ENDPOINT, text);
        assertThat(r.replaceStart()).isEqualTo(text.indexOf("BO"));
        assertThat(r.replaceEnd()).isEqualTo(text.indexOf("BO") + "BOOKING".length());
        assertThat(r.items().get(0).insertText()).isEqualTo("BOOK");
    }

    @Test
    void nothingIsOfferedAfterTheClosingQuoteOfAValue() {
        assertThat(at(FileKind.ENDPOINT, "[endpoint]\nmethod = \"FETCH\"|").items())
                .isEmpty();
        assertThat(at(FileKind.ENDPOINT, "[endpoint]\nmethod = \"FETCH\" |").items())
                .isEmpty();
        assertThat(at(FileKind.AGIS, "endpoints:\n  - method: FETCH |").items()).isEmpty();
        // still offered while the value is being typed, and in an array after a comma
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint]\nmethod = \"FE|\"")))
                .contains("FETCH");
        assertThat(labels(at(FileKind.ENDPOINT, "[endpoint.errors]\nlist = [\"room_unavailable\", |]")))
                .contains("guest_not_found");
    }

    @Test
    void keysAlreadyInTheTableAreNotOfferedAgain() {
        List<String> toml = labels(at(
                FileKind.ENDPOINT,
                "[endpoint]\nmethod = \"BOOK\"\n|\npath = \"/rooms\"\n[endpoint.semantic]\nintent = \"x\"\n"));
        assertThat(toml).doesNotContain("method", "path").contains("description");
        List<String> semantic = labels(
                at(FileKind.ENDPOINT, "[endpoint]\ndescription = \"d\"\n[endpoint.semantic]\nintent = \"x\"\n|"));
        assertThat(semantic).doesNotContain("intent").contains("actor");
    }

    @Test
    void yamlKeysOfTheSameListItemAreNotOfferedAgainButThoseOfItsSiblingsAre() {
        String agis = "agis: \"1.0\"\nendpoints:\n  - method: BOOK\n    path: /rooms\n    |\n"
                + "  - method: FETCH\n    description: x\n";
        List<String> l = labels(at(FileKind.AGIS, agis));
        assertThat(l).doesNotContain("method", "path").contains("description");
    }
}
