package dev.vernier.cli;

import dev.vernier.engine.shard.Shard;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code vernier run}: discover benchmarks on a classpath and measure them in forked JVMs. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = "Run @Benchmark methods found on --cp whose Class.method matches a PATTERN"
        + " (glob such as 'Parse*.split', or a regular expression), each in forked JVMs.")
final class RunCommand implements Callable<Integer> {
  @Option(names = "--cp", paramLabel = "CLASSPATH", required = true,
      description = "Directories and jars holding the benchmarks (and what they need).")
  String classpath;

  @Parameters(paramLabel = "PATTERN", arity = "0..*",
      description = "Benchmarks to run (default: all).")
  List<String> patterns = new ArrayList<>();

  @Option(names = "--scan", paramLabel = "PATHS",
      description = "Look for benchmarks only in these directories and jars (separated as in"
          + " --cp, and put on it if missing), such as a project's test classes; the rest of"
          + " --cp is what they need. Default: all of --cp.")
  String scan;

  @Mixin
  MeasureOptions options;

  // Interleaved A/B (InterleavedSession): the classpath and/or java to compare --cp against.
  @Option(names = "--against", paramLabel = "CLASSPATH",
      description = "Interleaved A/B: run each benchmark's forks alternately on --cp (A) and on"
          + " this classpath (B), and judge A against B pair by pair.")
  String against;

  @Option(names = "--against-jvm", paramLabel = "PATH",
      description = "Interleaved A/B: the java for side B (default: --jvm); compares JDKs.")
  Path againstJvm;

  @Option(names = "--margin", paramLabel = "PCT", defaultValue = "2",
      description = "With --against: 'same' when the whole interval lies within ±PCT %%.")
  double margin;

  @Mixin RegressionGate gate; // with --against: exit 3 beyond these

  @Option(names = "--shard", paramLabel = "I/N",
      description = "Run only the I-th of N disjoint parts of the selection (1-based), for a CI"
          + " matrix: a class always lands in the same part; 'vernier merge' joins the parts.")
  String shard;

  @Override
  public Integer call() {
    List<Path> cp = paths(classpath, "--cp");
    Shard part = null;
    if (shard != null) {
      try {
        part = Shard.parse(shard);
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
      if (against != null || againstJvm != null) {
        throw new UsageException("--shard and --against cannot be combined");
      }
    }
    if (against != null || againstJvm != null) {
      gate.validate();
      List<Path> cpB = against == null ? cp : paths(against, "--against");
      List<Path> roots = scan == null ? cp : paths(scan, "--scan");
      List<Path> cpA = new ArrayList<>(roots);
      cpA.removeAll(cp);
      cpA.addAll(cp);
      return new InterleavedSession(options, margin, gate).run(cpA, cpB, againstJvm, roots,
          patterns);
    }
    if (gate.failOnRegression != null || gate.failOnAllocRegression != null) {
      throw new UsageException("--fail-on-regression and --fail-on-alloc-regression judge a"
          + " comparison: use them with --against, or with vernier compare");
    }
    if (scan == null) {
      return new BenchmarkSession(options, part).run(cp, cp, "", patterns);
    }
    List<Path> roots = paths(scan, "--scan");
    List<Path> all = new ArrayList<>(roots);
    all.removeAll(cp);
    all.addAll(cp);
    return new BenchmarkSession(options, part).run(roots, all, "", patterns);
  }

  static List<Path> paths(String classpath, String option) {
    List<Path> cp = new ArrayList<>();
    for (String part : classpath.split(File.pathSeparator)) {
      if (!part.isBlank()) {
        cp.add(Path.of(part));
      }
    }
    if (cp.isEmpty()) {
      throw new UsageException(option + " is empty");
    }
    return cp;
  }
}
