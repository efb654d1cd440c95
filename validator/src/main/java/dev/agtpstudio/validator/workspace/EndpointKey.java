package dev.agtpstudio.validator.workspace;

import dev.agtpstudio.core.model.EndpointDecl;

/** The (method, path) identity of an endpoint as a cheap hash key (the strings cache their hashes). */
record EndpointKey(String method, String path) {
    static EndpointKey of(EndpointDecl e) {
        return new EndpointKey(e.method(), e.path());
    }

    @Override
    public String toString() {
        return method + " " + path;
    }
}
