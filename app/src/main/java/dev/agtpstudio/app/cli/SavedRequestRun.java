package dev.agtpstudio.app.cli;

import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.server.client.request.Environment;
import dev.agtpstudio.server.client.request.RequestBuilder;
import dev.agtpstudio.server.client.request.RequestFileException;
import dev.agtpstudio.server.client.request.RequestFolder;
import dev.agtpstudio.server.client.request.RequestProblem;
import dev.agtpstudio.server.client.request.RequestSpec;
import dev.agtpstudio.server.client.request.SavedRequest;
import dev.agtpstudio.server.client.request.Transport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code invoke --request FILE [--env NAME|FILE]}: the saved request read, its variables filled from the environment
 * through the one {@link RequestBuilder}, host and port from the command line, else the file, else the defaults.
 * Every problem is one located sentence.
 */
final class SavedRequestRun {
    private SavedRequestRun() {}

    /** A saved request that cannot be sent; the message names the file, line and column where it can. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    record Run(RequestSpec request, String host, int port) {}

    /** {@code host} and {@code port} are the command's (given, or its defaults); given ones win over the file's. */
    static Run resolve(Path file, String env, String host, boolean hostGiven, int port, boolean portGiven)
            throws Refused {
        SavedRequest saved;
        try {
            saved = SavedRequest.parse(file, Files.readString(file, StandardCharsets.UTF_8));
        } catch (RequestFileException e) {
            throw new Refused(e.getMessage());
        } catch (IOException e) {
            throw new Refused("cannot read " + file + ": " + ErrorMessages.describe(e));
        }
        if (saved.spec().via() != Transport.AGTP) {
            throw new Refused(
                    file + ": the request is sent via " + saved.spec().via().name()
                            + "; invoke sends AGTP (send it from the IDE's invoke panel, or set via = \"AGTP\")");
        }
        Environment environment = env == null ? null : environment(file, env);
        Map<String, String> vars = environment == null ? Map.of() : environment.variables();
        String envName = environment == null ? null : environment.name();
        RequestBuilder.Resolved r = RequestBuilder.resolve(saved.spec(), vars, envName);
        List<RequestProblem> problems = new ArrayList<>(r.problems());
        String h = hostGiven || saved.host() == null
                ? host
                : RequestBuilder.fill(saved.host(), vars, envName, "host", problems);
        int p = portGiven || saved.port() == null
                ? port
                : RequestBuilder.port(
                        RequestBuilder.fill(saved.port(), vars, envName, "port", problems), "port", problems);
        if (!problems.isEmpty()) {
            throw new Refused(saved.locate(problems.get(0))
                    + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : ""));
        }
        return new Run(r.request(), h, p);
    }

    /** NAME is {@code environments/NAME.toml} beside the request's file; anything with a '/' or ending .toml is a file. */
    private static Environment environment(Path requestFile, String env) throws Refused {
        boolean isFile = env.contains("/") || env.contains(java.io.File.separator) || env.endsWith(".toml");
        Path f;
        String name;
        if (isFile) {
            f = Path.of(env);
            String n = f.getFileName().toString();
            name = n.endsWith(".toml") ? n.substring(0, n.length() - 5) : n;
        } else {
            if (RequestFolder.nameProblem(env) != null) {
                throw new Refused("--env " + env + ": " + RequestFolder.nameProblem(env));
            }
            Path dir = requestFile.toAbsolutePath().getParent();
            f = requestFile.getParent() == null
                    ? Path.of(RequestFolder.ENVIRONMENTS, env + ".toml")
                    : requestFile
                            .getParent()
                            .resolve(RequestFolder.ENVIRONMENTS)
                            .resolve(env + ".toml");
            name = env;
            if (dir == null) {
                throw new Refused("--env " + env + ": no folder beside " + requestFile);
            }
        }
        try {
            return Environment.parse(name, f, Files.readString(f, StandardCharsets.UTF_8));
        } catch (RequestFileException e) {
            throw new Refused(e.getMessage());
        } catch (java.nio.file.NoSuchFileException e) {
            throw new Refused("--env " + env + ": there is no " + f);
        } catch (IOException e) {
            throw new Refused("cannot read " + f + ": " + ErrorMessages.describe(e));
        }
    }
}
