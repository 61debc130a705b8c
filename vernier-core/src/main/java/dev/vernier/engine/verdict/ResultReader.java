package dev.vernier.engine.verdict;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.PerturbationDraw;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.run.Analysis;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads either kind of result file for {@code compare} and {@code report}: Vernier's {@code vernier/1} (an object
 * with a {@code schema}) or JMH's {@code -rf json} (an array of benchmarks). Times are brought to
 * ns/op and throughputs to ops/s, so a JMH file in us/op compares with a Vernier file in ns/op.
 */
public final class ResultReader {
  /** Why a file cannot be compared, in one line. */
  public static final class UnreadableException extends Exception {
    UnreadableException(String message) {
      super(message);
    }
  }

  private static final Map<String, Double> TO_NS = Map.of("ns/op", 1.0, "us/op", 1e3,
      "µs/op", 1e3, "ms/op", 1e6, "s/op", 1e9);
  private static final Map<String, Double> TO_OPS_PER_S = Map.of("ops/s", 1.0, "ops/ms", 1e3,
      "ops/us", 1e6, "ops/µs", 1e6, "ops/ns", 1e9);
  /** JMH's -prof gc figure; before 1.37 its name began with a middle dot. */
  static final List<String> ALLOC_KEYS = List.of("gc.alloc.rate.norm",
      "\u00b7gc.alloc.rate.norm");

  private ResultReader() {}

  public static MeasuredRun read(Path file) throws UnreadableException {
    JsonNode root = parse(file);
    return root.isArray() ? jmh(file, root) : vernier(file, root);
  }

  /**
   * The whole run, for {@code vernier report}: a Vernier file as written, a JMH file converted
   * ({@link JmhRun}).
   */
  public static RunResult readRun(Path file) throws UnreadableException {
    String text = text(file);
    if (text.stripLeading().startsWith("{")) {
      // straight into the records (a tree first would cost as much again on a large run)
      try {
        RunResult run = ResultFiles.mapper().readValue(text, RunResult.class);
        if (RunResult.SCHEMA.equals(run.schema())) {
          return checked(file, run);
        }
      } catch (JsonProcessingException e) {
        // not a Vernier result after all: parse() below says what it is
      }
    }
    JsonNode root = parse(file, text);
    return root.isArray() ? JmhRun.convert(file.toString(), root) : vernierRun(file, root);
  }

  private static String text(Path file) throws UnreadableException {
    try {
      return Files.readString(file);
    } catch (NoSuchFileException e) {
      throw new UnreadableException(file + ": no such file");
    } catch (IOException e) {
      throw new UnreadableException(file + ": cannot read (" + e.getMessage() + ")");
    }
  }

  /** The file's JSON, which is a JMH array or a Vernier object of a schema this reads. */
  private static JsonNode parse(Path file) throws UnreadableException {
    return parse(file, text(file));
  }

  private static JsonNode parse(Path file, String text) throws UnreadableException {
    JsonNode root;
    try {
      root = ResultFiles.mapper().readTree(text);
    } catch (JsonProcessingException e) {
      throw new UnreadableException(file + ": not JSON (" + firstLine(e.getOriginalMessage())
          + ")");
    }
    if (root == null || root.isMissingNode()) {
      throw new UnreadableException(file + ": empty file");
    }
    if (root.isArray() || root.isObject() && RunResult.SCHEMA.equals(root.path("schema").asText())) {
      return root;
    }
    String schema = root.path("schema").asText("");
    if (schema.startsWith("vernier/")) {
      throw new UnreadableException(file + ": written by a newer Vernier (schema " + schema
          + "); this one reads " + RunResult.SCHEMA);
    }
    throw new UnreadableException(file + ": neither a Vernier result (schema "
        + RunResult.SCHEMA + ") nor a JMH -rf json file"
        + (root.has("schema") ? " (schema " + schema + ")" : ""));
  }

  private static String firstLine(String message) {
    return message == null ? "" : message.lines().findFirst().orElse("");
  }

  private static RunResult vernierRun(Path file, JsonNode root) throws UnreadableException {
    RunResult run;
    try {
      run = ResultFiles.mapper().treeToValue(root, RunResult.class);
    } catch (JsonProcessingException e) {
      throw new UnreadableException(file + ": invalid Vernier result ("
          + firstLine(e.getOriginalMessage()) + ")");
    }
    return checked(file, run);
  }

  /** A run whose every row has what the reports rely on. */
  private static RunResult checked(Path file, RunResult run) throws UnreadableException {
    if (run.benchmarks() == null || run.environment() == null) {
      throw new UnreadableException(file + ": invalid Vernier result (no "
          + (run.benchmarks() == null ? "benchmarks" : "environment") + ")");
    }
    for (BenchmarkResult b : run.benchmarks()) {
      if (b == null || b.id() == null || b.identity().className() == null
          || b.identity().method() == null || b.status() == null || b.identity().params() == null
          || b.ok() && b.time().stats() == null && !noFigure(b)) {
        throw new UnreadableException(file + ": invalid Vernier result (a benchmark without "
            + "id, className, method, params, status or, when ok, stats)");
      }
    }
    return run;
  }

  /** A row that ran without a figure: every fork left out of it (FORKS_DISAGREE). */
  private static boolean noFigure(BenchmarkResult b) {
    return b.evidence().forks() != null && !b.evidence().forks().isEmpty()
        && b.evidence().forks().stream().noneMatch(ForkRecord::inFigure);
  }

