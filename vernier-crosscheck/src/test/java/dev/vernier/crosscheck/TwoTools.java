package dev.vernier.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.run.Runner;
import dev.vernier.samples.ParseBench;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Bytes per op of the same methods from JMH with its GC profiler ({@code gc.alloc.rate.norm},
 * from the same per-thread counter) and from Vernier, each in its own forked JVMs, keyed by
 * {@code Class.method} (JMH's wrappers {@code XJmh} are keyed as the sample {@code XBench}).
 */
final class TwoTools {
  private TwoTools() {}

  static Map<String, Double> jmh(String include, Duration warmup, int forks) throws Exception {
    // JMH's Runner reads it once, when first loaded: without it, a JMH run elsewhere on the
    // machine holds /tmp/jmh.lock and this test dies. Bytes per op do not feel a neighbour.
    System.setProperty("jmh.ignoreLock", "true");
    Options options = new OptionsBuilder()
        .include(include)
        .forks(forks)
        .warmupIterations(4).warmupTime(TimeValue.milliseconds(warmup.toMillis() / 4))
        .measurementIterations(3).measurementTime(TimeValue.milliseconds(200))
        .addProfiler(GCProfiler.class)
        .shouldFailOnError(true)
        .verbosity(VerboseMode.SILENT)
        .build();
    Map<String, Double> out = new TreeMap<>();
    for (org.openjdk.jmh.results.RunResult r : new org.openjdk.jmh.runner.Runner(options).run()) {
      Result<?> norm = r.getSecondaryResults().get("gc.alloc.rate.norm");
      out.put(simpleName(r.getParams().getBenchmark()).replace("Jmh.", "Bench."),
          norm.getScore());
    }
    System.out.println("B/op, JMH gc.alloc.rate.norm: " + out);
    return out;
  }

  static Map<String, Number> vernier(List<String> patterns, Duration warmup, int forks)
      throws Exception {
    List<Path> cp = List.of(location(Truths.class), location(ParseBench.class));
    RunOptions options = new RunOptions(forks, warmup, Duration.ofMillis(400),
        RunOptions.DEFAULT_SAMPLE, "avgt", RunOptions.currentJava(), List.of(),
        Duration.ofSeconds(120), Map.of(), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR);
    RunResult result = new Runner(options, cp, new RunListener() {}, "test")
        .run(Planner.plan(cp, "dev.vernier", patterns, options));
    Map<String, Number> out = new TreeMap<>();
    for (BenchmarkResult b : result.benchmarks()) {
      assertThat(b.status()).as("%s: %s", b.id(), b.error()).isEqualTo("ok");
      assertThat(b.evidence().forks()).as("every fork of %s reads the same bytes", b.id())
          .allSatisfy(f -> assertThat(f.allocatedBytesPerOp())
              .isEqualTo(b.memory().allocatedBytesPerOp()));
      out.put(simpleName(b.id()), b.memory().allocatedBytesPerOp());
    }
    System.out.println("B/op, Vernier: " + out);
    return out;
  }

  /** Vernier's figure is exact, and JMH's, rounded to the byte, is the same number. */
  static long agreed(String benchmark, Map<String, Double> jmh, Map<String, Number> vernier) {
    Number v = vernier.get(benchmark);
    Double j = jmh.get(benchmark);
    assertThat(j).as("JMH %s", benchmark).isNotNull();
    assertThat(v).as("Vernier %s (JMH read %s)", benchmark, j).isInstanceOf(Long.class);
    assertThat(Math.round(j)).as("JMH %s read %s B/op, Vernier %s", benchmark, j, v)
        .isEqualTo(v.longValue());
    return v.longValue();
  }

  /**
   * JMH's figure above Vernier's exact one. JMH 1.37 on JDK 17 sums the counters of every thread
   * of its fork ({@code getAllThreadIds}), so its figure carries its own threads' bytes spread
   * over the iteration's calls: nothing when an iteration makes millions of calls, several bytes
   * when it makes a thousand.
   */
  static double excess(String benchmark, Map<String, Double> jmh, Map<String, Number> vernier) {
    Number v = vernier.get(benchmark);
    Double j = jmh.get(benchmark);
    assertThat(j).as("JMH %s", benchmark).isNotNull();
    assertThat(v).as("Vernier %s (JMH read %s)", benchmark, j).isInstanceOf(Long.class);
    return j - v.longValue();
  }

  private static String simpleName(String qualified) {
    String[] parts = qualified.split("\\.");
    return parts[parts.length - 2] + "." + parts[parts.length - 1];
  }

  private static Path location(Class<?> c) throws URISyntaxException {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
