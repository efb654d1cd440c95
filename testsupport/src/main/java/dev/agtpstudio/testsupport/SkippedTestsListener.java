package dev.agtpstudio.testsupport;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Prints {@code SKIPPED <test>: <reason>} on the console for every test that is disabled or whose assumption fails
 * (a test that needs {@code ../shared} in a fresh clone), so a skip is never silent. Registered for every module
 * through {@code META-INF/services}. It writes to the process's own standard error: Surefire sends a test's
 * {@code System.out} and {@code System.err} to report files, but shows the forked JVM's standard error on the console,
 * even with {@code mvn -q} (docs/decisions/0613). The skipped cases of one parameterized test are one line, printed
 * when the test has finished: {@code SKIPPED Class.method: 35 cases (first: [1] ...: reason)}.
 */
public final class SkippedTestsListener implements TestExecutionListener {
    static final String ASSUMPTION_PREFIX = "Assumption failed: ";
    private final PrintStream console;
    /** Skipped cases of parameterized tests still running, by the parameterized test's id. */
    private final Map<String, Cases> cases = new LinkedHashMap<>();

    private static final class Cases {
        int count;
        String first;
    }

    public SkippedTestsListener() {
        this(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
    }

    SkippedTestsListener(PrintStream console) {
        this.console = console;
    }

    @Override
    public synchronized void executionSkipped(TestIdentifier test, String reason) {
        report(test, reason);
    }

    @Override
    public synchronized void executionFinished(TestIdentifier test, TestExecutionResult result) {
        Cases c = cases.remove(test.getUniqueId());
        if (c != null) {
            console.println("SKIPPED " + name(test) + ": "
                    + (c.count == 1 ? c.first : c.count + " cases (first: " + c.first + ")"));
        }
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            String reason = result.getThrowable().map(Throwable::getMessage).orElse("aborted");
            report(
                    test,
                    reason != null && reason.startsWith(ASSUMPTION_PREFIX)
                            ? reason.substring(ASSUMPTION_PREFIX.length())
                            : reason);
        }
    }

    private void report(TestIdentifier test, String reason) {
        String name = name(test);
        if (invocation(test) && test.getParentId().isPresent()) {
            Cases c = cases.computeIfAbsent(test.getParentId().get(), k -> new Cases());
            if (c.count++ == 0) {
                c.first = test.getDisplayName() + ": " + reason;
            }
            return;
        }
        console.println("SKIPPED " + name + ": " + reason);
    }

    /** One case of a parameterized (or repeated) test. */
    private static boolean invocation(TestIdentifier test) {
        return test.getSource().orElse(null) instanceof MethodSource m
                && !test.getDisplayName().startsWith(m.getMethodName() + "(");
    }

    /** {@code SimpleClass.method} (with the invocation's display name for a parameterized test), else the display name. */
    static String name(TestIdentifier test) {
        TestSource source = test.getSource().orElse(null);
        if (source instanceof MethodSource m) {
            String cls = m.getClassName().substring(m.getClassName().lastIndexOf('.') + 1);
            String display = test.getDisplayName();
            boolean invocation = !display.startsWith(m.getMethodName() + "(");
            return cls + "." + m.getMethodName() + (invocation ? " " + display : "");
        }
        if (source instanceof ClassSource c) {
            return c.getClassName().substring(c.getClassName().lastIndexOf('.') + 1);
        }
        return test.getDisplayName();
    }
}
