package dev.agtpstudio.app.server;

import dev.agtpstudio.app.cli.InvokeCommandLine;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.io.ExistingOutput;
import dev.agtpstudio.core.model.EndpointDecl;
import dev.agtpstudio.server.client.request.Environment;
import dev.agtpstudio.server.client.request.RequestBuilder;
import dev.agtpstudio.server.client.request.RequestFileException;
import dev.agtpstudio.server.client.request.RequestFolder;
import dev.agtpstudio.server.client.request.RequestSpec;
import dev.agtpstudio.server.client.request.SavedRequest;
import dev.agtpstudio.server.client.request.Transport;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The invoke panel's requests a designer keeps (docs/invoke.md "Saved requests"): the workspace's {@code requests/}
 * folder listed, a saved request opened into the panel, the panel's request saved, renamed, deleted, its response
 * saved beside it, the environment chosen, and the request copied as an {@code agtp-studio invoke} command or as the
 * raw AGTP request. Files are read and written on the worker; lists and messages change on fx. Replacing a file is
 * the caller's decision: {@link #save} and {@link #saveResponse} answer {@link Write#EXISTS} until told to replace.
 */
public final class SavedRequestsViewModel {
    /** The environment choice meaning "no environment". */
    public static final String NO_ENVIRONMENT = "(no environment)";

    private final Executor worker;
    private final Executor fx;
    private final InvokeViewModel invoke;
    private final ObservableList<String> requests = FXCollections.observableArrayList();
    private final ObservableList<String> environments = FXCollections.observableArrayList(NO_ENVIRONMENT);
    private final StringProperty environment = new SimpleStringProperty(NO_ENVIRONMENT);
    private final ReadOnlyStringWrapper current = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private RequestFolder folder;

    /** What a write did. */
    public enum Write {
        WRITTEN,
        EXISTS,
        FAILED
    }

    public SavedRequestsViewModel(Executor worker, Executor fx, InvokeViewModel invoke) {
        this.worker = worker;
        this.fx = fx;
        this.invoke = invoke;
        environment.addListener((o, a, name) -> environmentChosen(name));
    }

    public ObservableList<String> requests() {
        return requests;
    }

    public ObservableList<String> environments() {
        return environments;
    }

    /** The chosen environment's name, or {@link #NO_ENVIRONMENT}. */
    public StringProperty environmentProperty() {
        return environment;
    }

    /** The saved request last opened or saved ("" for none). */
    public ReadOnlyStringProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    /** What the last action did or why it failed ("" when there is nothing to say). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The workspace folder (call on fx): lists its saved requests and environments; null when none is open. */
    public void setRoot(Path root) {
        RequestFolder f = root == null ? null : new RequestFolder(root);
        boolean other = folder == null || f == null || !folder.dir().equals(f.dir());
        folder = f;
        if (other) {
            current.set("");
            message.set("");
            environment.set(NO_ENVIRONMENT);
        }
        refresh();
    }

    /** Lists the folder again (on the worker), keeping the chosen environment when it still exists. */
    public void refresh() {
        RequestFolder f = folder;
        if (f == null) {
            requests.clear();
            environments.setAll(NO_ENVIRONMENT);
            return;
        }
        worker.execute(() -> {
            try {
                List<String> r = f.requestNames();
                List<String> e = f.environmentNames();
                fx.execute(() -> {
                    if (f != folder) {
                        return;
                    }
                    String env = environment.get();
                    if (!requests.equals(r)) {
                        requests.setAll(r);
                    }
                    List<String> envs = new java.util.ArrayList<>(List.of(NO_ENVIRONMENT));
                    envs.addAll(e);
                    if (!environments.equals(envs)) {
                        environments.setAll(envs);
                    }
                    environment.set(envs.contains(env) ? env : NO_ENVIRONMENT);
                });
            } catch (Exception ex) {
                fx.execute(() -> message.set("Could not list " + f.dir() + ": " + ErrorMessages.describe(ex)));
            }
        });
    }

