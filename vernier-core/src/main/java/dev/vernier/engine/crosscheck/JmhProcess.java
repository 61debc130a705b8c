package dev.vernier.engine.crosscheck;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * JMH's own runner ({@code org.openjdk.jmh.Main}) in a JVM of its own, on the user's class path,
 * writing its JSON result: JMH as its users run it, not a re-implementation of it.
 */
final class JmhProcess {
  private JmhProcess() {}

  /**
   * Whether {@code classpath} has JMH's runner and the benchmark list its annotation processor
   * generates; without both, JMH cannot run the benchmarks.
   */
  static boolean available(List<Path> classpath) {
    List<URL> urls = new ArrayList<>();
    for (Path p : classpath) {
      try {
        urls.add(p.toUri().toURL());
      } catch (MalformedURLException e) {
        return false;
      }
    }
    try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), null)) {
      return loader.getResource("org/openjdk/jmh/Main.class") != null
          && loader.getResource("META-INF/BenchmarkList") != null;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Runs JMH with {@code args} and its GC profiler (bytes per op), its output in {@code log}.
   *
   * @return the run's wall time in nanoseconds
   * @throws IOException when JMH fails, with the last line it printed
   */
  static long run(Path java, List<Path> classpath, List<String> args, List<String> patterns,
      Path json, Path log) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(java.toString(), "-cp", classpath.stream()
        .map(Path::toString).collect(Collectors.joining(File.pathSeparator)),
        "org.openjdk.jmh.Main"));
    cmd.addAll(args);
    cmd.addAll(List.of("-prof", "gc", "-rf", "json", "-rff", json.toString()));
    cmd.addAll(patterns);
    long start = System.nanoTime();
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile())
        .start();
    int exit = p.waitFor();
    long wall = System.nanoTime() - start;
    if (exit != 0 || !Files.exists(json)) {
      List<String> lines = Files.readAllLines(log);
      String last = lines.stream().filter(l -> !l.isBlank()).reduce((a, b) -> b).orElse("");
      throw new IOException("JMH exited " + exit + ": " + last + " (" + log + ")");
    }
    return wall;
  }
}
