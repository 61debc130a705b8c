package dev.vernier.cli;

import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.run.Runner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** The options {@code run} and {@code demo} share: how to measure and where to write. */
public final class MeasureOptions {
  @Option(names = "--forks", paramLabel = "N",
      description = "Fresh JVMs per benchmark and parameter set (default 3; 10 in ss mode; 0"
          + " measures in this JVM, which is flagged NO_FORK).")
  Integer forks;

  @Option(names = "--warmup", paramLabel = "DURATION",
      description = "Warm-up time per fork, thrown away (default ${DEFAULT-VALUE}).",
      defaultValue = "1s")
  String warmup;

  @Option(names = "--time", paramLabel = "DURATION",
      description = "Measurement time per fork (default ${DEFAULT-VALUE}).", defaultValue = "1s")
  String time;

  @Option(names = "--budget", paramLabel = "DURATION",
      description = "Wall time per benchmark including all forks; shared out as warm-up and"
          + " measurement time. Overrides --warmup and --time.")
  String budget;

  @Option(names = "--quick", description = "A short budget (2s per benchmark): a first look.")
  boolean quick;

  @Option(names = "--mode", paramLabel = "MODE",
      description = "avgt (default), thrpt, sample or ss, for every benchmark.")
  String mode;

  @Option(names = "--param", paramLabel = "NAME=V1,V2",
      description = "Values for a @Param, replacing the annotation's. Repeatable.")
  List<String> params = new ArrayList<>();

  @Option(names = "--jvm", paramLabel = "PATH",
      description = "The java executable forks run (default: the one running Vernier).")
  Path jvm;

  @Option(names = "--jvm-args", paramLabel = "'ARGS'",
      description = "Extra JVM arguments for the forks, space separated.")
  String jvmArgs;

  @Option(names = "--timeout", paramLabel = "DURATION",
      description = "A fork running longer than this is killed and its benchmark fails"
          + " (default: 10x its warm-up and measurement time, at least 60s).")
  String timeout;

  @Option(names = "--json", paramLabel = "FILE", description = "Write the result file (vernier/1).")
  Path json;

  @Option(names = "--md", paramLabel = "FILE", description = "Write a Markdown table.")
  Path md;

  @Option(names = "--csv", paramLabel = "FILE", description = "Write a CSV table.")
  Path csv;

  @Option(names = "--rss", description = "Show each benchmark's peak resident memory (the"
      + " largest of its forks' high-water marks) in the table.")
  boolean rss;

  RunOptions toRunOptions() {
    Duration warm = Durations.parse(warmup);
    Duration measure = Durations.parse(time);
    int n = forks == null ? -1 : forks;
    if (n < -1) {
      throw new UsageException("--forks must be 0 or more");
    }
    if (quick || budget != null) {
      Duration b = quick && budget == null ? Duration.ofSeconds(2) : Durations.parse(budget);
      int shared = Math.max(1, n < 0 ? Runner.DEFAULT_FORKS : n);
      // Per fork: about 40% warm-up, 45% measurement; the rest is JVM start-up.
      Duration perFork = b.dividedBy(shared);
      warm = perFork.multipliedBy(40).dividedBy(100);
      measure = perFork.multipliedBy(45).dividedBy(100);
    }
    if (measure.isZero() || measure.isNegative()) {
      throw new UsageException("measurement time must be positive");
    }
    Path java = jvm != null ? jvm : RunOptions.currentJava();
    if (!Files.isExecutable(java)) {
      throw new UsageException("--jvm " + java + " is not an executable java");
    }
    List<String> args = jvmArgs == null || jvmArgs.isBlank()
        ? List.of() : Arrays.asList(jvmArgs.trim().split("\\s+"));
    Duration limit = timeout != null ? Durations.parse(timeout)
        : RunOptions.defaultTimeout(warm, measure);
    return new RunOptions(n, warm, measure, RunOptions.DEFAULT_SAMPLE, mode, java, args, limit,
        paramOverrides());
  }

  private Map<String, List<String>> paramOverrides() {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String p : params) {
      int eq = p.indexOf('=');
      if (eq <= 0 || eq == p.length() - 1) {
        throw new UsageException("bad --param '" + p + "' (expected name=v1,v2)");
      }
      out.put(p.substring(0, eq).trim(), Arrays.asList(p.substring(eq + 1).split(",")));
    }
    return out;
  }
}
