package dev.agtpstudio.app.cli;

import dev.agtpstudio.server.client.request.RequestSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * "Copy as {@code agtp-studio invoke}": the arguments of {@link InvokeCommand} that send exactly the request the
 * builder made (method, path, {@code --host}, {@code --port}, one {@code --header=} per header, {@code --body=} (the {@code =} form, so a value starting with {@code -} stays a value), {@code --tls}
 * and {@code --insecure}), and the line a POSIX shell runs. The flags are this class's and the command's only.
 */
public final class InvokeCommandLine {
    private InvokeCommandLine() {}

    /** The arguments after {@code agtp-studio}, starting with {@code invoke}; {@code r} has its variables filled. */
    public static List<String> arguments(RequestSpec r, String host, int port, boolean tls, boolean insecure) {
        List<String> a = new ArrayList<>(List.of("invoke", r.method()));
        if (!r.path().isEmpty()) {
            a.add(r.path());
        }
        a.addAll(List.of("--host", host, "--port", String.valueOf(port)));
        r.headers().forEach((k, v) -> {
            if (!v.isBlank()) {
                a.add("--header=" + k + ": " + v);
            }
        });
        if (!r.body().isBlank()) {
            a.add("--body=" + r.body());
        }
        if (tls) {
            a.add("--tls");
            if (insecure) {
                a.add("--insecure");
            }
        }
        return a;
    }

    /** {@code agtp-studio} and the arguments, each quoted for a POSIX shell where it needs to be. */
    public static String shell(List<String> arguments) {
        StringBuilder sb = new StringBuilder("agtp-studio");
        for (String a : arguments) {
            sb.append(' ').append(quote(a));
        }
        return sb.toString();
    }

    static String quote(String s) {
        if (!s.isEmpty()
                && s.chars().allMatch(c -> Character.isLetterOrDigit(c) && c < 128 || "-_./:=@,+%".indexOf(c) >= 0)) {
            return s;
        }
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
