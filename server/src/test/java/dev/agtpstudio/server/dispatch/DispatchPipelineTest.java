package dev.agtpstudio.server.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new dispatch stage has three places to be (CONTRIBUTING.md, "A dispatch stage"): its class, its line in
 * {@link DispatchPipeline#standard}, and its name in the documented order of decision 0190. This test fails when a
 * stage class is not in the pipeline, or the pipeline's order is not the documented one.
 */
class DispatchPipelineTest {
    private static final Path DECISION = Path.of(
            System.getProperty("agtp.project.dir", ".."),
            "docs/decisions/0190-dispatch-pipeline-and-wire-hardening.md");

    private static DispatchPipeline standard(Path dir) {
        return DispatchPipeline.standard(new Dispatcher(
                TestWorkspace.load(dir),
                DispatchOptions.defaults(),
                ContractCheck.NONE,
                SemanticRanker.lexical(dev.agtpstudio.core.catalog.MethodCatalog.bundled())));
    }

    @Test
    void everyStageClassIsInTheStandardPipeline(@TempDir Path dir)
            throws IOException, URISyntaxException, ClassNotFoundException {
        Set<Class<?>> used =
                standard(dir).stages().stream().map(s -> s.stage().getClass()).collect(Collectors.toSet());
        Path classes = Path.of(DispatchStage.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI())
                .resolve(DispatchStage.class.getPackageName().replace('.', '/'));
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.list(classes)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = f.getFileName().toString().replace(".class", "");
                Class<?> c = Class.forName(DispatchStage.class.getPackageName() + "." + name);
                if (DispatchStage.class.isAssignableFrom(c)
                        && !c.isInterface()
                        && !c.isSynthetic()
                        && !c.getSimpleName().isEmpty()
                        && !used.contains(c)) {
                    missing.add(c.getSimpleName());
                }
            }
        }
        assertThat(missing)
                .as("DispatchStage classes that DispatchPipeline.standard does not run")
                .isEmpty();
    }

    @Test
    void theStandardOrderIsTheDocumentedOne(@TempDir Path dir) throws IOException {
        String doc = Files.readString(DECISION);
        Matcher m = Pattern.compile("each answering or passing on: ([^.]*)\\.", Pattern.DOTALL)
                .matcher(doc);
        assertThat(m.find()).as("the stage list of " + DECISION).isTrue();
        List<String> documented = Stream.of(
                        m.group(1).replaceAll("\\([^)]*\\)", "").split(","))
                .map(s -> s.strip().replaceFirst("^and ", "").split("\\s+")[0])
                .toList();
        assertThat(standard(dir).names()).isEqualTo(documented);
    }
}
