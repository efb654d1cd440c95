package dev.agtpstudio.conformance.checks;

import dev.agtpstudio.conformance.CheckOptions;
import dev.agtpstudio.conformance.Contract;
import dev.agtpstudio.conformance.Probe;
import dev.agtpstudio.conformance.Requests;
import dev.agtpstudio.conformance.ServedManifest;
import dev.agtpstudio.conformance.generate.InputGenerator;
import dev.agtpstudio.core.catalog.MethodCatalog;

/** What every check needs: the wire, request building, the options, the declared contract and the served manifest. */
public record RunContext(
        Probe probe,
        Requests requests,
        CheckOptions options,
        Contract contract,
        ServedManifest manifest,
        InputGenerator generator) {

    public MethodCatalog catalog() {
        return contract.workspace().catalog();
    }
}
