package dev.vernier.engine.crosscheck;

import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.run.Runner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * For rows where the two tools do not agree: one more fork of each, JMH's with the user's JMH
 * options and Vernier's with the run's, both with HotSpot's compilation log, and what the logs
 * say the JITs made of the benchmark ({@link JitEvidence}). A separate fork, not a measured
 * one: writing the log costs the JIT's threads time, and the figures must not pay it.
 *
 * @param jmhArgs the user's JMH options; their fork count is replaced by one
 * @param dir where each row's logs go, a directory per row
 */
record JitDiagnosis(Path java, List<Path> classpath, List<String> jmhArgs, RunOptions vernier,
    Path dir, String vernierVersion) {

  /** HotSpot's flags that write every compilation, inlining included, to {@code prefix-pidN.log}. */
  static List<String> logFlags(Path prefix) {
    return List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation",
        "-XX:LogFile=" + prefix + "-%p.log");
  }

  /** Per row id, the JIT's evidence (none where the logs agree); progress told of each row. */
  Map<String, List<String>> diagnose(List<BenchmarkTask> tasks, Consumer<String> progress)
      throws IOException, InterruptedException {
    Map<String, List<String>> out = new LinkedHashMap<>();
    int i = 0;
    for (BenchmarkTask task : tasks) {
      progress.accept(String.format("JIT log %d of %d: %s, a fork of each tool with"
          + " -XX:+LogCompilation", ++i, tasks.size(), task.id()));
      Path rowDir = dir.resolve(task.id().replaceAll("[^A-Za-z0-9._=-]", "_"));
      Files.createDirectories(rowDir);
      String method = task.benchmark().className() + "::" + task.benchmark().method();
      JitLog.Compiled jmh = JitLog.read(jmh(task, rowDir), method);
      JitLog.Compiled ours = JitLog.read(vernier(task, rowDir), method);
      out.put(task.id(), JitEvidence.compare(method, jmh, ours));
    }
    return out;
  }

  private List<Path> jmh(BenchmarkTask task, Path rowDir) throws IOException,
      InterruptedException {
    List<String> args = new ArrayList<>(oneFork(jmhArgs));
    for (String flag : logFlags(rowDir.resolve("jmh"))) {
      args.add("-jvmArgsAppend");
      args.add(flag);
    }
    task.params().forEach((k, v) -> {
      args.add("-p");
      args.add(k + "=" + v);
    });
    String pattern = "^" + Pattern.quote(task.benchmark().qualifiedName()) + "$";
    JmhProcess.run(java, classpath, args, List.of(pattern), rowDir.resolve("jmh.json"),
        rowDir.resolve("jmh.log"), line -> { });
    return logs(rowDir, "jmh-");
  }

  private List<Path> vernier(BenchmarkTask task, Path rowDir) throws IOException {
    List<String> jvmArgs = new ArrayList<>(vernier.jvmArgs());
    jvmArgs.addAll(logFlags(rowDir.resolve("vernier")));
    new Runner(vernier.withForks(1).withJvmArgs(jvmArgs), classpath, new RunListener() { },
        vernierVersion).run(List.of(task));
    return logs(rowDir, "vernier-");
  }

  /** The user's JMH options with one fork: {@code -f N} taken out, {@code -f 1} put in. */
  static List<String> oneFork(List<String> args) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      if ("-f".equals(args.get(i))) {
        i++; // and its value
      } else {
        out.add(args.get(i));
      }
    }
    out.add("-f");
    out.add("1");
    return out;
  }

  private static List<Path> logs(Path rowDir, String prefix) throws IOException {
    try (Stream<Path> files = Files.list(rowDir)) {
      return files.filter(f -> f.getFileName().toString().startsWith(prefix)
          && f.getFileName().toString().endsWith(".log")).sorted().toList();
    }
  }
}
