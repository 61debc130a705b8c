package dev.vernier.engine.crosscheck;

import dev.vernier.engine.stats.Summary;
import dev.vernier.engine.verdict.MeasuredRun;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * JMH and Vernier on the same benchmarks in the same window, judged: each tool's agreement with
 * itself from run to run, the difference between them, and where that difference is beyond
 * JMH's own run-to-run difference plus {@link #MARGIN_PCT}, the evidence the runs carry for it.
 * Pure: the runs come in, the rows go out.
 */
public final class CrossCheck {
  /** Beyond JMH's own run-to-run difference, what the tools may differ by and still agree. */
  public static final double MARGIN_PCT = 2;
  /** Bytes per op further apart than this (and {@link #BYTES_SHARE}) are different code. */
  static final double BYTES_SLACK = 16; // JMH's figure carries its own threads' bytes
  static final double BYTES_SHARE = 0.05;
  /** A row that does not agree and whose runs carry nothing that differs says this. */
  static final String NO_EVIDENCE =
      "no evidence found in either run: same bytes, same heap flags, no fork levels drawn apart,"
          + " no warning, and the JIT's logs (where read) the same";

  /**
   * One tool's run.
   *
   * @param heapFlags per benchmark id, the flags that set its forks' heap (none: the JVM's own)
   * @param notes per benchmark id, what the tool said about the row (Vernier's warning codes)
   */
  public record ToolRun(MeasuredRun run, Map<String, List<String>> heapFlags,
      Map<String, List<String>> notes, long wallNanos) {}

  /**
   * @param jmh each JMH run's score (the mean of its iterations), in order; null where absent
   * @param vernier each Vernier run's median; null where absent or without a figure
   * @param jmhSelf JMH's run-to-run difference, max/min - 1 in percent; null with one run
   * @param between the two tools' means, max/min - 1 in percent
   * @param agree whether {@code between} is within {@code jmhSelf} plus the margin
   * @param evidence bytes per op that differ (always, being exact); where the times do not agree,
 *     what else differs between the two tools' runs
   */
  public record Row(String id, String unit, List<Double> jmh, List<Double> vernier,
      Double jmhSelf, Double vernierSelf, Double between, Number jmhBytes, Number vernierBytes,
      Boolean agree, List<String> evidence) {}

  public record Result(List<Row> rows, long jmhWallNanos, long vernierWallNanos) {
    public long compared() {
      return rows.stream().filter(r -> r.agree() != null).count();
    }

    public long agreed() {
      return rows.stream().filter(r -> Boolean.TRUE.equals(r.agree())).count();
    }

    /** Rows that agree, or that do not and name evidence for the difference. */
    public long explained() {
      return rows.stream().filter(r -> Boolean.TRUE.equals(r.agree())
          || Boolean.FALSE.equals(r.agree()) && !r.evidence().contains(NO_EVIDENCE)).count();
    }

    /**
     * The same with more evidence for some rows (the JIT's logs): a row given any no longer says
     * that none was found.
     */
    public Result withEvidence(Map<String, List<String>> more) {
      List<Row> out = new ArrayList<>();
      for (Row r : rows) {
        List<String> extra = more.getOrDefault(r.id(), List.of());
        if (extra.isEmpty()) {
          out.add(r);
          continue;
        }
        List<String> evidence = new ArrayList<>(r.evidence());
        evidence.remove(NO_EVIDENCE);
        evidence.addAll(extra);
        out.add(new Row(r.id(), r.unit(), r.jmh(), r.vernier(), r.jmhSelf(), r.vernierSelf(),
            r.between(), r.jmhBytes(), r.vernierBytes(), r.agree(), List.copyOf(evidence)));
      }
      return new Result(List.copyOf(out), jmhWallNanos, vernierWallNanos);
    }

    /** Rows where Vernier's run-to-run difference is no larger than JMH's. */
    public long steadier() {
      return rows.stream().filter(r -> r.jmhSelf() != null && r.vernierSelf() != null
          && r.vernierSelf() <= r.jmhSelf()).count();
    }
  }

  private CrossCheck() {}

  public static Result of(List<ToolRun> jmh, List<ToolRun> vernier) {
    Set<String> ids = new LinkedHashSet<>();
    jmh.forEach(t -> t.run().benchmarks().forEach(b -> ids.add(b.id())));
    vernier.forEach(t -> t.run().benchmarks().forEach(b -> ids.add(b.id())));
    List<Row> rows = new ArrayList<>();
    for (String id : ids) {
      rows.add(row(id, jmh, vernier));
    }
    return new Result(rows, jmh.stream().mapToLong(ToolRun::wallNanos).sum(),
        vernier.stream().mapToLong(ToolRun::wallNanos).sum());
  }

