package dev.agtpstudio.server.tools;

/** An invocation refused before dispatch: {@code code} is one of docs/errors.md's A2T codes, {@code parameter} the one named. */
public final class ToolInputError extends Exception {
    private static final long serialVersionUID = 1L;
    private final String code;
    private final String parameter;

    public ToolInputError(String code, String parameter, String message) {
        super(message, null, false, false);
        this.code = code;
        this.parameter = parameter;
    }

    public String code() {
        return code;
    }

    public String parameter() {
        return parameter;
    }
}