    /** Opens the saved request {@code name} into the panel; a malformed file is a located message, the panel unchanged. */
    public void open(String name) {
        RequestFolder f = folder;
        if (f == null || name == null) {
            return;
        }
        worker.execute(() -> {
            try {
                SavedRequest r = f.load(name);
                fx.execute(() -> {
                    load(r);
                    current.set(name);
                    message.set("Opened " + RequestFolder.DIR + "/" + name + ".toml");
                });
            } catch (RequestFileException e) {
                fx.execute(() -> message.set(e.getMessage()));
            } catch (Exception e) {
                fx.execute(() -> message.set("Could not open " + name + ": " + ErrorMessages.describe(e)));
            }
        });
    }

    /** Saves the panel's request as {@code name}; {@code then} gets {@link Write#EXISTS} when the file is there and not {@code replace}. */
    public void save(String name, boolean replace, Consumer<Write> then) {
        String problem = RequestFolder.nameProblem(name);
        if (problem != null || folder == null) {
            message.set(folder == null ? "Open a workspace first." : "'" + name + "': " + problem);
            then.accept(Write.FAILED);
            return;
        }
        SavedRequest r = toSaved();
        if (r.spec().method().isBlank()) {
            message.set("Nothing to save: the method is empty.");
            then.accept(Write.FAILED);
            return;
        }
        RequestFolder f = folder;
        write(then, () -> f.save(name, r, replace), "Saved " + RequestFolder.DIR + "/" + name + ".toml", name);
    }

    /**
     * Puts a saved request into the panel, its variables as written: its endpoint when the workspace has one, its host
     * and port when it names them (the local server otherwise), headers and body.
     */
    private void load(SavedRequest saved) {
        RequestSpec r = saved.spec();
        Optional<EndpointDecl> e = invoke.endpoints().stream()
                .filter(d -> InvokeViewModel.same(d, r.method(), r.path())
                        || d.method() != null
                                && d.method().equalsIgnoreCase(r.method())
                                && d.path() != null
                                && RequestBuilder.pathMatches(d.path(), r.path()))
                .findFirst();
        invoke.endpointProperty().set(e.orElse(null));
        invoke.transportProperty().set(r.via());
        invoke.methodProperty().set(r.method());
        invoke.pathProperty().set(r.path());
        invoke.useLocalServerProperty().set(saved.host() == null && saved.port() == null);
        if (saved.host() != null) {
            invoke.hostProperty().set(saved.host());
        }
        if (saved.port() != null) {
            invoke.portProperty().set(saved.port());
        }
        invoke.loadHeadersAndBody(r.headers(), r.body());
        invoke.clearResult();
    }

    /** The panel's request as a saved file keeps it: host and port only when the panel does not send to the local server. */
    private SavedRequest toSaved() {
        RequestSpec s = invoke.spec();
        String body = s.body();
        try {
            body = body.isBlank() ? body : RequestBody.pretty(RequestBody.JSON.readTree(body));
        } catch (Exception e) {
            // a body with variables is not JSON yet: kept as written
        }
        RequestSpec kept = new RequestSpec(s.method(), s.path(), s.headers(), body, s.via());
        return invoke.useLocalServerProperty().get()
                ? new SavedRequest(kept, null, null)
                : new SavedRequest(
                        kept, invoke.hostProperty().get(), invoke.portProperty().get());
    }

    /** Saves the response shown as {@code requests/NAME.response.txt} beside the current saved request. */
    public void saveResponse(boolean replace, Consumer<Write> then) {
        InvokeOutcome o = invoke.outcomeProperty().get();
        String name = current.get();
        if (o == null || name.isEmpty() || folder == null) {
            message.set(
                    name.isEmpty()
                            ? "Save or open a saved request first: the response is kept beside it."
                            : "No response to save yet.");
            then.accept(Write.FAILED);
            return;
        }
        StringBuilder text = new StringBuilder(o.statusLine()).append('\n');
        o.headers()
                .forEach(h ->
                        text.append(h.name()).append(": ").append(h.value()).append('\n'));
        text.append('\n').append(o.prettyBody());
        if (!o.prettyBody().endsWith("\n")) {
            text.append('\n');
        }
        RequestFolder f = folder;
        write(
                then,
                () -> f.saveExample(name, text.toString(), replace),
                "Saved the response as " + RequestFolder.DIR + "/" + name + RequestFolder.EXAMPLE_SUFFIX,
                name);
    }

