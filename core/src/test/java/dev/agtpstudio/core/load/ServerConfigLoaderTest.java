package dev.agtpstudio.core.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.diag.Diagnostic;
import dev.agtpstudio.core.diag.ParseRules;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.model.ServerConfig.MethodPolicy;
import dev.agtpstudio.testsupport.SharedDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ServerConfigLoaderTest {
    private static LoadedFile<ServerConfig> load(String text) {
        return ServerConfigLoader.load(Fixtures.of("agtp-server.toml", text));
    }

    @Test
    void readsTheListenersTableAndReportsItsUnknownKeys() {
        LoadedFile<ServerConfig> f =
                load("[listeners]\nallowed_origins = [\"https://studio.example\"]\nallowed_hosts = [\"box.lan\"]\n"
                        + "allow_origins = [\"x\"]\n");
        assertThat(f.model().listeners().allowedOrigins()).containsExactly("https://studio.example");
        assertThat(f.model().listeners().allowedHosts()).containsExactly("box.lan");
        assertThat(f.diagnostics())
                .singleElement()
                .satisfies(d -> assertThat(d.message()).contains("allow_origins"));
        assertThat(load("").model().listeners().allowedOrigins()).isEmpty();
    }

    @Test
    void readsTheHostedAgentsAndTheDisclosureNoticeAndLocatesUnknownKeysAndWrongTypes() {
        LoadedFile<ServerConfig> f = load("[agents]\ndisclosure = \"authenticated\"\ndisclosure_notice = \"Ask us.\"\n"
                + "[[agents.hosted]]\nid = \"agent:a\"\nlabel = \"a\"\njob_description = \"Books.\"\n"
                + "supported_methods = [\"BOOK\"]\nscopes = [\"booking:write\"]\n"
                + "[[agents.hosted]]\nid = \"agent:b\"\nscopes = \"booking:read\"\ncolour = \"red\"\n");
        ServerConfig.Agents a = f.model().agents();
        assertThat(a.disclosureNotice()).isEqualTo("Ask us.");
        assertThat(a.hosted()).hasSize(2);
        ServerConfig.HostedAgent one = a.hosted().get(0);
        assertThat(one)
                .isEqualTo(new ServerConfig.HostedAgent(
                        "agent:a",
                        "a",
                        "Books.",
                        java.util.List.of("BOOK"),
                        java.util.List.of("booking:write"),
                        "/agents/hosted/0"));
        assertThat(f.locations().contains("/agents/hosted/1/id")).isTrue();
        assertThat(f.diagnostics()).hasSize(2);
        assertThat(f.diagnostics()).anySatisfy(d -> {
            assertThat(d.message()).contains("colour");
            assertThat(d.range().startLine()).isEqualTo(13);
        });
        assertThat(f.diagnostics())
                .anySatisfy(d -> assertThat(d.range().startLine()).isEqualTo(12));
        assertThat(load("").model().agents()).isEqualTo(ServerConfig.Agents.NONE);
    }

    @Test
    void readsTheRegistryTableAndReportsUnknownKeysAndWrongTypesAtTheirKeys() {
        LoadedFile<ServerConfig> f = load("[registry]\nname = \"io.github.x/y\"\nversion = \"1.2.0\"\n"
                + "remote_url = \"https://x.example/mcp\"\na2a_url = 3\nhomepage = \"h\"\n");
        ServerConfig.Registry r = f.model().registry();
        assertThat(r.name()).isEqualTo("io.github.x/y");
        assertThat(r.version()).isEqualTo("1.2.0");
        assertThat(r.remoteUrl()).isEqualTo("https://x.example/mcp");
        assertThat(r.a2aUrl()).isNull();
        assertThat(f.diagnostics()).hasSize(2);
        assertThat(f.diagnostics()).anySatisfy(d -> {
            assertThat(d.message()).contains("homepage");
            assertThat(d.range().startLine()).isEqualTo(6);
        });
        assertThat(f.diagnostics())
                .anySatisfy(d -> assertThat(d.range().startLine()).isEqualTo(5));
        assertThat(load("").model().registry()).isEqualTo(ServerConfig.Registry.NONE);
    }

    @Test
    void readsTheDiscoveryWeightsWithTheSeedDefaultsAndReportsBadOnes() {
        assertThat(load("").model().discovery()).isEqualTo(ServerConfig.Discovery.defaults());
        assertThat(ServerConfig.Discovery.defaults().trustTierWeight()).isEqualTo(0.3);
        assertThat(ServerConfig.Discovery.defaults().behavioralTrustWeight()).isEqualTo(0.4);
        assertThat(ServerConfig.Discovery.defaults().capabilityMatchWeight()).isEqualTo(0.3);
        LoadedFile<ServerConfig> f = load("[discovery]\ntrust_tier_weight = 0\ncapability_match_weight = 0.6\n");
        assertThat(f.diagnostics()).isEmpty();
        assertThat(f.model().discovery().trustTierWeight()).isEqualTo(0.0);
        assertThat(f.model().discovery().behavioralTrustWeight()).isEqualTo(0.4);
        assertThat(f.model().discovery().capabilityMatchWeight()).isEqualTo(0.6);
        LoadedFile<ServerConfig> bad = load("[discovery]\ntrust_tier_weight = \"high\"\ncapability_weight = 0.3\n");
        assertThat(bad.diagnostics()).hasSize(2);
        assertThat(bad.diagnostics().toString()).contains("trust_tier_weight", "capability_weight");
        assertThat(bad.model().discovery().trustTierWeight()).isEqualTo(0.3);
    }

    @Test
    void readsTheDeferredProposalKeysAndReportsBadOnesAtTheirLines() {
        ServerConfig.Synthesis d = load("").model().synthesis();
        assertThat(d.maxPendingProposals()).isEqualTo(ServerConfig.Synthesis.DEFAULT_MAX_PENDING_PROPOSALS);
        assertThat(d.proposalRetention()).isEqualTo("10m");
        LoadedFile<ServerConfig> f = load("[synthesis]\nasync_evaluation_enabled = true\nmax_pending_proposals = 5\n"
                + "proposal_retention = \"90s\"\nmax_evaluation_duration = \"1m\"\n");
        assertThat(f.diagnostics()).isEmpty();
        assertThat(f.model().synthesis().maxPendingProposals()).isEqualTo(5);
        assertThat(ServerConfig.Synthesis.duration(f.model().synthesis().proposalRetention()))
                .hasSeconds(90);
        LoadedFile<ServerConfig> bad =
                load("[synthesis]\nmax_pending_proposals = 0\nproposal_retention = \"ten minutes\"\n"
                        + "max_evaluation_duration = \"5x\"\n");
        assertThat(bad.diagnostics()).hasSize(3);
        assertThat(bad.diagnostics()).anySatisfy(x -> {
            assertThat(x.message()).contains("max_pending_proposals", "1 to 100000");
            assertThat(x.range().startLine()).isEqualTo(2);
        });
        assertThat(bad.diagnostics()).anySatisfy(x -> {
            assertThat(x.message()).contains("proposal_retention", "10m");
            assertThat(x.range().startLine()).isEqualTo(3);
        });
        assertThat(bad.diagnostics())
                .anySatisfy(x -> assertThat(x.range().startLine()).isEqualTo(4));
        assertThat(bad.model().synthesis().maxPendingProposals())
                .isEqualTo(ServerConfig.Synthesis.DEFAULT_MAX_PENDING_PROPOSALS);
    }

    @Test
    void readsEveryTableIncludingAliasesOfTableNames() {
        LoadedFile<ServerConfig> f =
                ServerConfigLoader.load(Fixtures.source("/dev/agtpstudio/core/load/config/full-server.toml"));
        assertThat(f.diagnostics()).isEmpty();
        ServerConfig c = f.model();
        assertThat(c.server().serverId()).isEqualTo("hotel.example");
        assertThat(c.server().issued()).isEqualTo("2026-01-15");
        assertThat(c.policies().keyPath()).isEqualTo("/policy");
        assertThat(c.policies().scopeRequiredForInvocation()).isTrue();
        assertThat(c.policies().synthesisEnabled()).isFalse();
        assertThat(c.policies().maxSynthesisDepth()).isEqualTo(4);
        assertThat(c.policies().negotiable()).isFalse();
        MethodPolicy m = c.methods();
        assertThat(m.allow().all()).isFalse();
        assertThat(m.allow().methods()).containsExactly("BOOK", "FETCH", "TRIAGE");
        assertThat(m.disallow()).containsExactly("PURGE");
        assertThat(m.legacy().verbs()).containsExactly("GET", "POST");
        assertThat(m.aliases()).containsExactly(Map.entry("GET", "FETCH"), Map.entry("POST", "BOOK"));
        assertThat(m.redirects()).hasSize(2);
        assertThat(m.redirects().get(1).fromPath()).isNull();
        assertThat(m.redirects().get(1).keyPath()).isEqualTo("/policy/methods/redirects/1");
        assertThat(m.custom()).singleElement().satisfies(cm -> {
            assertThat(cm.name()).isEqualTo("TRIAGE");
            assertThat(cm.category()).isEqualTo("compute");
        });
        assertThat(c.synthesis().policies()).containsExactly("recipes", "passthrough");
        assertThat(c.synthesis().recipesFile()).isEqualTo("recipes/agtp-recipes.toml");
        assertThat(c.synthesis().asyncEvaluationEnabled()).isTrue();
        assertThat(c.synthesis().sessionDuration()).isEqualTo("24h");
        assertThat(c.agentDisclosure()).isEqualTo("authenticated");
        assertThat(c.apis())
                .singleElement()
                .satisfies(a -> assertThat(a.methods()).containsExactly("FIND", "BOOK"));
        assertThat(c.hostedProtocols())
                .singleElement()
                .satisfies(h -> assertThat(h.version()).isEqualTo("3.1"));
        assertThat(Fixtures.covered(f.source(), f.locations().rangeFor("/server/server_id")))
                .isEqualTo("\"hotel.example\"");
        assertThat(Fixtures.covered(
                        f.source(), f.locations().rangeFor(m.redirects().get(0).keyPath() + "/to_method")))
                .isEqualTo("\"FIND\"");
    }

    @Test
    void absentSectionsTakeTheDefaults() {
        LoadedFile<ServerConfig> f = load("");
        assertThat(f.model()).isEqualTo(ServerConfig.defaults());
        assertThat(f.diagnostics()).isEmpty();
    }

    @Test
    void absentAliasesMeanTheSeedAndAnEmptyTableMeansNone() {
        assertThat(load("[policies.methods]\nallow = \"*\"\n").model().methods().aliases())
                .isEqualTo(MethodPolicy.defaultAliases());
        assertThat(load("[policies.methods]\naliases = {}\n").model().methods().aliases())
                .isEmpty();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "legacy = \"*\"      | true  | ''",
                "legacy = \"NONE\"   | false | ''",
                "legacy = \"GTE\"    | false | GTE",
                "legacy = [\"GET\"]  | false | GET",
            })
    void keepsLegacyValuesAsWrittenForTheValidator(String line, boolean all, String verbs) {
        LoadedFile<ServerConfig> f = load("[policies.methods]\n" + line + "\n");
        assertThat(f.diagnostics()).isEmpty();
        assertThat(f.model().methods().legacy().all()).isEqualTo(all);
        assertThat(String.join(",", f.model().methods().legacy().verbs())).isEqualTo(verbs);
    }

    @Test
    void customMethodsAsAPlainList() {
        LoadedFile<ServerConfig> f = load("[policies.methods]\ncustom = [\"TRIAGE\", \"ROUTE\"]\n");
        assertThat(f.model().methods().custom())
                .extracting(ServerConfig.CustomMethod::name)
                .containsExactly("TRIAGE", "ROUTE");
        assertThat(f.model().methods().isCustom("ROUTE")).isTrue();
    }

    @Test
    void wrongTypesAndUnknownKeysAreLocated() {
        LoadedFile<ServerConfig> f = load("[policies]\nwildcards_accepted = \"yes\"\nanonymus_discovery = true\n"
                + "[policies.methods]\nallow = 5\n[gateway]\nanything = 1\n");
        assertThat(f.diagnostics())
                .extracting(
                        Diagnostic::ruleId,
                        d -> d.range().startLine(),
                        d -> d.range().startColumn())
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(ParseRules.UNKNOWN_KEY, 3, 1),
                        org.assertj.core.groups.Tuple.tuple(ParseRules.TYPE, 2, 22),
                        org.assertj.core.groups.Tuple.tuple(ParseRules.TYPE, 5, 9));
        assertThat(f.diagnostics().get(0).severity()).isEqualTo(Severity.WARNING);
        assertThat(f.diagnostics().get(0).message()).contains("did you mean `anonymous_discovery`");
        assertThat(f.model().policies().wildcardsAccepted()).isFalse();
    }

    @Test
    void referenceSampleLoadsWithoutDiagnostics() throws IOException {
        Path p = SharedDir.require("reference/reference-samples/agtp-server.toml");
        LoadedFile<ServerConfig> f = ServerConfigLoader.load(SourceText.of(p, Files.readString(p)));
        assertThat(f.diagnostics()).isEmpty();
        assertThat(f.model().server().serverId()).isEqualTo("agents.agtp.io");
        assertThat(f.model().policies().wildcardsAccepted()).isTrue();
        assertThat(f.model().apis()).hasSize(2);
    }
}
