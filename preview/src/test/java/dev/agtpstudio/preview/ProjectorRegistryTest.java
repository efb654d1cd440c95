package dev.agtpstudio.preview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.testkit.ExtensionClasses;
import dev.agtpstudio.core.workspace.Workspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link ProjectionKind} is the one registry of projections: each kind's {@link Projector} computes a projection of
 * that kind and reads exactly the projections the kind declares; no {@link Projector} class is left out of it; and
 * docs/projections.md has its table (rewritten with {@code -Dagtp.golden.update=true}) and a section for each kind.
 */
class ProjectorRegistryTest {
    private static final Path DOC = Workspaces.PROJECT.resolve("docs/projections.md");
    private static final Pattern TABLE =
            Pattern.compile("(?s)<!-- projections:begin -->\n(.*?)<!-- projections:end -->");
    private static final Pattern SECTION = Pattern.compile("(?m)^### `([a-z0-9-]+)`");

    @Test
    void eachProjectorComputesItsKindReadingExactlyTheProjectionsItDeclares() {
        for (String name : List.of("sample", "edge")) {
            Workspace ws = GoldenProjectionTest.workspace(name);
            for (ProjectionKind k : ProjectionKind.values()) {
                ProjectionInputs in = Projections.standard(ws).inputs(ws, GoldenProjectionTest.OPTS);
                assertThat(in.get(k).kind()).as(k.cliName()).isEqualTo(k);
                assertThat(in.readsOf(k))
                        .as("the projections " + k.cliName() + "'s projector reads")
                        .isEqualTo(Set.copyOf(k.reads()));
                assertThat(k.reads())
                        .as(k.cliName() + " reads only kinds registered before it")
                        .allMatch(r -> r.ordinal() < k.ordinal());
            }
        }
    }

    @Test
    void everyProjectorClassIsRegistered() {
        Set<Class<?>> registered = Stream.of(ProjectionKind.values())
                .map(k -> k.projector().getClass())
                .collect(Collectors.toSet());
        List<String> unregistered = new ArrayList<>();
        for (Class<?> c : ExtensionClasses.implementing(Projector.class)) {
            if (!registered.contains(c)) {
                unregistered.add(c.getName());
            }
        }
        assertThat(unregistered)
                .as("Projector classes no ProjectionKind registers")
                .isEmpty();
    }

    @Test
    void docsListEveryProjection() throws Exception {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        Matcher m = TABLE.matcher(doc);
        assertThat(m.find()).as("the generated table of " + DOC).isTrue();
        String expected = table();
        if (Boolean.getBoolean("agtp.golden.update") && !m.group(1).equals(expected)) {
            Files.writeString(
                    DOC, doc.substring(0, m.start(1)) + expected + doc.substring(m.end(1)), StandardCharsets.UTF_8);
            return;
        }
        assertThat(m.group(1))
                .as(DOC + "'s table (run with -Dagtp.golden.update=true to rewrite it from ProjectionKind)")
                .isEqualTo(expected);
        Set<String> sections = new HashSet<>();
        Matcher s = SECTION.matcher(doc);
        while (s.find()) {
            sections.add(s.group(1));
        }
        assertThat(sections)
                .as("a ### `name` section per projection in " + DOC)
                .isEqualTo(Stream.of(ProjectionKind.values())
                        .map(ProjectionKind::cliName)
                        .collect(Collectors.toSet()));
    }

    static String table() {
        StringBuilder b =
                new StringBuilder("| `--projection` | Preview tab | Export file | Derived from |\n|---|---|---|---|\n");
        for (ProjectionKind k : ProjectionKind.values()) {
            String reads = k.reads().isEmpty()
                    ? "the workspace's files"
                    : k.reads().stream()
                            .map(r -> "[`" + r.cliName() + "`](#" + r.cliName() + ")")
                            .collect(Collectors.joining(", "));
            b.append("| [`")
                    .append(k.cliName())
                    .append("`](#")
                    .append(k.cliName())
                    .append(") | ")
                    .append(k.title())
                    .append(" | `")
                    .append(k.fileName())
                    .append("` | ")
                    .append(reads)
                    .append(" |\n");
        }
        return b.toString();
    }
}
