package dev.agtpstudio.server.dispatch;

import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.model.PathTemplate;
import dev.agtpstudio.server.handler.EndpointHandler;
import java.nio.file.Path;

/**
 * A registered endpoint ready to serve: its declaration, compiled input and output schemas, its handler, and the
 * file it came from (null for built-ins and synthesized endpoints).
 *
 * @param synthesisId set for endpoints created by PROPOSE
 */
public record Route(
        EndpointDecl endpoint,
        SchemaCheck input,
        SchemaCheck output,
        EndpointHandler handler,
        Path file,
        String synthesisId) {

    public String[] segments() {
        return endpoint.path().equals("/")
                ? new String[0]
                : endpoint.path().substring(1).split("/", -1);
    }

    public boolean isTemplate() {
        return PathTemplate.hasTemplate(endpoint.path());
    }

    public int parameterCount() {
        int n = 0;
        for (String s : segments()) {
            if (PathTemplate.isParameterSegment(s)) {
                n++;
            }
        }
        return n;
    }
}
