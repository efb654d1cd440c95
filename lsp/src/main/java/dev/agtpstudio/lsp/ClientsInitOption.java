package dev.agtpstudio.lsp;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.agtpstudio.validator.Clients;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The {@code clients} initialization option: which function-calling clients' {@code client/<client>/*} lints the
 * server runs, as a list ({@code "clients": ["openai-strict", "gemini"]}) or a comma-separated string
 * ({@code "openai-strict,gemini"}, {@code "all"}), the names {@code validate --clients} takes. Unknown names are
 * left out, and {@code warn} says which.
 */
final class ClientsInitOption {
    private ClientsInitOption() {}

    static Set<String> from(Object initializationOptions, Consumer<String> warn) {
        if (!(initializationOptions instanceof JsonObject o) || !o.has("clients")) {
            return Set.of();
        }
        JsonElement e = o.get("clients");
        List<String> names = new ArrayList<>();
        if (e.isJsonPrimitive()) {
            for (String s : e.getAsString().split(",")) {
                names.add(s.strip());
            }
        } else if (e.isJsonArray()) {
            JsonArray a = e.getAsJsonArray();
            a.forEach(x -> names.add(x.isJsonPrimitive() ? x.getAsString().strip() : x.toString()));
        } else {
            warn.accept("The clients initialization option is a list of client names or a comma-separated string; "
                    + "client lints are off.");
            return Set.of();
        }
        List<String> known = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (String n : names) {
            if (n.equals("all")) {
                known.addAll(Clients.ALL);
            } else if (Clients.ALL.contains(n)) {
                known.add(n);
            } else if (!n.isEmpty()) {
                unknown.add(n);
            }
        }
        if (!unknown.isEmpty()) {
            warn.accept("Unknown client " + String.join(", ", unknown) + " in the clients initialization option"
                    + " ignored; the clients are " + String.join(", ", Clients.ALL) + " (or all).");
        }
        return Set.copyOf(known);
    }
}
