package dev.agtpstudio.core.form;

/** A change the form cannot make in the text; the message says why and what to do instead (shown to the user). */
public final class FormEditException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public FormEditException(String message) {
        super(message);
    }
}
