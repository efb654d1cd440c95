package dev.agtpstudio.validator.endpoint;

import dev.agtpstudio.core.diag.Fix;
import dev.agtpstudio.core.diag.Passes;
import dev.agtpstudio.core.diag.Severity;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.HandlerBinding;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.validator.FileCheck;
import dev.agtpstudio.validator.Reporter;
import dev.agtpstudio.validator.RuleInfo;
import dev.agtpstudio.validator.ValidationContext;
import dev.agtpstudio.validator.support.Literals;
import java.net.URI;
import java.util.List;
import java.util.Locale;

/** AGTP-API §12.3: url is https and well formed, method is an HTTP method, timeout is positive and explicit. */
public final class ExternalServiceCheck implements FileCheck<EndpointDecl> {
    public static final RuleInfo URL = new RuleInfo(
            "handler/url",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "external_service url is missing, not https, or malformed");
    public static final RuleInfo HTTP_METHOD = new RuleInfo(
            "handler/http-method",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "external_service method is missing or not an HTTP method");
    public static final RuleInfo TIMEOUT = new RuleInfo(
            "handler/timeout",
            Severity.ERROR,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "external_service timeout_seconds is not positive");
    public static final RuleInfo TIMEOUT_DEFAULT = new RuleInfo(
            "handler/timeout-default",
            Severity.HINT,
            Passes.ENDPOINT,
            "AGTP-API §12.3",
            "external_service relies on the default timeout");

    @Override
    public List<RuleInfo> rules() {
        return List.of(URL, HTTP_METHOD, TIMEOUT, TIMEOUT_DEFAULT);
    }

    @Override
    public void check(LoadedFile<EndpointDecl> file, ValidationContext ctx, Reporter out) {
        if (!(file.model().handler() instanceof HandlerBinding.ExternalService x)) {
            return;
        }
        url(file, out, x);
        if (x.method() == null) {
            out.reportKey(
                    HTTP_METHOD,
                    x.keyPath(),
                    "The external_service handler has no `method`; it is required: one " + "of "
                            + String.join(", ", HandlerBinding.HTTP_METHODS) + " (AGTP-API §12.3).");
        } else if (!HandlerBinding.HTTP_METHODS.contains(x.method())) {
            String key = x.keyPath() + "/method";
            String up = x.method().toUpperCase(Locale.ROOT);
            Fix f = HandlerBinding.HTTP_METHODS.contains(up)
                    ? Literals.replaceValue("Uppercase to " + up, file, out.rangeOf(key), x.method(), up)
                    : null;
            out.report(
                    HTTP_METHOD,
                    Severity.ERROR,
                    key,
                    "Upstream method `" + x.method() + "` is not one of "
                            + String.join(", ", HandlerBinding.HTTP_METHODS) + " (AGTP-API §12.3).",
                    f == null ? List.of() : List.of(f));
        }
        if (x.timeoutSeconds() == null) {
            out.reportKey(
                    TIMEOUT_DEFAULT,
                    x.keyPath(),
                    "No timeout_seconds: the upstream call uses the 30 s default; "
                            + "production deployments SHOULD set it explicitly (AGTP-API §12.3). Add timeout_seconds = 30.");
        } else if (!(x.timeoutSeconds() > 0) || x.timeoutSeconds().isInfinite()) {
            out.report(
                    TIMEOUT,
                    x.keyPath() + "/timeout_seconds",
                    "timeout_seconds = " + x.timeoutSeconds() + " must be a positive number (AGTP-API §12.3).");
        }
    }

    private void url(LoadedFile<EndpointDecl> file, Reporter out, HandlerBinding.ExternalService x) {
        if (x.url() == null || x.url().isBlank()) {
            out.reportKey(
                    URL,
                    x.keyPath(),
                    "The external_service handler has no `url`; give the upstream's "
                            + "https:// URL (AGTP-API §12.3).");
            return;
        }
        String key = x.keyPath() + "/url";
        String u = x.url();
        if (u.regionMatches(true, 0, "http://", 0, 7) && HandlerBinding.isLoopbackUrl(u)) {
            out.report(
                    URL,
                    Severity.WARNING,
                    key,
                    "Upstream URL `" + u + "` is plain HTTP on loopback: a local mock "
                            + "or sandbox, which the local server calls only when started with --allow-http-upstreams; other "
                            + "servers refuse plain HTTP at registration (AGTP-API §12.3). Use https:// for a real upstream.",
                    List.of());
            return;
        }
        if (u.regionMatches(true, 0, "http://", 0, 7)) {
            String fixed = "https://" + u.substring(7);
            Fix f = Literals.replaceValue("Use https://", file, out.rangeOf(key), u, fixed);
            out.report(
                    URL,
                    Severity.ERROR,
                    key,
                    "Upstream URL `" + u + "` uses plain HTTP; the URL MUST use https:// "
                            + "and plain HTTP is refused at registration (AGTP-API §12.3).",
                    f == null ? List.of() : List.of(f));
            return;
        }
        String problem = null;
        try {
            // ${VAR} placeholders and {name} path templates (filled from the input, decision 0120) are not URI syntax.
            URI uri = new URI(PathTemplate.expand(
                    PathTemplate.NAMED,
                    HandlerBinding.ExternalService.PLACEHOLDER.matcher(u).replaceAll("x"),
                    name -> "x"));
            if (!"https".equalsIgnoreCase(uri.getScheme())) {
                problem = "does not use the https:// scheme";
            } else if (uri.getHost() == null || uri.getHost().isEmpty()) {
                problem = "has no host";
            }
        } catch (java.net.URISyntaxException ex) {
            problem = "is malformed (" + ex.getReason() + ")";
        }
        if (problem != null) {
            out.report(
                    URL,
                    key,
                    "Upstream URL `" + u + "` " + problem + "; external_service needs a fully-qualified "
                            + "https:// URL (AGTP-API §12.3).");
        }
    }
}
