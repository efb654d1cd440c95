package dev.agtpstudio.validator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.testkit.ExtensionClasses;
import dev.agtpstudio.validator.engine.Validators;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every check class of the validator is registered in {@link Validators}, the one composition root: a rule class
 * written but not added there would never run, and neither RulesDocTest nor FixtureCorpusTest (which read the
 * registered rules) would notice. With this test, adding a rule is its class, its line in {@link Validators}, its
 * docs/rules.md section (RulesDocTest) and its fixtures (FixtureCorpusTest), and leaving out any of them fails.
 */
class CheckRegistryTest {
    /**
     * Checks that are deliberately not standard, each with the reason: the A2T signature lock sees the A2T projection,
     * which the validator cannot (app adds it as an extra workspace check; decision 0513).
     */
    private static final Map<String, String> NOT_STANDARD = Map.of(
            "dev.agtpstudio.validator.a2t.A2tSignatureCheck", "app adds it with Validators.standard(..., extra)");

    /** Every AGIS pass class is one of {@link dev.agtpstudio.validator.agis.AgisCheck#standard}'s passes. */
    @Test
    void everyAgisPassIsRegistered() {
        Set<Class<?>> registered = new HashSet<>();
        dev.agtpstudio.validator.agis.AgisCheck.standard(dev.agtpstudio.validator.semantic.LexiconConsistency.bundled())
                .passes()
                .forEach(p -> registered.add(p.getClass()));
        assertThat(ExtensionClasses.implementing(dev.agtpstudio.validator.agis.AgisPass.class))
                .as("AGIS pass classes AgisCheck.standard does not run")
                .isNotEmpty()
                .isSubsetOf(registered);
    }

    @Test
    void everyCheckClassIsRegistered() throws Exception {
        Set<Class<?>> registered = new HashSet<>();
        Validators.fileChecks(ValidationOptions.defaults())
                .values()
                .forEach(l -> l.forEach(c -> registered.add(c.getClass())));
        Validators.workspaceChecks(ValidationOptions.defaults()).forEach(c -> registered.add(c.getClass()));
        Set<String> unregistered = new TreeSet<>();
        List<Class<?>> checks = new java.util.ArrayList<>(ExtensionClasses.implementing(FileCheck.class));
        checks.addAll(ExtensionClasses.implementing(WorkspaceCheck.class));
        assertThat(checks).isNotEmpty();
        for (Class<?> c : checks) {
            if (!registered.contains(c) && !NOT_STANDARD.containsKey(c.getName())) {
                unregistered.add(c.getName());
            }
        }
        assertThat(unregistered)
                .as("check classes Validators does not register")
                .isEmpty();
        assertThat(registered)
                .as("the exceptions are real classes and not registered")
                .noneMatch(c -> NOT_STANDARD.containsKey(c.getName()));
        for (String name : NOT_STANDARD.keySet()) {
            assertThat(Class.forName(name)).isNotNull();
        }
    }
}
