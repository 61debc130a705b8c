package dev.vernier.engine.crosscheck;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
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
   * Runs JMH with {@code args} and its GC profiler (bytes per op), its output in {@code log};
   * tells {@code progress} of each benchmark as JMH starts it, with JMH's own share done and
   * time left (a run of a whole suite takes many minutes).
   *
   * @return the run's wall time in nanoseconds
   * @throws IOException when JMH fails, with the last line it printed
   */
  static long run(Path java, List<Path> classpath, List<String> args, List<String> patterns,
      Path json, Path log, Consumer<String> progress) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(java.toString()));
    if (Boolean.getBoolean("jmh.ignoreLock")) {
      // JMH's own guard against two JMH runs at once (/tmp/jmh.lock): waived here only when
      // waived for this JVM too, as the tests do beside another JMH run on the machine
      cmd.add("-Djmh.ignoreLock=true");
    }
    cmd.addAll(List.of("-cp", classpath.stream().map(Path::toString)
        .collect(Collectors.joining(File.pathSeparator)), "org.openjdk.jmh.Main"));
    cmd.addAll(args);
    cmd.addAll(List.of("-prof", "gc", "-rf", "json", "-rff", json.toString()));
    cmd.addAll(patterns);
    long start = System.nanoTime();
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String last = "";
    try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(),
            StandardCharsets.UTF_8));
        BufferedWriter copy = Files.newBufferedWriter(log)) {
      JmhProgress seen = new JmhProgress(progress);
      for (String line; (line = in.readLine()) != null; ) {
        copy.write(line);
        copy.newLine();
        copy.flush(); // the log can be followed while JMH runs
        seen.accept(line);
        last = line.isBlank() ? last : line;
      }
    }
    int exit = p.waitFor();
    long wall = System.nanoTime() - start;
    if (exit != 0 || !Files.exists(json)) {
      throw new IOException("JMH exited " + exit + ": " + last + " (" + log + ")");
    }
    return wall;
  }

  /**
   * JMH prints a fork's header with {@code # Benchmark: NAME}, then
   * {@code # Run progress: 9.09% complete, ETA 00:20:46}: one line per benchmark from the two.
   */
  static final class JmhProgress implements Consumer<String> {
    private final Consumer<String> progress;
    private String name = "";
    private String told = "";

    JmhProgress(Consumer<String> progress) {
      this.progress = progress;
    }

    @Override
    public void accept(String line) {
      if (line.startsWith("# Benchmark: ")) {
        name = line.substring("# Benchmark: ".length()).trim();
      } else if (line.startsWith("# Run progress: ") && !name.equals(told)) {
        told = name;
        progress.accept("  JMH: " + name + " ("
            + line.substring("# Run progress: ".length()).trim() + ")");
      }
    }
  }
}