    public void rename(String from, String to) {
        String problem = RequestFolder.nameProblem(to);
        if (problem != null || folder == null) {
            message.set("'" + to + "': " + problem);
            return;
        }
        RequestFolder f = folder;
        write(w -> {}, () -> f.rename(from, to), "Renamed " + from + " to " + to, to);
    }

    public void delete(String name) {
        RequestFolder f = folder;
        if (f == null) {
            return;
        }
        write(w -> {}, () -> f.delete(name), "Deleted " + RequestFolder.DIR + "/" + name + ".toml", "");
    }

    /** Writes a starter environment {@code requests/environments/NAME.toml} (never over an existing one) and chooses it. */
    public void newEnvironment(String name) {
        String problem = RequestFolder.nameProblem(name);
        if (problem != null || folder == null) {
            message.set("'" + name + "': " + problem);
            return;
        }
        String text =
                "# An environment of AGTP Studio's saved requests (docs/invoke.md): {{name}} in a request is replaced by name's value.\n"
                        + "host = \"127.0.0.1\"\nport = \"4480\"\nagent_id = \"agtp://localhost/agents/agtp-studio\"\nscopes = \"\"\n";
        RequestFolder f = folder;
        write(
                w -> {
                    if (w == Write.WRITTEN) {
                        environment.set(name);
                    }
                },
                () -> f.saveEnvironment(name, text, false),
                "Wrote " + RequestFolder.DIR + "/" + RequestFolder.ENVIRONMENTS + "/" + name
                        + ".toml: edit its variables in the editor",
                current.get());
    }

    /** The panel's request as an {@code agtp-studio invoke} command line, or null with the reason in {@link #messageProperty}. */
    public String copyAsCommand() {
        InvokeViewModel.Built b = built();
        if (b == null) {
            return null;
        }
        InvokeRequest r = b.request();
        if (r.via() != Transport.AGTP) {
            message.set("agtp-studio invoke sends AGTP: choose Via AGTP to copy the command.");
            return null;
        }
        message.set("Copied the agtp-studio invoke command.");
        return InvokeCommandLine.shell(InvokeCommandLine.arguments(
                r.spec(), r.host(), r.port(), invoke.sendsTls(), invoke.trustsSelfSigned()));
    }

    /** The exact AGTP request the panel would send (CRLF line ends), or null with the reason in {@link #messageProperty}. */
    public String copyAsRawRequest() {
        InvokeViewModel.Built b = built();
        if (b == null) {
            return null;
        }
        message.set("Copied the raw AGTP request.");
        return RequestBuilder.wireText(b.request().spec());
    }

    private InvokeViewModel.Built built() {
        InvokeViewModel.Built b = invoke.build();
        if (!b.problems().isEmpty()) {
            message.set("Cannot copy: " + String.join("; ", b.problems()));
            return null;
        }
        return b;
    }

    private void environmentChosen(String name) {
        RequestFolder f = folder;
        if (name == null || NO_ENVIRONMENT.equals(name) || f == null) {
            invoke.environmentProperty().set(null);
            return;
        }
        worker.execute(() -> {
            try {
                Environment e = f.environment(name);
                fx.execute(() -> {
                    if (name.equals(environment.get())) {
                        invoke.environmentProperty().set(e);
                    }
                });
            } catch (RequestFileException e) {
                fx.execute(() -> failedEnvironment(e.getMessage()));
            } catch (Exception e) {
                fx.execute(() ->
                        failedEnvironment("Could not read environment " + name + ": " + ErrorMessages.describe(e)));
            }
        });
    }

    private void failedEnvironment(String why) {
        invoke.environmentProperty().set(null);
        message.set(why);
    }

    private interface FileWork {
        void run() throws Exception;
    }

    private void write(Consumer<Write> then, FileWork work, String done, String nowCurrent) {
        worker.execute(() -> {
            Write w;
            String m;
            try {
                work.run();
                w = Write.WRITTEN;
                m = done;
            } catch (ExistingOutput e) {
                w = Write.EXISTS;
                m = e.getMessage().replace(" (use --force to replace it)", "");
            } catch (Exception e) {
                w = Write.FAILED;
                m = ErrorMessages.describe(e);
            }
            Write result = w;
            String msg = m;
            fx.execute(() -> {
                message.set(msg);
                if (result == Write.WRITTEN) {
                    current.set(nowCurrent);
                }
                refresh();
                then.accept(result);
            });
        });
    }
}
