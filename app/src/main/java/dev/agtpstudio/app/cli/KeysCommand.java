package dev.agtpstudio.app.cli;

import com.nimbusds.jose.jwk.OctetKeyPair;
import dev.agtpstudio.core.io.ErrorMessages;
import dev.agtpstudio.core.io.ExistingOutput;
import dev.agtpstudio.preview.sign.SigningKeys;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code agtp-studio keys new --out DIR}: a manifest signing key pair (docs/signing.md). */
@Command(
        name = "keys",
        mixinStandardHelpOptions = true,
        description = "Manage the keys that sign published manifests (AGTP-API §8.8, docs/signing.md).",
        subcommands = KeysCommand.New.class)
public final class KeysCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }

    /** {@code keys new}. */
    @Command(
            name = "new",
            mixinStandardHelpOptions = true,
            description = "Write a new Ed25519 key pair as JWKs: DIR/" + SigningKeys.PRIVATE_FILE
                    + " (private, mode 0600)"
                    + " and DIR/" + SigningKeys.PUBLIC_FILE + " (public, what verifiers --trust); the kid is the key's"
                    + " RFC 7638 thumbprint.%nExit codes: 0 written, 2 a key file exists (without --force) or cannot"
                    + " be written.")
    static final class New implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(
                names = "--out",
                required = true,
                paramLabel = "DIR",
                description = "Folder to write the two files into.")
        Path out;

        @Option(names = "--force", description = "Replace existing key files (the old key can no longer sign).")
        boolean force;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            try {
                OctetKeyPair k = SigningKeys.writeNew(out, force);
                PrintWriter o = spec.commandLine().getOut();
                o.println("wrote " + out.resolve(SigningKeys.PRIVATE_FILE)
                        + " (private: keep it out of version control)");
                o.println("wrote " + out.resolve(SigningKeys.PUBLIC_FILE) + " (public: give it to verifiers)");
                o.println("kid " + k.getKeyID());
                o.flush();
                return 0;
            } catch (ExistingOutput e) {
                err.println("agtp-studio keys new: " + e.getMessage());
                return 2;
            } catch (IOException e) {
                err.println("agtp-studio keys new: cannot write into " + out + ": " + ErrorMessages.describe(e));
                return 2;
            }
        }
    }
}
