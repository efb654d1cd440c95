package dev.agtpstudio.conformance.checks;

import com.fasterxml.jackson.databind.JsonNode;
import com.nimbusds.jose.jwk.JWKSet;
import dev.agtpstudio.conformance.CheckResult;
import dev.agtpstudio.conformance.JsonSchemas;
import dev.agtpstudio.core.model.Semantic;
import dev.agtpstudio.preview.sign.ManifestSignature;
import java.util.ArrayList;
import java.util.List;

/**
 * The published manifest itself: {@code manifest-schema} (it validates against the manifest schema, AGTP-API §8),
 * {@code manifest-fields} (§13.1 item 5), {@code handler-projection} (§8.9, item 6) and {@code semantic-blocks}
 * (item 9), and {@code manifest-signature} (§8.8: verified against {@code --trust}; unsigned is a warning, reported
 * as a skip, since v00 clients must not reject a manifest on that ground alone).
 */
public final class ManifestChecks implements ServerCheck {
    public static final String SCHEMA = "manifest-schema";
    public static final String FIELDS = "manifest-fields";
    public static final String HANDLER = "handler-projection";
    public static final String SEMANTIC = "semantic-blocks";
    public static final String SIGNATURE = "manifest-signature";
    /** The members AGTP-API §13.1 item 5 requires. */
    public static final List<String> REQUIRED = List.of(
            "agtp_version", "agtp_api_version", "document_version", "catalog_version", "catalog_versions_supported");

    @Override
    public List<CheckResult> run(RunContext ctx) {
        JsonNode m = ctx.manifest().document();
        List<CheckResult> out = new ArrayList<>();
        List<String> bad = JsonSchemas.manifestViolations(m);
        out.add(
                bad.isEmpty()
                        ? ServerResults.pass(
                                SCHEMA, "the manifest validates against the manifest schema", "AGTP-API §8")
                        : ServerResults.fail(
                                SCHEMA,
                                bad.size() + " violations of the manifest schema: "
                                        + String.join("; ", bad.subList(0, Math.min(6, bad.size()))),
                                "AGTP-API §8",
                                ctx.manifest().sent()));
        List<String> missing = REQUIRED.stream().filter(k -> !m.hasNonNull(k)).toList();
        out.add(
                missing.isEmpty()
                        ? ServerResults.pass(FIELDS, "carries " + REQUIRED, "AGTP-API §13.1 item 5")
                        : ServerResults.fail(
                                FIELDS,
                                "the manifest lacks " + missing,
                                "AGTP-API §13.1 item 5",
                                ctx.manifest().sent()));
        List<String> leaking = new ArrayList<>();
        List<String> noSemantic = new ArrayList<>();
        for (JsonNode e : ctx.manifest().endpoints()) {
            String id = e.path("method").asText() + " " + e.path("path").asText();
            JsonNode h = e.path("handler");
            if (!h.isObject() || h.size() != 1 || !h.has("type")) {
                leaking.add(id + " " + h);
            }
            List<String> lacks = Semantic.FIELDS.stream()
                    .filter(f -> !e.path("semantic").has(f))
                    .toList();
            if (!lacks.isEmpty()) {
                noSemantic.add(id + " lacks " + lacks);
            }
        }
        out.add(
                leaking.isEmpty()
                        ? ServerResults.pass(HANDLER, "every endpoint's handler shows its type only", "AGTP-API §8.9")
                        : ServerResults.fail(
                                HANDLER,
                                "handler bindings beyond handler.type are published: " + leaking,
                                "AGTP-API §8.9",
                                ctx.manifest().sent()));
        out.add(
                noSemantic.isEmpty()
                        ? ServerResults.pass(
                                SEMANTIC,
                                "every published endpoint carries the seven semantic fields",
                                "AGTP-API §7, §13.1 item 9")
                        : ServerResults.fail(
                                SEMANTIC,
                                String.join("; ", noSemantic),
                                "AGTP-API §7, §13.1 item 9",
                                ctx.manifest().sent()));
        out.add(signature(ctx));
        return out;
    }

    private static CheckResult signature(RunContext ctx) {
        JWKSet trust = ctx.options().trust();
        ManifestSignature.Verification v =
                ManifestSignature.verify(ctx.manifest().document(), trust == null ? new JWKSet() : trust);
        if (v.status() == ManifestSignature.Status.UNSIGNED) {
            return ServerResults.skip(SIGNATURE, "warning: " + v.message(), ManifestSignature.SPEC);
        }
        if (trust == null) {
            return ServerResults.skip(
                    SIGNATURE,
                    "the manifest is signed" + (v.kid() == null ? "" : " by key " + v.kid())
                            + " and not verified: give --trust PUBKEY|JWKS",
                    ManifestSignature.SPEC);
        }
        return v.status() == ManifestSignature.Status.VALID
                ? ServerResults.pass(SIGNATURE, v.message(), ManifestSignature.SPEC)
                : ServerResults.fail(
                        SIGNATURE,
                        v.message(),
                        ManifestSignature.SPEC,
                        ctx.manifest().sent());
    }
}
