package dev.vernier.cli;

import dev.vernier.engine.heap.HeapPolicy;
import dev.vernier.engine.perturb.Perturbation;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.profile.ProfileRequest;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options {@code run} and {@code demo} share: how to measure and where to write. */
public final class MeasureOptions {
  @Option(names = "--forks", paramLabel = "N",
      description = "Fresh JVMs per benchmark and parameter set. Default: as many as the budget"
          + " and the target error call for, at least 2 (10 in ss mode); with N the budget is"
          + " shared evenly over N forks; 0 measures in this JVM, which is flagged NO_FORK.")
  Integer forks;

  @Option(names = "--budget", paramLabel = "DURATION",
      description = "Wall time per benchmark, all forks and JVM start-up included (default"
          + " 10s). Measuring stops sooner once the interval is within --target-error.")
  String budget;

  @Option(names = "--quick", description = "A 2s budget per benchmark: a first look.")
  boolean quick;

  @Option(names = "--target-error", paramLabel = "PCT",
      description = "Stop once the 99.9%% interval of the median is within +-PCT of it"
          + " (default 1%%).")
  String targetError;

  @Option(names = "--warmup", paramLabel = "DURATION",
      description = "Fixed warm-up per fork instead of warming until steady state (JMH's way;"
          + " with it, forks default to 3 and measure for --time).")
  String warmup;

  @Option(names = "--time", paramLabel = "DURATION",
      description = "Fixed measurement time per fork instead of the adaptive schedule"
          + " (default with --warmup: 1s).")
  String time;

  @Option(names = "--mode", paramLabel = "MODE",
      description = "avgt (default), thrpt, sample or ss, for every benchmark.")
  String mode;

  @Option(names = "--threads", paramLabel = "N",
      description = "Run every benchmark on N threads at once (each with its own instance of"
          + " the benchmark class), overriding @Threads: avgt and thrpt modes.")
  Integer threads;

  @Option(names = "--round-robin", negatable = true, defaultValue = "true",
      fallbackValue = "true",
      description = "One fork of each benchmark in turn, round after round, so that all rows"
          + " see the same machine states (the default); --no-round-robin runs each"
          + " benchmark's forks back to back.")
  boolean roundRobin;

  @Option(names = "--fixed-heap", paramLabel = "auto|off|SIZE", defaultValue = "auto",
      description = "Give the forks a fixed heap touched before warm-up (-Xms=-Xmx, "
          + "-XX:+AlwaysPreTouch, no huge pages): auto (default) where "
          + "new memory is slow (SLOW_PAGE_FAULTS), at 512m; SIZE (e.g. 1g) everywhere; off. "
          + "Never over heap flags of --jvm-args or @Fork.")
  String fixedHeap;

  @Option(names = "--perturb", description = "Give every fork its own seeded draw of layout"
      + " perturbations (code alignment, compile thresholds, heap base, identity hash, command"
      + " line and environment size), two forks a draw. Each fork's draw is in the result file;"
      + " the row says how much of its spread the draws explain.")
  boolean perturb;

  @Option(names = "--perturb-levers", paramLabel = "LEVERS", description = "With --perturb, only"
      + " these levers (comma-separated): loop-alignment, entry-alignment, thresholds,"
      + " heap-base, hash-code, command-line, environment. Default: all.")
  String perturbLevers;

  @Option(names = "--perturb-seed", paramLabel = "N",
      description = "The seed of --perturb's draws (default: a new one each run, recorded in the"
          + " result file): the same seed draws the same flags for every fork again.")
  Long perturbSeed;

  @Option(names = "--param", paramLabel = "NAME=V1,V2",
      description = "Values for a @Param, replacing the annotation's. Repeatable.")
  List<String> params = new ArrayList<>();

  @Mixin
  JvmOptions jvm = new JvmOptions(); // --jvm, --jvm-args, shared with env and validate

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

