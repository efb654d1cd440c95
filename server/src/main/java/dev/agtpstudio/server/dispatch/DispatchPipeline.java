package dev.agtpstudio.server.dispatch;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The dispatch order as one explicit list (docs/decisions/0043, 0190). Each stage answers or passes on; the last
 * one always answers. Adding a check means writing a {@link DispatchStage} and adding one line here.
 */
final class DispatchPipeline {
    private final List<DispatchStage.Named> stages;

    DispatchPipeline(List<DispatchStage.Named> stages) {
        this.stages = List.copyOf(stages);
    }

    /** The standard AGTP-API order. */
    static DispatchPipeline standard(Dispatcher d) {
        MethodNotAllowed notAllowed =
                new MethodNotAllowed(d.synthesis(), d.options().clock());
        return new DispatchPipeline(List.of(
                new DispatchStage.Named("synthesis-expiry", d::sweepExpired),
                new DispatchStage.Named("header-grammar", new HeaderGrammar()),
                new DispatchStage.Named("delegation", new DelegationRefusal()),
                new DispatchStage.Named("alias", new AliasResolution()),
                new DispatchStage.Named("catalog", new CatalogCheck()),
                new DispatchStage.Named("path-grammar", new PathGrammarCheck()),
                new DispatchStage.Named(
                        "discover",
                        new DiscoverBuiltins(new AgentDiscovery(
                                d.ranker(), d.synthesis(), d.options().clock()))),
                new DispatchStage.Named("propose", new ProposeBuiltin(d)),
                new DispatchStage.Named("proposal-status", new ProposalStatus(d)),
                new DispatchStage.Named("method-policy", new MethodPolicyCheck(notAllowed)),
                new DispatchStage.Named("redirect", new RedirectResolution()),
                new DispatchStage.Named(
                        "wildcards",
                        new WildcardPolicy(d.synthesis(), d.options().clock(), notAllowed)),
                new DispatchStage.Named(
                        "route",
                        new RouteResolution(
                                d.synthesis(), notAllowed, d.options().clock())),
                new DispatchStage.Named("invocation-scope", new InvocationScopeCheck()),
                new DispatchStage.Named("invoke", new InvokeEndpoint(d.runner()))));
    }

    /** The stages in order (DispatchPipelineTest checks that every stage class is one of them). */
    List<DispatchStage.Named> stages() {
        return stages;
    }

    /** The stage names in order (the order documented in docs/decisions/0190; DispatchPipelineTest). */
    List<String> names() {
        return stages.stream().map(DispatchStage.Named::name).toList();
    }

    CompletionStage<Replies.Reply> run(Exchange x) {
        for (DispatchStage.Named s : stages) {
            CompletionStage<Replies.Reply> r = s.stage().apply(x);
            if (r != null) {
                return r;
            }
        }
        return CompletableFuture.completedFuture(
                Replies.errorReply(500, "internal-error", Replies.HANDLER_FAILED, x.method, x.path));
    }
}
