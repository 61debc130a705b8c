package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The table's optional memory columns, after Alloc/op: Alloc Ratio (bytes per op over the
 * baseline's), collections per 1000 ops of each collector (BenchmarkDotNet's Gen0 column), GC
 * pause time, and peak RSS when asked. A column appears only when some row has something in it,
 * so a table of allocation-free benchmarks stays narrow.
 */
public final class MemoryColumns {
  public record Column(String header, Function<BenchmarkResult, String> cell) {}

  private MemoryColumns() {}

  public static List<Column> of(RunResult result, boolean peakRss) {
    List<BenchmarkResult> rows = result.benchmarks().stream().filter(BenchmarkResult::ok).toList();
    List<Column> out = new ArrayList<>();
    if (rows.stream().anyMatch(r -> r.memory().allocRatio() != null)) {
      out.add(new Column("Alloc Ratio", r -> r.memory().allocRatio() == null ? "-"
          : String.format(Locale.ROOT, "%.2f", r.memory().allocRatio())));
    }
    for (String gc : collectorsThatRan(rows)) {
      out.add(new Column(shortName(gc) + "/1k", r -> perThousand(r, gc)));
    }
    if (rows.stream().anyMatch(r -> r.memory().gcPauseMillis() != null
        && r.memory().gcPauseMillis() > 0)) {
      out.add(new Column("GC pause", r -> r.memory().gcPauseMillis() == null ? "-"
          : String.format(Locale.ROOT, "%,d ms", r.memory().gcPauseMillis())));
    }
    if (peakRss) {
      out.add(new Column("Peak RSS", MemoryColumns::peakRss));
    }
    return out;
  }

  private static Set<String> collectorsThatRan(List<BenchmarkResult> rows) {
    Set<String> names = new LinkedHashSet<>();
    for (BenchmarkResult r : rows) {
      Map<String, Double> m = r.memory().gcPer1000OpsByCollector();
      if (m != null) {
        m.forEach((k, v) -> {
          if (v > 0) {
            names.add(k);
          }
        });
      }
    }
    return names;
  }

  private static String perThousand(BenchmarkResult r, String gc) {
    Map<String, Double> m = r.memory().gcPer1000OpsByCollector();
    Double v = m == null ? null : m.get(gc);
    if (v == null) {
      return "-";
    }
    return v > 0 && v < 0.0001 ? "<0.0001" : Figures.sig(v); // never print a collection as 0
  }

  /** {@code G1 Young Generation} reads {@code G1 Young}; the bean names are long for a header. */
  static String shortName(String collector) {
    return collector.replace(" Generation", "").replace(" Pauses", "");
  }

  /** The largest of the forks' high-water marks: the row's memory need. */
  private static String peakRss(BenchmarkResult r) {
    long max = r.evidence().forks().stream().mapToLong(ForkRecord::peakRssBytes).max().orElse(0);
    return max == 0 ? "-" : String.format(Locale.ROOT, "%,.1f MiB", max / (1024.0 * 1024));
  }
}
