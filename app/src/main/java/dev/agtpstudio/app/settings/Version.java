package dev.agtpstudio.app.settings;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/** The product version, filtered into {@code version.properties} by the build. */
public final class Version {
    private Version() {}

    public static String get() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("/dev/agtpstudio/app/version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // fall through to "unknown"
        }
        return p.getProperty("version", "unknown");
    }

    /** picocli's {@code --version}. */
    public static final class Provider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {
                "agtp-studio " + get(),
                "catalog " + dev.agtpstudio.core.catalog.MethodCatalog.bundled().version(),
                "Java " + System.getProperty("java.version")
            };
        }
    }
}
