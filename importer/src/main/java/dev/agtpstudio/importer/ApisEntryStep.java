package dev.agtpstudio.importer;

import dev.agtpstudio.core.io.AtomicWrite;
import dev.agtpstudio.core.load.LoadedFile;
import dev.agtpstudio.core.load.ServerConfigLoader;
import dev.agtpstudio.core.load.SourceText;
import dev.agtpstudio.core.model.ServerConfig;
import dev.agtpstudio.core.model.ServerConfig.ApiEntry;
import dev.agtpstudio.core.write.ApiEntryAppend;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * After an import, the {@code [[apis]]} entry for the imported spec (AGTP-API Appendix B: a wrap-and-expose
 * deployment lists the HTTP API it fronts, with {@code http_documentation} pointing at its OpenAPI document). It is
 * appended to the workspace's {@code agtp-server.toml} (the import folder's, or its parent's) unless an entry with the
 * same {@code http_documentation} is there already; without such a file, or when the file does not parse, the entry is
 * reported for the designer to add (docs/decisions/0522).
 */
final class ApisEntryStep {
    static final String CONFIG = "agtp-server.toml";

    /** What happened, as one line (and the entry, when it is to be added by hand); {@code failed} when writing failed. */
    record Outcome(String message, boolean failed) {}

    private ApisEntryStep() {}

    static Outcome run(ImportPlan plan, Path spec, Path out, int serverIndex) {
        Path config = configOf(out);
        Path root = config == null ? out.toAbsolutePath().normalize() : config.getParent();
        ApiEntry entry = entry(plan, spec, root, serverIndex);
        String comment = "The HTTP API imported from " + entry.httpDocumentation() + " (AGTP-API Appendix B).";
        if (config == null) {
            return new Outcome(
                    "No " + CONFIG + " in " + out + " or its parent folder; add this entry to the"
                            + " workspace's server config (AGTP-API Appendix B):\n\n"
                            + ApiEntryAppend.table(entry, comment),
                    false);
        }
        try {
            String text = Files.readString(config);
            LoadedFile<ServerConfig> loaded = ServerConfigLoader.load(SourceText.of(config, text));
            if (loaded.hasErrors()) {
                return new Outcome(
                        config + " has errors, so it was left as it is; once they are fixed, add this"
                                + " entry (AGTP-API Appendix B):\n\n" + ApiEntryAppend.table(entry, comment),
                        false);
            }
            if (ApiEntryAppend.listed(loaded.model(), entry)) {
                return new Outcome(config + " already lists " + entry.httpDocumentation() + " in [[apis]].", false);
            }
            AtomicWrite.write(config, ApiEntryAppend.appendTo(text, entry, comment));
            return new Outcome(
                    "Added an [[apis]] entry for " + entry.httpDocumentation() + " to " + config
                            + " (AGTP-API Appendix B).",
                    false);
        } catch (IOException e) {
            return new Outcome("cannot add the [[apis]] entry to " + config + ": " + e.getMessage(), true);
        }
    }

    /** The import folder's server config, or its parent folder's (an {@code endpoints/} folder of a workspace). */
    static Path configOf(Path out) {
        Path dir = out.toAbsolutePath().normalize();
        for (Path d = dir; d != null && (d.equals(dir) || d.equals(dir.getParent())); d = d.getParent()) {
            if (Files.isRegularFile(d.resolve(CONFIG))) {
                return d.resolve(CONFIG);
            }
        }
        return null;
    }

    static ApiEntry entry(ImportPlan plan, Path spec, Path root, int serverIndex) {
        List<String> methods = new ArrayList<>();
        for (ConvertedOperation op : plan.operations()) {
            String m = op.source().httpMethod().toUpperCase(Locale.ROOT);
            if (!methods.contains(m)) {
                methods.add(m);
            }
        }
        ParsedSpec s = plan.spec();
        String title = s.title() == null || s.title().isBlank()
                ? "HTTP API"
                : s.title().strip();
        String description = title
                + (s.apiVersion() == null ? "" : " " + s.apiVersion().strip()) + ", the HTTP face these endpoints wrap";
        Path abs = spec.toAbsolutePath().normalize();
        String doc = root.relativize(abs).toString().replace('\\', '/');
        return new ApiEntry(basePath(s.servers(), serverIndex), methods, description, doc, null);
    }

    /** The path of the chosen server URL ("/" when it has none or cannot be read). */
    static String basePath(List<String> servers, int index) {
        if (servers.isEmpty()) {
            return "/";
        }
        String url = servers.get(index >= 0 && index < servers.size() ? index : 0);
        // Not java.net.URI: server URLs carry {variables} (OpenAPI §4.8.5), which stay as written in the path.
        String p = url.strip()
                .replaceFirst("^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*", "")
                .replaceFirst("[?#].*$", "");
        if (p.isEmpty()) {
            return "/";
        }
        while (p.length() > 1 && p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        return p.startsWith("/") ? p : "/" + p;
    }
}
