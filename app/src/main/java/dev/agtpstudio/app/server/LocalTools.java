package dev.agtpstudio.app.server;

import dev.agtpstudio.server.tools.Tool;
import java.util.Optional;

/** What the running embedded server offers besides AGTP: its listeners' URLs and the tool each endpoint is. */
public interface LocalTools {
    LocalTools NONE = new LocalTools() {
        @Override
        public String url(String protocol) {
            return null;
        }

        @Override
        public Optional<Tool> tool(String method, String template) {
            return Optional.empty();
        }
    };

    /** The URL of the {@link EmbeddedServer.Listener} for {@code protocol}, or null when it is not running. */
    String url(String protocol);

    Optional<Tool> tool(String method, String template);
}