  private static Row row(String id, List<ToolRun> jmh, List<ToolRun> vernier) {
    List<Double> j = figures(id, jmh, true);
    List<Double> v = figures(id, vernier, false);
    Double jSelf = difference(j);
    Double vSelf = difference(v);
    Double between = difference(Arrays.asList(mean(j), mean(v)));
    Boolean agree = between == null ? null
        : between <= (jSelf == null ? 0 : jSelf) + MARGIN_PCT;
    Number jBytes = bytes(id, jmh);
    Number vBytes = bytes(id, vernier);
    List<String> evidence = new ArrayList<>(bytesDiffer(jBytes, vBytes)); // exact: always said
    if (Boolean.FALSE.equals(agree)) {
      evidence.addAll(whyTimesDiffer(id, jmh, vernier, allocates(jBytes) || allocates(vBytes)));
      if (evidence.isEmpty()) {
        evidence.add(NO_EVIDENCE);
      }
    }
    String unit = unit(id, jmh, vernier);
    return new Row(id, unit, j, v, jSelf, vSelf, between, jBytes, vBytes, agree, evidence);
  }

  /** Bytes per op are exact in both tools: apart, the two ran different code or flags. */
  private static List<String> bytesDiffer(Number jBytes, Number vBytes) {
    if (jBytes == null || vBytes == null) {
      return List.of();
    }
    double a = jBytes.doubleValue();
    double b = vBytes.doubleValue();
    if (Math.abs(a - b) <= Math.max(BYTES_SLACK, BYTES_SHARE * Math.max(a, b))) {
      return List.of();
    }
    return List.of(String.format(Locale.ROOT, "bytes per op differ: JMH %.0f, Vernier %.0f (the"
        + " two ran different code: escape analysis, inlining, or their flags)", a, b));
  }

  /**
   * What else differs between the runs. The heap's flags count only for a row that allocates: a
   * heap fixed and touched up front changes what new memory costs, and code that allocates
   * nothing does not pay that.
   */
  private static List<String> whyTimesDiffer(String id, List<ToolRun> jmh,
      List<ToolRun> vernier, boolean allocates) {
    List<String> out = new ArrayList<>();
    Set<String> jHeap = heap(id, jmh);
    Set<String> vHeap = heap(id, vernier);
    if (allocates && !jHeap.equals(vHeap)) {
      out.add("the heap differs: JMH's forks " + flags(jHeap) + ", Vernier's " + flags(vHeap));
    }
    out.addAll(ForkLevels.of(forkMedians(id, jmh), forkMedians(id, vernier),
        unit(id, jmh, vernier)));
    Set<String> notes = new LinkedHashSet<>();
    vernier.forEach(t -> notes.addAll(t.notes().getOrDefault(id, List.of())));
    if (!notes.isEmpty()) {
      out.add("Vernier warned " + String.join(", ", notes));
    }
    return out;
  }

  /** JMH's figure carries a few bytes of its own threads' even where the benchmark has none. */
  private static boolean allocates(Number bytes) {
    return bytes != null && bytes.doubleValue() > BYTES_SLACK;
  }

  private static String flags(Set<String> f) {
    return f.isEmpty() ? "the JVM's default heap" : String.join(" ", f);
  }

  private static Set<String> heap(String id, List<ToolRun> runs) {
    Set<String> out = new LinkedHashSet<>();
    runs.forEach(t -> out.addAll(t.heapFlags().getOrDefault(id, List.of())));
    return out;
  }

  private static List<Double> figures(String id, List<ToolRun> runs, boolean mean) {
    List<Double> out = new ArrayList<>();
    for (ToolRun t : runs) {
      MeasuredRun.Benchmark b = t.run().find(id);
      double[] all = b == null ? new double[0]
          : b.forks().stream().flatMapToDouble(Arrays::stream).toArray();
      out.add(all.length == 0 ? null
          : mean ? Arrays.stream(all).average().orElseThrow() : Summary.of(all).median());
    }
    return out;
  }

  /** The row in each run that has it. */
  private static Stream<MeasuredRun.Benchmark> found(String id, List<ToolRun> runs) {
    return runs.stream().map(t -> t.run().find(id)).filter(Objects::nonNull);
  }

  private static double[] forkMedians(String id, List<ToolRun> runs) {
    return ForkLevels.medians(found(id, runs).flatMap(b -> b.forks().stream()).toList());
  }

  private static Number bytes(String id, List<ToolRun> runs) {
    return found(id, runs).map(MeasuredRun.Benchmark::allocatedBytesPerOp)
        .filter(Objects::nonNull).findFirst().orElse(null);
  }

  private static String unit(String id, List<ToolRun> jmh, List<ToolRun> vernier) {
    List<ToolRun> all = new ArrayList<>(jmh);
    all.addAll(vernier);
    return found(id, all).map(MeasuredRun.Benchmark::unit).findFirst().orElse("ns/op");
  }

  /** max/min - 1 of the figures present, in percent; null with fewer than two. */
  static Double difference(List<Double> figures) {
    double[] f = figures.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue)
        .toArray();
    if (f.length < 2) {
      return null;
    }
    double lo = Arrays.stream(f).min().orElseThrow();
    double hi = Arrays.stream(f).max().orElseThrow();
    return lo <= 0 ? null : (hi / lo - 1) * 100;
  }

  private static Double mean(List<Double> figures) {
    return figures.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).average()
        .stream().boxed().findFirst().orElse(null);
  }
}
