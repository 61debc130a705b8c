package dev.vernier.engine.plan;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.engine.discover.GroupPlan;
import dev.vernier.engine.discover.JmhFacts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code run} would select, planned as it plans, without starting a fork: {@code vernier
 * list}.
 *
 * @param benchmarks in the order a run takes them
 * @param skipped those the run would skip, with why (one line each)
 * @param notes those it would run other than written
 * @param rows the rows the run would measure (each mode and parameter combination one)
 * @param jmhRows the rows JMH itself would give of those declared with its annotations (a
 *     {@code @Group} once, not once more per method as Vernier measures it)
 * @param jmhSeconds what JMH itself would spend iterating those ({@link JmhFacts#jmhSeconds()}
 *     per timed row; single-shot rows count nothing), for the time a suite takes under each
 */
public record Listing(List<Entry> benchmarks, List<PlanNote> skipped, List<PlanNote> notes,
    int rows, int jmhRows, double jmhSeconds) {

  /**
   * One benchmark, or with {@code combinations} one combination of its parameters.
   *
   * @param id {@code pkg.Class.method}, with {@code [n=1,m=2]} for a combination
   * @param source {@code jmh} or {@code vernier}: which annotations declared it
   * @param modes the modes it runs in, one row each ({@code @BenchmarkMode} may give several)
   * @param threads how many threads run it at once
   * @param group its JMH {@code @Group}, or null
   * @param params the combination; empty without {@code combinations}
   */
  public record Entry(String id, String className, String method, String source,
      List<String> modes, int threads, String group, Map<String, String> params) {}

  /** @param combinations one entry per parameter combination instead of one per method */
  public static Listing of(List<Path> scan, List<Path> classpath, List<String> patterns,
      RunOptions options, boolean combinations) throws DiscoveryException {
    List<PlanNote> skipped = new ArrayList<>();
    List<PlanNote> notes = new ArrayList<>();
    List<BenchmarkTask> tasks = Planner.select(scan, classpath, "", patterns, options,
        n -> (n.skipped() ? skipped : notes).add(n));
    Map<String, BenchmarkTask> first = new LinkedHashMap<>();
    int jmhRows = 0;
    double jmhSeconds = 0;
    Map<String, List<String>> modes = new LinkedHashMap<>();
    for (BenchmarkTask t : tasks) {
      String id = combinations ? t.id() : t.benchmark().qualifiedName();
      first.putIfAbsent(id, t);
      JmhFacts jmh = t.benchmark().jmh();
      GroupPlan group = t.benchmark().group();
      // JMH measures a group once; Vernier's rows per method of it are its own extra runs
      if (jmh != null && (group == null || group.measured() == null)) {
        jmhRows++;
        jmhSeconds += "ss".equals(t.mode()) ? 0 : jmh.jmhSeconds();
      }
      List<String> m = modes.computeIfAbsent(id, k -> new ArrayList<>());
      if (!m.contains(t.mode())) {
        m.add(t.mode());
      }
    }
    List<Entry> entries = new ArrayList<>();
    first.forEach((id, t) -> {
      BenchmarkDescriptor b = t.benchmark();
      GroupPlan g = b.group();
      entries.add(new Entry(id, b.className(), b.method(), b.source(), List.copyOf(modes.get(id)),
          t.threads(), g == null ? null : g.name(), combinations ? t.params() : Map.of()));
    });
    return new Listing(List.copyOf(entries), List.copyOf(skipped), List.copyOf(notes),
        tasks.size(), jmhRows, jmhSeconds);
  }
}
