package dev.agtpstudio.lsp.rpc;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * Checks one frame's body before LSP4J sees it: UTF-8, nesting depth, strict JSON, and the shape of a JSON-RPC 2.0
 * message (an object with {@code "jsonrpc":"2.0"}, a string {@code method}, an integer or string {@code id}). A
 * body that fails gets the error JSON-RPC 2.0 names: -32700 when it is not JSON, -32600 when it is not a valid
 * message; the answer carries the message's {@code id} when one can be read, else null, as the spec says.
 */
final class MessageCheck {
    private static final TypeAdapter<JsonElement> TREE = new Gson().getAdapter(JsonElement.class);

    /** A body that passed ({@code json}, {@code message}) or the error to answer instead. */
    record Result(String json, JsonObject message, int code, String error, Either<String, Number> id) {
        static Result ok(String json, JsonObject message) {
            return new Result(json, message, 0, null, null);
        }

        static Result refused(int code, String error, Either<String, Number> id) {
            return new Result(null, null, code, error, id);
        }

        boolean passed() {
            return error == null;
        }
    }

    private MessageCheck() {}

    static Result check(byte[] body, int maxDepth) {
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (CharacterCodingException e) {
            return Result.refused(
                    ResponseErrorCode.ParseError.getValue(),
                    "Parse error: the message is not valid UTF-8 (the encoding the base protocol uses).",
                    IdScan.find(new String(body, StandardCharsets.UTF_8)));
        }
        return check(text, maxDepth);
    }

    static Result check(String text, int maxDepth) {
        if (Depth.exceeds(text, maxDepth)) {
            return Result.refused(
                    ResponseErrorCode.InvalidRequest.getValue(),
                    "Invalid request: the message nests objects and arrays deeper than " + maxDepth + " levels.",
                    IdScan.find(text));
        }
        JsonElement tree;
        try {
            JsonReader reader = new JsonReader(new StringReader(text));
            reader.setStrictness(Strictness.STRICT);
            tree = TREE.read(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new IOException("trailing data after the message at " + reader.getPath());
            }
        } catch (IOException | RuntimeException e) {
            return Result.refused(
                    ResponseErrorCode.ParseError.getValue(),
                    "Parse error: the message is not valid JSON" + RpcErrorReplies.where(e.getMessage()) + ".",
                    IdScan.find(text));
        }
        return shape(text, tree);
    }

    private static Result shape(String text, JsonElement tree) {
        int invalid = ResponseErrorCode.InvalidRequest.getValue();
        if (!tree.isJsonObject()) {
            return Result.refused(
                    invalid,
                    tree.isJsonArray()
                            ? "Invalid request: batches (arrays of messages) are not part of the language server protocol."
                            : "Invalid request: a message must be a JSON object.",
                    null);
        }
        JsonObject o = tree.getAsJsonObject();
        Either<String, Number> id = id(o.get("id"));
        boolean hasId = o.has("id") && !o.get("id").isJsonNull();
        if (hasId && id == null) {
            return Result.refused(invalid, "Invalid request: \"id\" must be an integer or a string.", null);
        }
        JsonElement v = o.get("jsonrpc");
        if (v == null || !v.isJsonPrimitive() || !"2.0".equals(v.getAsString())) {
            return Result.refused(invalid, "Invalid request: \"jsonrpc\" must be \"2.0\".", id);
        }
        JsonElement method = o.get("method");
        if (method != null
                && !(method.isJsonPrimitive() && method.getAsJsonPrimitive().isString())) {
            return Result.refused(invalid, "Invalid request: \"method\" must be a string.", id);
        }
        if (method == null && !hasId) {
            return Result.refused(
                    invalid,
                    "Invalid request: a message needs a \"method\" (request, notification) or an \"id\" (response).",
                    null);
        }
        return Result.ok(text, o);
    }

    /** An integer or string id, else null. */
    static Either<String, Number> id(JsonElement e) {
        if (e == null || !e.isJsonPrimitive()) {
            return null;
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        if (p.isString()) {
            return Either.forLeft(p.getAsString());
        }
        if (p.isNumber()) {
            try {
                return Either.forRight(p.getAsBigDecimal().intValueExact());
            } catch (ArithmeticException notAnInt) {
                return null;
            }
        }
        return null;
    }

    /** Counts nesting outside strings without parsing, so no depth of input can exhaust the parser's stack. */
    static final class Depth {
        private Depth() {}

        static boolean exceeds(CharSequence s, int max) {
            int depth = 0;
            boolean inString = false;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (inString) {
                    if (c == '\\') {
                        i++;
                    } else if (c == '"') {
                        inString = false;
                    }
                } else if (c == '"') {
                    inString = true;
                } else if (c == '{' || c == '[') {
                    if (++depth > max) {
                        return true;
                    }
                } else if (c == '}' || c == ']') {
                    depth--;
                }
            }
            return false;
        }
    }
}