  @Option(names = "--html", paramLabel = "FILE",
      description = "Write the one-file HTML report (plots, sortable table, flame graphs).")
  Path html;

  @Mixin OverwriteOption overwrite;

  /** The files asked for, checked before anything is measured. */
  OutputFiles outputs() {
    return new OutputFiles().add("--json", json).add("--md", md).add("--csv", csv)
        .add("--html", html).check(overwrite.overwrite);
  }

  // Profiling (issue 7): appended last so the other options' code stays as it is.
  @Option(names = "--profile", paramLabel = "EVENT",
      description = "Profile each benchmark's measurement phase: cpu, alloc or wall. Writes"
          + " collapsed stacks and an HTML flame graph per benchmark under --out, and the top"
          + " frames with their Amdahl limits in the table and the result file.")
  String profile;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Where profiles and other artefacts go (default ${DEFAULT-VALUE}). Nothing"
          + " there is replaced: a benchmark's files are ID.html, ID.collapsed, or ID-2...,"
          + " when an earlier run left those.",
      defaultValue = "vernier-out")
  Path out;

  @Option(names = "--profile-engine", paramLabel = "ENGINE",
      description = "auto (async-profiler, else JFR; default), async-profiler or jfr.",
      defaultValue = "auto")
  String profileEngine;

  @Option(names = "--profile-interval", paramLabel = "N",
      description = "Sampling interval: a duration for cpu and wall (default: 1ms to 10ms, so"
          + " that the measurement gives about 2000 samples), bytes for alloc (default 524288).")
  String profileInterval;

  @Option(names = "--counters",
      description = "Hardware counters (cycles, instructions, branch and cache misses) where the"
          + " machine exposes them; says once when it does not.")
  boolean counters;

  /** {@code --profile} as the engine's request, null without it; bad values are usage errors. */
  ProfileRequest profileRequest() {
    if (profile == null) {
      return null;
    }
    try {
      String event = ProfileRequest.checkEvent(profile);
      String engine = ProfileRequest.checkEngine(profileEngine);
      long interval = parseInterval("--profile-interval", event, profileInterval);
      Files.createDirectories(out);
      return new ProfileRequest(event, engine, out.toAbsolutePath().toString(), interval);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    } catch (IOException e) {
      String why = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
          : e.getClass().getSimpleName();
      throw new UsageException("cannot create --out " + out + ": " + why);
    }
  }

  /** A sampling interval: a duration for cpu and wall, bytes for alloc; 0 when not given. */
  static long parseInterval(String option, String event, String text) {
    if (text == null) {
      return 0;
    }
    long v;
    if ("alloc".equals(event)) {
      try {
        v = Long.parseLong(text.trim());
      } catch (NumberFormatException e) {
        throw new UsageException("bad " + option + " '" + text + "' for alloc (expected bytes)");
      }
    } else {
      v = Durations.parse(text).toNanos();
    }
    if (v <= 0) {
      throw new UsageException(option + " must be positive");
    }
    return v;
  }

  // Cost per element (issue 6); @Size on the @Param field does the same without the option.
  @Option(names = "--size-param", paramLabel = "NAME",
      description = "A @Param that is the work's size: report the cost per element between"
          + " successive sizes and the complexity over all sizes.")
  String sizeParam;

  @Option(names = "--rss", description = "Show each benchmark's peak resident memory (the"
      + " largest of its forks' high-water marks) in the table.")
  boolean rss;

  @Option(names = "--explain", description = "Under the table, each warning's evidence (the"
      + " figures that raised it) and its fix, rather than one line per warning code.")
  boolean explain;

  RunOptions toRunOptions() {
    int n = forks == null ? -1 : forks;
    if (n < -1) {
      throw new UsageException("--forks must be 0 or more");
    }
    Duration warm = warmup == null ? null : Durations.parse(warmup);
    Duration measure = time == null ? null : Durations.parse(time);
    if (measure != null && (measure.isZero() || measure.isNegative())) {
      throw new UsageException("--time must be positive");
    }
    if ((warm != null || measure != null) && (quick || budget != null)) {
      throw new UsageException("--warmup/--time fix the times; --budget/--quick share a budget:"
          + " choose one");
    }
    Duration b = budget != null ? Durations.parse(budget)
        : quick ? RunOptions.QUICK_BUDGET : RunOptions.DEFAULT_BUDGET;
    if (b.isZero() || b.isNegative()) {
      throw new UsageException("--budget must be positive");
    }
    Path java = jvm.java();
    List<String> args = jvm.args();
    Duration work = warm != null || measure != null
        ? orSecond(warm).plus(orSecond(measure)) : b;
    Duration limit = timeout != null ? Durations.parse(timeout) : RunOptions.defaultTimeout(work);
    // the profile's default interval follows the measurement: --time per fork, else about half
    // of the budget (warm-up and the forks' start take the rest)
    long measuring = measure != null ? measure.toNanos() * (n > 0 ? n : 2) : b.toNanos() / 2;
    ProfileRequest profiling = profileRequest();
    return new RunOptions(n, warm, measure, RunOptions.DEFAULT_SAMPLE, mode, java, args, limit,
        paramOverrides(), b, targetError(),
        profiling == null ? null : profiling.forMeasurement(measuring)).withThreads(threadCount())
        .withRoundRobin(roundRobin).withHeapPolicy(heapPolicy()).withPerturbation(perturbation());
  }

  private Perturbation perturbation() {
    if (!perturb) {
      if (perturbSeed != null || perturbLevers != null) {
        throw new UsageException((perturbSeed != null ? "--perturb-seed" : "--perturb-levers")
            + " needs --perturb");
      }
      return Perturbation.OFF;
    }
    if (forks != null && forks == 0) {
      throw new UsageException("--perturb needs forks: --forks 0 measures in this JVM, whose"
          + " flags are already set");
    }
    try {
      return Perturbation.parse(perturbLevers == null ? "all" : perturbLevers,
          perturbSeed != null ? perturbSeed : new SplittableRandom().nextLong());
    } catch (IllegalArgumentException e) {
      throw new UsageException("--perturb: " + e.getMessage());
    }
  }

  private HeapPolicy heapPolicy() {
    try {
      return HeapPolicy.parse(fixedHeap == null ? "auto" : fixedHeap);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** {@code --threads}, checked; 0 when not given (each benchmark's own {@code @Threads}). */
  private int threadCount() {
    if (threads == null) {
      return 0;
    }
    if (threads < 1) {
      throw new UsageException("--threads must be 1 or more");
    }
    if (threads > 1 && mode != null && !"avgt".equalsIgnoreCase(mode)
        && !"thrpt".equalsIgnoreCase(mode)) {
      throw new UsageException("--threads " + threads + " runs avgt and thrpt modes only, not "
          + mode);
    }
    return threads;
  }

  private static Duration orSecond(Duration d) {
    return d != null ? d : Duration.ofSeconds(1);
  }

  /** "1%", "1" and "0.5%" all mean percent. */
  private double targetError() {
    if (targetError == null) {
      return RunOptions.DEFAULT_TARGET_ERROR;
    }
    try {
      double pct = Double.parseDouble(targetError.trim().replace("%", ""));
      if (!(pct > 0 && pct < 100)) {
        throw new NumberFormatException();
      }
      return pct / 100;
    } catch (NumberFormatException e) {
      throw new UsageException("bad --target-error '" + targetError + "' (a percentage such as"
          + " 1% or 0.5)");
    }
  }

  private Map<String, List<String>> paramOverrides() {
    return paramOverrides(params);
  }

  /** {@code --param name=v1,v2} options, also {@code list}'s. */
  static Map<String, List<String>> paramOverrides(List<String> params) {
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
