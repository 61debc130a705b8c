package dev.vernier.engine.verdict;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.run.Analysis;
import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.MValue;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A JMH {@code -rf json} file as a Vernier run, for {@code vernier report}: each benchmark's
 * iterations become its forks' samples, in JMH's own unit, and the figures are computed from
 * them as for a Vernier run (median, minimum, the hierarchical bootstrap's 99.9% interval), so
 * both tools' rows read alike. JMH's own score and error are kept in the row's stop reason.
 * JMH records no start time, OS, CPU, GC or blackhole mode: those stay empty.
 */
final class JmhRun {
  private JmhRun() {}

  static RunResult convert(String file, JsonNode root) throws ResultReader.UnreadableException {
    List<BenchmarkResult> rows = new ArrayList<>();
    JsonNode first = root.size() == 0 ? null : root.get(0);
    for (JsonNode b : root) {
      String name = b.path("benchmark").asText(null);
      JsonNode metric = b.path("primaryMetric");
      if (name == null || !metric.isObject() || name.lastIndexOf('.') < 0) {
        throw new ResultReader.UnreadableException(file + ": not a JMH result (an entry without"
            + " benchmark or primaryMetric)");
      }
      rows.add(row(name, b, metric));
    }
    return new RunResult(RunResult.SCHEMA, null, null, environment(first), rows);
  }

  private static BenchmarkResult row(String name, JsonNode b, JsonNode metric) {
    int dot = name.lastIndexOf('.');
    Map<String, String> params = new LinkedHashMap<>();
    b.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
    String mode = b.path("mode").asText("avgt");
    String unit = metric.path("scoreUnit").asText("");
    List<double[]> forks = ResultReader.jmhForks(metric);
    String id = ResultReader.jmhId(name, b.path("params"));
    // a JMH file's benchmarks were declared with JMH's annotations
    Identity identity = new Identity(id, name.substring(0, dot), name.substring(dot + 1), params,
        mode, false, "jmh", null, null);
    if (forks.isEmpty()) {
      // as the file has always had it: a row without iterations was not marked as JMH's
      return BenchmarkResult.failed(identity.withSource(Identity.VERNIER), unit,
          "the JMH file has no iterations for it", Evidence.NONE, RunFacts.NONE);
    }
    List<ForkRecord> records = new ArrayList<>();
    int pooled = 0;
    for (double[] f : forks) {
      List<Double> samples = new ArrayList<>();
      for (double v : f) {
        samples.add(v);
      }
      pooled += f.length;
      records.add(new ForkRecord(0, samples, 0, null, 0, 0, 0, null, null, 0, 0, null));
    }
    double[] all = new double[pooled];
    int k = 0;
    for (double[] f : forks) {
      System.arraycopy(f, 0, all, k, f.length);
      k += f.length;
    }
    Summary s = Summary.of(all);
    Interval ci = HierarchicalBootstrap.medianInterval(forks, Analysis.CI_LEVEL);
    JsonNode pct = metric.path("scorePercentiles");
    Stats stats = new Stats(s.n(), s.min(), s.median(), s.mean(), s.stdDev(), ci.low(),
        ci.high(), Analysis.CI_LEVEL, percentile(pct, "90.0", s.p90()),
        percentile(pct, "99.0", s.p99()), MValue.of(all), percentile(pct, "99.9", s.p999()),
        percentile(pct, "100.0", s.max()));
    Number alloc = null;
    for (String key : ResultReader.ALLOC_KEYS) {
      JsonNode a = b.path("secondaryMetrics").path(key).path("score");
      if (a.isNumber()) {
        alloc = Analysis.exactOrRounded(a.asDouble());
      }
    }
    String story = String.format(Locale.ROOT, "JMH: %d fork%s of %d iteration%s; JMH's score"
        + " %s ± %s %s", forks.size(), forks.size() == 1 ? "" : "s", forks.get(0).length,
        forks.get(0).length == 1 ? "" : "s", metric.path("score").asText("?"),
        metric.path("scoreError").asText("?"), unit);
    return new BenchmarkResult(identity, BenchmarkResult.OK, null, TimeFigures.of(unit, stats),
        new MemoryFigures(alloc, null, null, null, null, null),
        new Evidence(records, null, List.of()), new RunFacts(story, null, null));
  }

  /** JMH's percentile where it gives one (sample mode), else ours over the iterations. */
  private static double percentile(JsonNode pct, String key, double fallback) {
    JsonNode v = pct.path(key);
    return v.isNumber() ? v.asDouble() : fallback;
  }

  private static Environment environment(JsonNode first) {
    if (first == null) {
      return new Environment(null, null, null, List.of());
    }
    List<String> args = new ArrayList<>();
    first.path("jvmArgs").forEach(a -> args.add(a.asText()));
    String java = first.path("jvm").asText(null);
    Environment.Jvm jvm = new Environment.Jvm("JMH " + first.path("jmhVersion").asText("?")
        + " result file", first.path("vmVersion").asText(first.path("jdkVersion").asText("?")),
        first.path("vmName").asText("?"), args, List.of(), false, java, null);
    return new Environment(jvm, null, null, List.of());
  }
}
