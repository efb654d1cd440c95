package dev.agtpstudio.validator.engine;

import dev.agtpstudio.core.load.FileKind;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.ValidationOptions;
import dev.agtpstudio.validator.WorkspaceCheck;
import dev.agtpstudio.validator.config.AliasCheck;
import dev.agtpstudio.validator.config.CustomMethodCheck;
import dev.agtpstudio.validator.config.DiscoveryWeightsCheck;
import dev.agtpstudio.validator.config.DuplicatePolicyMethodCheck;
import dev.agtpstudio.validator.config.LegacyValueCheck;
import dev.agtpstudio.validator.config.PolicyMethodRefsCheck;
import dev.agtpstudio.validator.config.RedirectShapeCheck;
import dev.agtpstudio.validator.config.SynthesisDepthCheck;
import dev.agtpstudio.validator.endpoint.AgentTextCheck;
import dev.agtpstudio.validator.endpoint.BindingErrorsCheck;
import dev.agtpstudio.validator.endpoint.CapabilityMismatchCheck;
import dev.agtpstudio.validator.endpoint.CompositionRecipeCheck;
import dev.agtpstudio.validator.endpoint.DeprecationBlockCheck;
import dev.agtpstudio.validator.endpoint.EnvPlaceholderCheck;
import dev.agtpstudio.validator.endpoint.ErrorMapCheck;
import dev.agtpstudio.validator.endpoint.ErrorsListCheck;
import dev.agtpstudio.validator.endpoint.ExternalServiceCheck;
import dev.agtpstudio.validator.endpoint.FieldTableCheck;
import dev.agtpstudio.validator.endpoint.HandlerTypeCheck;
import dev.agtpstudio.validator.endpoint.IntentConsistencyCheck;
import dev.agtpstudio.validator.endpoint.MethodCheck;
import dev.agtpstudio.validator.endpoint.PathShapeCheck;
import dev.agtpstudio.validator.endpoint.PathTemplateCheck;
import dev.agtpstudio.validator.endpoint.PathVerbSegmentCheck;
import dev.agtpstudio.validator.endpoint.RegisteredFunctionCheck;
import dev.agtpstudio.validator.endpoint.RequiredFieldsCheck;
import dev.agtpstudio.validator.endpoint.SchemaMetaCheck;
import dev.agtpstudio.validator.endpoint.SchemaStrictnessCheck;
import dev.agtpstudio.validator.endpoint.ScopeGrammarCheck;
import dev.agtpstudio.validator.endpoint.SemanticHintsCheck;
import dev.agtpstudio.validator.endpoint.SemanticPresenceCheck;
import dev.agtpstudio.validator.endpoint.SemanticTextCheck;
import dev.agtpstudio.validator.endpoint.SemanticValuesCheck;
import dev.agtpstudio.validator.endpoint.TransformNamesCheck;
import dev.agtpstudio.validator.portability.CustomMethodPortabilityCheck;
import dev.agtpstudio.validator.portability.DraftFormCheck;
import dev.agtpstudio.validator.portability.PathTemplatePortabilityCheck;
import dev.agtpstudio.validator.recipes.ParameterSourceCheck;
import dev.agtpstudio.validator.recipes.PatternRegexCheck;
import dev.agtpstudio.validator.recipes.RecipeNamesCheck;
import dev.agtpstudio.validator.recipes.RecipeStepsCheck;
import dev.agtpstudio.validator.workspace.DisallowedServedMethodCheck;
import dev.agtpstudio.validator.workspace.DuplicateEndpointCheck;
import dev.agtpstudio.validator.workspace.Level2ReadinessCheck;
import dev.agtpstudio.validator.workspace.PathAmbiguityCheck;
import dev.agtpstudio.validator.workspace.RecipesFileCheck;
import dev.agtpstudio.validator.workspace.RedirectTargetCheck;
import dev.agtpstudio.validator.workspace.ReservedPathCheck;
import dev.agtpstudio.validator.workspace.StepMethodAvailableCheck;
import dev.agtpstudio.validator.workspace.SuccessorExistsCheck;
import dev.agtpstudio.validator.workspace.UnusedRecipeCheck;
import dev.agtpstudio.validator.workspace.WildcardsIrreversibleCheck;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The composition root of the validator: every check of the product, by file kind. The IDE, the server, the CLI
 * and the tests all start from {@link #standard}; adding a rule means adding its check to one list below (the lists'
 * order is the order checks run and report in), its section to docs/rules.md and its fixtures. A check class left out
 * of these lists fails CheckRegistryTest; a registered rule without its docs section fails RulesDocTest, without a
 * failing and a passing fixture FixtureCorpusTest (docs/decisions/0600).
 */
public final class Validators {
    private Validators() {}

    /** A validator with every check of the product. */
    public static Validator standard(ValidationOptions options) {
        return standard(options, dev.agtpstudio.validator.semantic.LexiconConsistency.bundled());
    }

    /**
     * A validator with every check of the product, AGIS pass 6 judged by {@code consistency} (the IDE and the CLI
     * pass the embedding scorer; the lexicon is the model-free default).
     */
    public static Validator standard(
            ValidationOptions options, dev.agtpstudio.validator.semantic.IntentConsistency consistency) {
        return standard(options, consistency, List.of());
    }

