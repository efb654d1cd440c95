package dev.agtpstudio.server.client.request;

/**
 * Why a request cannot be built: the field it is in ({@code method}, {@code path}, {@code host}, {@code port},
 * {@code body}, {@code header NAME}), the offset in that field's text (0 when the whole field is meant) and the reason in
 * plain words. A saved request turns the field and offset into a line and column of its file
 * ({@link SavedRequest#locate}).
 */
public record RequestProblem(String field, int offset, String message) {
    @Override
    public String toString() {
        return message.startsWith(field + " ") ? message : field + ": " + message;
    }
}
