package dev.agtpstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * No two production classes of the product share a simple name (issue 38: {@code ChangeKind}, {@code Cursor},
 * {@code JsonTree}, {@code Replies}, {@code Scalars} and {@code VerbSuggester} each meant two different things, and
 * a reader or a stack trace could not tell which). Top-level classes of every module (this module sees them all);
 * {@code package-info} and nested classes are not counted.
 */
class UniqueClassNamesTest {

    @Test
    void noTwoProductionClassesShareASimpleName() {
        Map<String, List<String>> byName = new ClassFileImporter()
                        .withImportOption(new ImportOption.DoNotIncludeTests())
                        .withImportOption(new ArchitectureTest.NoTestJars())
                        .importPackages("dev.agtpstudio")
                        .stream()
                        .filter(JavaClass::isTopLevelClass)
                        .filter(c -> !c.getSimpleName().equals("package-info"))
                        .collect(Collectors.groupingBy(
                                JavaClass::getSimpleName,
                                TreeMap::new,
                                Collectors.mapping(JavaClass::getName, Collectors.toList())));
        byName.values().removeIf(names -> names.size() < 2);
        assertThat(byName)
                .as("simple names used by more than one production class: give one of each a clearer name")
                .isEmpty();
    }
}
