package dev.vernier.engine.crosscheck;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.heap.HeapPolicy;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.HeapSetting;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.run.Runner;
import dev.vernier.engine.verdict.ResultReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code vernier crosscheck}: JMH, Vernier, JMH, Vernier, ... on the same benchmarks, one after
 * the other, so both tools see the same window of a machine whose speed moves within the hour;
 * every run's JSON kept in the output directory.
 *
 * @param jmhArgs JMH's own options ({@code -f 3 -wi 5 -w 2s -i 5 -r 2s})
 * @param rounds how many JMH-then-Vernier pairs
 * @param out where each run's JSON and JMH's output go
 * @param listener told of Vernier's forks as they run, as {@code vernier run} is
 * @param jitLogs for the rows that do not agree, a fork of each tool with the JIT's compilation
 *     log afterwards ({@link JitDiagnosis}), whose differences the row names
 */
public record CrossCheckRun(Path java, List<Path> classpath, List<String> patterns,
    List<String> jmhArgs, int rounds, RunOptions vernier, Path out, String vernierVersion,
    RunListener listener, boolean jitLogs) {

  /** Runs both tools in turn; {@code progress} hears of each run and of each JMH benchmark. */
  public CrossCheck.Result run(Consumer<String> progress)
      throws IOException, InterruptedException, DiscoveryException,
      ResultReader.UnreadableException {
    if (!JmhProcess.available(classpath)) {
      throw new IllegalArgumentException("crosscheck needs JMH on --cp: jmh-core and the"
          + " META-INF/BenchmarkList its annotation processor writes");
    }
    Files.createDirectories(out);
    List<BenchmarkTask> tasks = Planner.plan(classpath, classpath, "", patterns, vernier,
        note -> progress.accept("vernier: " + note.line()));
    if (tasks.isEmpty()) {
      throw new IllegalArgumentException("no benchmark on --cp matches " + patterns);
    }
    List<CrossCheck.ToolRun> jmh = new ArrayList<>();
    List<CrossCheck.ToolRun> ours = new ArrayList<>();
    for (int i = 1; i <= rounds; i++) {
      Path jmhJson = out.resolve("jmh-" + i + ".json");
      Files.deleteIfExists(jmhJson);
      progress.accept(String.format("JMH run %d of %d (%s), its output in %s", i, rounds,
          String.join(" ", jmhArgs), out.resolve("jmh-" + i + ".log")));
      long wall = JmhProcess.run(java, classpath, jmhArgs, patterns, jmhJson,
          out.resolve("jmh-" + i + ".log"), progress);
      jmh.add(new CrossCheck.ToolRun(ResultReader.read(jmhJson), jmhHeapFlags(jmhJson),
          Map.of(), wall));
      progress.accept(String.format("JMH run %d of %d: %.0f s", i, rounds, wall / 1e9));

      progress.accept(String.format("Vernier run %d of %d: %d benchmarks", i, rounds,
          tasks.size()));
      long start = System.nanoTime();
      RunResult result = new Runner(vernier, classpath, listener, vernierVersion).run(tasks);
      wall = System.nanoTime() - start;
      Path json = out.resolve("vernier-" + i + ".json");
      ResultFiles.write(json, result);
      ours.add(new CrossCheck.ToolRun(ResultReader.read(json), vernierHeapFlags(result),
          warnings(result), wall));
      progress.accept(String.format("Vernier run %d of %d: %.0f s", i, rounds, wall / 1e9));
    }
    CrossCheck.Result result = CrossCheck.of(jmh, ours);
    List<BenchmarkTask> apart = tasks.stream().filter(t -> result.rows().stream()
        .anyMatch(r -> r.id().equals(t.id()) && Boolean.FALSE.equals(r.agree()))).toList();
    if (!jitLogs || apart.isEmpty()) {
      return result;
    }
    JitDiagnosis jit = new JitDiagnosis(java, classpath, jmhArgs, vernier, out.resolve("jit"),
        vernierVersion);
    return result.withEvidence(jit.diagnose(apart, progress));
  }

  /** Per benchmark, the heap flags among the JVM arguments JMH's forks ran with. */
  static Map<String, List<String>> jmhHeapFlags(Path json) throws IOException {
    Map<String, List<String>> out = new HashMap<>();
    for (JsonNode b : ResultFiles.mapper().readTree(json.toFile())) {
      List<String> args = new ArrayList<>();
      b.path("jvmArgs").forEach(a -> args.add(a.asText()));
      out.put(ResultReader.jmhId(b.path("benchmark").asText(), b.path("params")),
          memoryFlags(args));
    }
    return out;
  }

  /** Per row, the flags that set its forks' heap: the policy's, or the forks' own. */
  static Map<String, List<String>> vernierHeapFlags(RunResult r) {
    List<String> forkArgs = r.environment().jvm() == null
        || r.environment().jvm().inputArguments() == null ? List.of()
        : r.environment().jvm().inputArguments();
    Map<String, List<String>> out = new HashMap<>();
    for (BenchmarkResult b : r.benchmarks()) {
      HeapSetting h = b.run().heapPolicy();
      out.put(b.id(), memoryFlags(h != null && HeapSetting.FIXED.equals(h.policy()) ? h.flags()
          : forkArgs));
    }
    return out;
  }

  /**
   * The flags that set what the forks' memory costs: the heap's, and transparent huge pages, so
   * that both tools' flags are read the same way (JMH given Vernier's policy by hand matches).
   */
  static List<String> memoryFlags(List<String> args) {
    List<String> out = new ArrayList<>(HeapPolicy.heapFlagsIn(args));
    args.stream().filter(a -> a.endsWith("UseTransparentHugePages") && !out.contains(a))
        .forEach(out::add);
    return out;
  }

  private static Map<String, List<String>> warnings(RunResult r) {
    Map<String, List<String>> out = new HashMap<>();
    for (BenchmarkResult b : r.benchmarks()) {
      out.put(b.id(), b.evidence().warnings() == null ? List.of()
          : b.evidence().warnings().stream().map(Warning::code).distinct().toList());
    }
    return out;
  }
}
