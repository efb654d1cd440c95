package dev.agtpstudio.server.wire;

/**
 * What an AGTP status means to a caller. The 26x codes sit in the 2xx range but are not the endpoint's answer:
 * 261 Negotiation In Progress and 263 Proposal Approved carry negotiation bodies, 262 Authorization Required is a
 * refusal (AGTP-API §11, Table 1). Only {@link #SUCCESS} bodies are the endpoint's output.
 */
public enum StatusClass {
    SUCCESS,
    NEGOTIATION,
    AUTHORIZATION_REQUIRED,
    REDIRECTION,
    CLIENT_ERROR,
    SERVER_ERROR,
    OTHER;

    public static final int NEGOTIATION_IN_PROGRESS = 261;
    public static final int AUTHORIZATION_REQUIRED_STATUS = 262;
    public static final int PROPOSAL_APPROVED = 263;

    public static StatusClass of(int status) {
        if (status == AUTHORIZATION_REQUIRED_STATUS) {
            return AUTHORIZATION_REQUIRED;
        }
        if (status == NEGOTIATION_IN_PROGRESS || status == PROPOSAL_APPROVED) {
            return NEGOTIATION;
        }
        if (status >= 200 && status < 300) {
            return SUCCESS;
        }
        if (status >= 300 && status < 400) {
            return REDIRECTION;
        }
        if (status >= 400 && status < 500) {
            return CLIENT_ERROR;
        }
        return status >= 500 && status < 600 ? SERVER_ERROR : OTHER;
    }

    /** True for the endpoint's own answer, the only bodies checked against its output schema. */
    public boolean isSuccess() {
        return this == SUCCESS;
    }
}