  private static MeasuredRun vernier(Path file, JsonNode root) throws UnreadableException {
    RunResult run = vernierRun(file, root);
    List<MeasuredRun.Benchmark> out = new ArrayList<>();
    for (BenchmarkResult b : run.benchmarks()) {
      if (!b.ok() || b.evidence().forks() == null) {
        continue;
      }
      List<double[]> forks = new ArrayList<>();
      List<Double> ghz = new ArrayList<>();
      List<PerturbationDraw> draws = new ArrayList<>();
      for (ForkRecord f : b.evidence().forks()) {
        if (f.error() == null && f.inFigure() && f.samples() != null && !f.samples().isEmpty()) {
          forks.add(f.samples().stream().mapToDouble(Double::doubleValue).toArray());
          if (f.calibratedGHz() != null) {
            ghz.add(f.calibratedGHz());
          }
          draws.add(f.perturbation());
        }
      }
      if (!forks.isEmpty()) {
        MeasuredRun.Benchmark m = normalised(file, b.id(), b.time().unit(), forks,
            bytes(b.memory().allocatedBytesPerOp()), ghz);
        out.add(draws.contains(null) ? m : new MeasuredRun.Benchmark(m.id(), m.unit(),
            m.forks(), m.allocatedBytesPerOp(), m.forkGHz(), draws));
      }
    }
    Double ghz = run.environment() == null || run.environment().cpu() == null ? null
        : run.environment().cpu().calibratedGHz();
    return new MeasuredRun(file.toString(), "vernier " + run.vernierVersion(), ghz, out);
  }

  private static MeasuredRun jmh(Path file, JsonNode root) throws UnreadableException {
    List<MeasuredRun.Benchmark> out = new ArrayList<>();
    String version = "";
    for (JsonNode b : root) {
      String name = b.path("benchmark").asText(null);
      JsonNode metric = b.path("primaryMetric");
      if (name == null || !metric.isObject()) {
        throw new UnreadableException(file + ": not a JMH result (an entry without benchmark"
            + " or primaryMetric)");
      }
      version = b.path("jmhVersion").asText("");
      List<double[]> forks = jmhForks(metric);
      if (forks.isEmpty()) {
        continue;
      }
      Number alloc = null;
      for (String key : ALLOC_KEYS) {
        JsonNode a = b.path("secondaryMetrics").path(key).path("score");
        if (a.isNumber()) {
          alloc = Analysis.exactOrRounded(a.asDouble());
        }
      }
      out.add(normalised(file, jmhId(name, b.path("params")), metric.path("scoreUnit").asText(),
          forks, alloc, List.of()));
    }
    return new MeasuredRun(file.toString(), "jmh " + version, null, out);
  }

  /** A whole number of bytes as a Long, whatever type JSON parsing gave it; else two decimals. */
  private static Number bytes(Number n) {
    return n == null ? null : Analysis.exactOrRounded(n.doubleValue());
  }

  /** One array per fork: rawData's iteration scores, or each iteration's histogram median. */
  static List<double[]> jmhForks(JsonNode metric) {
    List<double[]> forks = new ArrayList<>();
    if (metric.path("rawData").isArray()) {
      for (JsonNode fork : metric.path("rawData")) {
        double[] it = new double[fork.size()];
        for (int i = 0; i < it.length; i++) {
          it[i] = fork.get(i).asDouble();
        }
        if (it.length > 0) {
          forks.add(it);
        }
      }
    } else if (metric.path("rawDataHistogram").isArray()) {
      for (JsonNode fork : metric.path("rawDataHistogram")) {
        double[] it = new double[fork.size()];
        for (int i = 0; i < it.length; i++) {
          it[i] = histogramMedian(fork.get(i));
        }
        if (it.length > 0) {
          forks.add(it);
        }
      }
    }
    return forks;
  }

  /** The median of one iteration's histogram, a list of [value, count] pairs. */
  static double histogramMedian(JsonNode pairs) {
    long total = 0;
    for (JsonNode p : pairs) {
      total += p.get(1).asLong();
    }
    long seen = 0;
    for (JsonNode p : pairs) {
      seen += p.get(1).asLong();
      if (2 * seen >= total) {
        return p.get(0).asDouble();
      }
    }
    return Double.NaN;
  }

  /** {@code pkg.Class.method[n=1000,kind=A]}, as Vernier names a benchmark. */
  public static String jmhId(String benchmark, JsonNode params) {
    if (!params.isObject() || params.isEmpty()) {
      return benchmark;
    }
    StringBuilder sb = new StringBuilder(benchmark).append('[');
    Iterator<Map.Entry<String, JsonNode>> it = params.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      sb.append(e.getKey()).append('=').append(e.getValue().asText())
          .append(it.hasNext() ? "," : "]");
    }
    return sb.toString();
  }

  private static MeasuredRun.Benchmark normalised(Path file, String id, String unit,
      List<double[]> forks, Number alloc, List<Double> ghz) throws UnreadableException {
    String u = unit == null ? "" : unit;
    Double factor = TO_NS.get(u);
    String to = "ns/op";
    if (factor == null) {
      factor = TO_OPS_PER_S.get(u);
      to = "ops/s";
    }
    if (factor == null) {
      factor = 1.0;
      to = u;
    }
    List<double[]> scaled = new ArrayList<>();
    for (double[] f : forks) {
      double[] s = new double[f.length];
      for (int i = 0; i < f.length; i++) {
        if (!(f[i] > 0) || Double.isInfinite(f[i])) {
          throw new UnreadableException(file + ": " + id + " has a sample that is not a"
              + " positive number (" + f[i] + ")");
        }
        s[i] = f[i] * factor;
      }
      scaled.add(s);
    }
    return new MeasuredRun.Benchmark(id, to, scaled, alloc, ghz);
  }
}
