package dev.agtpstudio.validator.agentview;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agtpstudio.core.testkit.ExtensionClasses;
import dev.agtpstudio.validator.Clients;
import org.junit.jupiter.api.Test;

/**
 * Every client's rules are checked and named: each {@link ClientRules} class is in {@link AgentViewCheck}'s list, and
 * that list names exactly the clients {@code --clients}, the preferences and the language server offer
 * ({@link Clients#ALL}, in the same order).
 */
class ClientRulesRegistryTest {
    @Test
    void everyClientRulesClassIsCheckedAndNamed() {
        assertThat(ExtensionClasses.implementing(ClientRules.class))
                .as("ClientRules classes AgentViewCheck does not run")
                .isNotEmpty()
                .isSubsetOf(
                        AgentViewCheck.CLIENTS.stream().map(Object::getClass).toList());
        assertThat(AgentViewCheck.CLIENTS.stream().map(ClientRules::client).toList())
                .isEqualTo(Clients.ALL);
    }
}
