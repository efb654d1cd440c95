package dev.agtpstudio.app;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Set;

/**
 * No protocol client under {@code app/} (docs/decisions/0590): the IDE, the CLI commands and the A2S runner reach a
 * server only through the clients of {@code server.client} (AGTP, A2T over HTTP, MCP, their one TLS setup) and the
 * bounded readers of {@code core.net}, so {@code invoke}, {@code check}, the invoke panel and the tests share one wire
 * code with one set of bounds. A class under {@code dev.agtpstudio.app..} that opens a connection itself (the JDK's
 * HTTP client, a socket, a URL connection, TLS, a socket channel, the MCP SDK's client transports) fails the build.
 * Library classes are matched by name (archunit.properties does not resolve them).
 */
@AnalyzeClasses(
        packages = "dev.agtpstudio.app",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.NoTestJars.class})
class NoProtocolClientInAppTest {
    /** Classes that open or hold a network connection, by fully qualified name. */
    static final Set<String> CONNECTION_CLASSES = Set.of(
            "java.net.Socket",
            "java.net.ServerSocket",
            "java.net.DatagramSocket",
            "java.net.URLConnection",
            "java.net.HttpURLConnection",
            "java.net.JarURLConnection",
            "java.nio.channels.SocketChannel",
            "java.nio.channels.ServerSocketChannel",
            "java.nio.channels.AsynchronousSocketChannel",
            "java.nio.channels.DatagramChannel");

    static final DescribedPredicate<JavaClass> OPENS_CONNECTIONS = resideInAnyPackage(
                    "java.net.http..",
                    "javax.net..",
                    "io.modelcontextprotocol.client..",
                    "io.netty.channel.socket..",
                    "io.netty.bootstrap..")
            .or(describe("a socket or URL connection", c -> CONNECTION_CLASSES.contains(c.getName())))
            .or(simpleNameEndingWith("HttpClient"))
            .as("open network connections (java.net.http, sockets, URL connections, TLS, the MCP SDK's client)");

    @ArchTest
    static final ArchRule noProtocolClientUnderApp = noClasses()
            .that()
            .resideInAPackage("dev.agtpstudio.app..")
            .should()
            .dependOnClassesThat(OPENS_CONNECTIONS)
            .because("protocol clients live in server.client and core.net (docs/decisions/0590)");
}
