package dev.agtpstudio.server.handler;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.core.scope.ScopeSet;
import dev.agtpstudio.server.wire.Headers;

/**
 * One validated call of an endpoint's handler.
 *
 * @param input   the validated input (query, template and body parameters merged)
 * @param headers the request headers (handlers must not forward identity headers upstream)
 * @param scopes  the caller's claimed scopes
 * @param depth   composition nesting depth (0 for a request from the wire)
 */
public record Invocation(EndpointDecl endpoint, ObjectNode input, Headers headers, ScopeSet scopes, int depth) {}