    /**
     * As above, plus {@code extra} workspace checks from modules that see more than the validator (the A2T signature
     * lock in {@code app} sees the A2T projection; decision 0513). They run after the standard ones.
     */
    public static Validator standard(
            ValidationOptions options,
            dev.agtpstudio.validator.semantic.IntentConsistency consistency,
            List<WorkspaceCheck> extra) {
        List<WorkspaceCheck> all = new ArrayList<>(workspaceChecks(options));
        all.addAll(extra);
        return new Validator(fileChecks(options, consistency), List.copyOf(all), options);
    }

    /** Per-file checks by kind. */
    public static Map<FileKind, List<FileCheck<?>>> fileChecks(ValidationOptions options) {
        return fileChecks(options, dev.agtpstudio.validator.semantic.LexiconConsistency.bundled());
    }

    /** Per-file checks by kind, AGIS pass 6 judged by {@code consistency}. */
    public static Map<FileKind, List<FileCheck<?>>> fileChecks(
            ValidationOptions options, dev.agtpstudio.validator.semantic.IntentConsistency consistency) {
        Map<FileKind, List<FileCheck<?>>> m = new EnumMap<>(FileKind.class);
        m.put(FileKind.ENDPOINT, endpointChecks(consistency));
        m.put(FileKind.SERVER_CONFIG, serverConfigChecks());
        m.put(FileKind.RECIPES, recipeChecks());
        m.put(FileKind.AGIS, agisChecks(options, consistency));
        return m;
    }

    /** AGTP-API rules on one endpoint declaration, then portability notes (intent consistency by the lexicon). */
    public static List<FileCheck<?>> endpointChecks() {
        return endpointChecks(dev.agtpstudio.validator.semantic.LexiconConsistency.bundled());
    }

    /** AGTP-API rules on one endpoint declaration, then portability notes; intent consistency by {@code consistency}. */
    public static List<FileCheck<?>> endpointChecks(dev.agtpstudio.validator.semantic.IntentConsistency consistency) {
        return List.of(
                new RequiredFieldsCheck(),
                new MethodCheck(),
                new PathShapeCheck(),
                new PathVerbSegmentCheck(),
                new PathTemplateCheck(),
                new SemanticPresenceCheck(),
                new SemanticTextCheck(),
                new SemanticValuesCheck(),
                new CapabilityMismatchCheck(),
                new IntentConsistencyCheck(consistency),
                new AgentTextCheck(),
                new SemanticHintsCheck(),
                new SchemaMetaCheck(),
                new SchemaStrictnessCheck(),
                new FieldTableCheck(),
                new ErrorsListCheck(),
                new BindingErrorsCheck(),
                new HandlerTypeCheck(),
                new RegisteredFunctionCheck(),
                new CompositionRecipeCheck(),
                new ExternalServiceCheck(),
                new EnvPlaceholderCheck(),
                new ErrorMapCheck(),
                new TransformNamesCheck(),
                new ScopeGrammarCheck(),
                new DeprecationBlockCheck(),
                new DraftFormCheck(),
                new CustomMethodPortabilityCheck(),
                new PathTemplatePortabilityCheck());
    }

    public static List<FileCheck<?>> serverConfigChecks() {
        return List.of(
                new LegacyValueCheck(),
                new dev.agtpstudio.validator.config.AgentDisclosureCheck(),
                new dev.agtpstudio.validator.config.HostedAgentsCheck(),
                new PolicyMethodRefsCheck(),
                new RedirectShapeCheck(),
                new AliasCheck(),
                new SynthesisDepthCheck(),
                new DiscoveryWeightsCheck(),
                new CustomMethodCheck(),
                new DuplicatePolicyMethodCheck());
    }

    public static List<FileCheck<?>> recipeChecks() {
        return List.of(
                new RecipeNamesCheck(), new RecipeStepsCheck(), new ParameterSourceCheck(), new PatternRegexCheck());
    }

    /**
     * The AGIS passes of AGIS §9.1 (package {@code dev.agtpstudio.validator.agis}): the AGIS engineer adds the
     * eight passes and the §13 security lints here, in pass order.
     */
    public static List<FileCheck<?>> agisChecks(ValidationOptions options) {
        return agisChecks(options, dev.agtpstudio.validator.semantic.LexiconConsistency.bundled());
    }

    /** The AGIS passes and lints with pass 6 judged by {@code consistency}. */
    public static List<FileCheck<?>> agisChecks(
            ValidationOptions options, dev.agtpstudio.validator.semantic.IntentConsistency consistency) {
        List<FileCheck<?>> l = new ArrayList<>();
        l.add(dev.agtpstudio.validator.agis.AgisCheck.standard(consistency));
        return List.copyOf(l);
    }

    /** Rules across files; they run over cached per-file results on every edit, so keep them linear. */
    public static List<WorkspaceCheck> workspaceChecks(ValidationOptions options) {
        return List.of(
                new DuplicateEndpointCheck(),
                new PathAmbiguityCheck(),
                new ReservedPathCheck(),
                new SuccessorExistsCheck(),
                new RedirectTargetCheck(),
                new DisallowedServedMethodCheck(),
                new UnusedRecipeCheck(),
                new RecipesFileCheck(),
                new StepMethodAvailableCheck(),
                new Level2ReadinessCheck(),
                new WildcardsIrreversibleCheck(),
                new dev.agtpstudio.validator.agentview.AgentViewCheck(),
                new dev.agtpstudio.validator.workspace.DiscoveryTestCheck());
    }
}
