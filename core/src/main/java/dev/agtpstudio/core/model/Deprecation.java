package dev.agtpstudio.core.model;

/** The optional {@code deprecated} block of an endpoint (AGTP-API §6.4). */
public record Deprecation(
        String deprecatedIn, String removedIn, String successorMethod, String successorPath, String keyPath) {

    /** {@code deprecated[; successor=...][; removed_in=...]}, the AGTP-Endpoint-Warning value (§6.4). */
    public String warningHeader() {
        StringBuilder sb = new StringBuilder("deprecated");
        String successor = successorMethod != null && successorPath != null
                ? successorMethod + " " + successorPath
                : successorMethod != null ? successorMethod : successorPath;
        if (successor != null) {
            sb.append("; successor=").append(successor);
        }
        if (removedIn != null) {
            sb.append("; removed_in=").append(removedIn);
        }
        return sb.toString();
    }
}
