package dev.vernier.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.apache.maven.shared.invoker.DefaultInvocationRequest;
import org.apache.maven.shared.invoker.DefaultInvoker;
import org.apache.maven.shared.invoker.InvocationRequest;
import org.apache.maven.shared.invoker.InvocationResult;
import org.apache.maven.shared.invoker.MavenInvocationException;

/**
 * A real Maven build of a small user project, as a user would run it: the {@code mvn} of the
 * outer build (its {@code maven.home}), the same JDK, offline, against the local repository the
 * outer build installs into. Each project is copied from {@code src/test/projects} to its own
 * directory under {@code target/it} first, so a build never sees another's output.
 *
 * <p>The outer build hands everything over as system properties (see this module's POM):
 * {@code it.localRepository}, {@code it.projects}, {@code it.work}, and {@code it.build.NAME},
 * which every nested build receives as {@code -DNAME}.
 */
final class NestedBuild {
  private static final int TIMEOUT_SECONDS = 600;
  private static final String BUILD_PROPERTY = "it.build.";

  private final Path dir;
  private final Map<String, String> properties = new LinkedHashMap<>();
  private int runs;

  private NestedBuild(Path dir) {
    this.dir = dir;
    for (String name : System.getProperties().stringPropertyNames()) {
      if (name.startsWith(BUILD_PROPERTY)) {
        properties.put(name.substring(BUILD_PROPERTY.length()), System.getProperty(name));
      }
    }
  }

  /** A fresh copy of {@code src/test/projects/<project>} in {@code target/it/<copy>}. */
  static NestedBuild copyOf(String project, String copy) {
    Path from = Path.of(required("it.projects")).resolve(project);
    Path to = Path.of(required("it.work")).resolve(copy);
    try {
      deleteTree(to);
      try (Stream<Path> files = Files.walk(from)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Path target = to.resolve(from.relativize(f).toString());
          if (Files.isDirectory(f)) {
            Files.createDirectories(target);
          } else {
            Files.copy(f, target, StandardCopyOption.REPLACE_EXISTING);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new NestedBuild(to);
  }

  Path dir() {
    return dir;
  }

  /** {@code -Dname=value} for the builds that follow. */
  NestedBuild with(String name, String value) {
    properties.put(name, value);
    return this;
  }

  /** Runs {@code mvn -o -B -D... args} in the project and returns its exit code and log. */
  Result run(String... args) {
    List<String> log = new ArrayList<>();
    InvocationRequest request = new DefaultInvocationRequest()
        .setBaseDirectory(dir.toFile())
        .setPomFile(dir.resolve("pom.xml").toFile())
        .setOffline(true)
        .setBatchMode(true)
        .setLocalRepositoryDirectory(Path.of(required("it.localRepository")).toFile())
        .setJavaHome(Path.of(System.getProperty("java.home")).toFile())
        .setMavenHome(Path.of(required("maven.home")).toFile())
        .setProperties(asProperties(properties))
        .addArgs(Arrays.asList(args))
        .setOutputHandler(log::add)
        .setErrorHandler(log::add);
    request.setTimeoutInSeconds(TIMEOUT_SECONDS);
    try {
      InvocationResult result = new DefaultInvoker().execute(request);
      if (result.getExecutionException() != null) {
        throw new IllegalStateException("cannot run Maven", result.getExecutionException());
      }
      String text = String.join("\n", log);
      Files.writeString(dir.resolve("build-" + ++runs + ".log"), text); // to look at afterwards
      return new Result(result.getExitCode(), text, dir);
    } catch (MavenInvocationException e) {
      throw new IllegalStateException("cannot run Maven", e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * What a nested build left.
   *
   * @param exitCode Maven's exit code: 0 when the build succeeded
   * @param log everything it printed
   * @param dir the project directory, for its {@code target}
   */
  record Result(int exitCode, String log, Path dir) {
    /** The last lines of the log, for an assertion's description. */
    String tail() {
      String[] lines = log.split("\n");
      return String.join("\n",
          Arrays.copyOfRange(lines, Math.max(0, lines.length - 60), lines.length));
    }
  }

  private static Properties asProperties(Map<String, String> map) {
    Properties p = new Properties();
    p.putAll(map);
    return p;
  }

  private static String required(String property) {
    String v = System.getProperty(property);
    if (v == null || v.isBlank()) {
      throw new IllegalStateException("system property " + property + " is not set: run this"
          + " test through Maven (mvn install), whose POM sets it");
    }
    return v;
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
        Files.delete(f);
      }
    }
  }
}
