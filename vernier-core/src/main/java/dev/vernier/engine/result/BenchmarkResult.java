package dev.vernier.engine.result;

import java.util.List;
import java.util.Map;

/**
 * One benchmark with one parameter set: the row of the table and its evidence.
 *
 * @param stopReason why no more forks were run (target met, budget spent, fork count)
 * @param wallMillis wall time spent on this benchmark, all forks and their start-up included
 * @param rank the row's place among the rows it is ranked with (same class, parameters and
 *     mode; 1 is fastest), only as far as their intervals separate; null without rivals
 * @param rankTied true when other rows share this rank: their intervals overlap (printed
 *     {@code ≈2}); null without a rank
 * @param source which annotations declared the benchmark: {@code vernier} or {@code jmh}
 * @param threads how many threads ran the benchmark at once (its figure is theirs: time per op
 *     averaged over them, or their summed throughput); null in files older than threads
 * @param group the JMH {@code @Group} the row belongs to (a row per method of the group, one
 *     for the group as a whole); null outside a group
 * @param heapPolicy the forks' heap as {@code --fixed-heap} set it (fixed and pre-touched, the
 *     forks' own flags, or off); null in files older than the policy and for interleaved runs
 */
public record BenchmarkResult(
    String id,
    String className,
    String method,
    Map<String, String> params,
    String mode,
    String unit,
    boolean baseline,
    String status,
    String error,
    Stats stats,
    Number allocatedBytesPerOp,
    Double gcPer1000Ops,
    Double cyclesPerOp,
    Double ratio,
    Double ratioCiLow,
    Double ratioCiHigh,
    List<ForkRecord> forks,
    Profile profile,
    List<Warning> warnings,
    String stopReason,
    Long wallMillis,
    Double allocRatio,
    Map<String, Double> gcPer1000OpsByCollector,
    Long gcPauseMillis,
    Long peakRssBytes,
    Integer rank,
    Boolean rankTied,
    String source,
    Integer threads,
    String group,
    HeapSetting heapPolicy) {

  public BenchmarkResult {
    source = source == null ? VERNIER : source; // files written before the field was added
  }

  public static final String VERNIER = "vernier";

  /** Without the heap policy. */
  public BenchmarkResult(String id, String className, String method, Map<String, String> params,
      String mode, String unit, boolean baseline, String status, String error, Stats stats,
      Number allocatedBytesPerOp, Double gcPer1000Ops, Double cyclesPerOp, Double ratio,
      Double ratioCiLow, Double ratioCiHigh, List<ForkRecord> forks, Profile profile,
      List<Warning> warnings, String stopReason, Long wallMillis, Double allocRatio,
      Map<String, Double> gcPer1000OpsByCollector, Long gcPauseMillis, Long peakRssBytes,
      Integer rank, Boolean rankTied, String source, Integer threads, String group) {
    this(id, className, method, params, mode, unit, baseline, status, error, stats,
        allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh, forks,
        profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, source, threads, group, null);
  }

  /** Without the source: a Vernier benchmark. */
  public BenchmarkResult(String id, String className, String method, Map<String, String> params,
      String mode, String unit, boolean baseline, String status, String error, Stats stats,
      Number allocatedBytesPerOp, Double gcPer1000Ops, Double cyclesPerOp, Double ratio,
      Double ratioCiLow, Double ratioCiHigh, List<ForkRecord> forks, Profile profile,
      List<Warning> warnings, String stopReason, Long wallMillis, Double allocRatio,
      Map<String, Double> gcPer1000OpsByCollector, Long gcPauseMillis, Long peakRssBytes,
      Integer rank, Boolean rankTied) {
    this(id, className, method, params, mode, unit, baseline, status, error, stats,
        allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh, forks,
        profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, VERNIER, null, null, null);
  }

  /** Without the rank (set afterwards by {@code Ranking.attach}). */
  public BenchmarkResult(String id, String className, String method, Map<String, String> params,
      String mode, String unit, boolean baseline, String status, String error, Stats stats,
      Number allocatedBytesPerOp, Double gcPer1000Ops, Double cyclesPerOp, Double ratio,
      Double ratioCiLow, Double ratioCiHigh, List<ForkRecord> forks, Profile profile,
      List<Warning> warnings, String stopReason, Long wallMillis, Double allocRatio,
      Map<String, Double> gcPer1000OpsByCollector, Long gcPauseMillis, Long peakRssBytes) {
    this(id, className, method, params, mode, unit, baseline, status, error, stats,
        allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh, forks,
        profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, null, null);
  }

  /** Without the schedule's story, the allocation ratio, per-collector GC figures, peak RSS. */
  public BenchmarkResult(String id, String className, String method, Map<String, String> params,
      String mode, String unit, boolean baseline, String status, String error, Stats stats,
      Number allocatedBytesPerOp, Double gcPer1000Ops, Double cyclesPerOp, Double ratio,
      Double ratioCiLow, Double ratioCiHigh, List<ForkRecord> forks, Profile profile,
      List<Warning> warnings) {
    this(id, className, method, params, mode, unit, baseline, status, error, stats,
        allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh, forks,
        profile, warnings, null, null, null, null, null, null);
  }

  public static final String OK = "ok";
  public static final String FAILED = "failed";

  public boolean ok() {
    return OK.equals(status);
  }

  /**
   * Whether the row has a figure: it ran, and its forks did not disagree by multiples without
   * steady ones to take the figure from (then {@code stats} is null and FORKS_DISAGREE says why).
   */
  public boolean hasFigure() {
    return ok() && stats != null;
  }

  /** A copy with the ratio against the baseline filled in. */
  public BenchmarkResult withRatio(Double ratio, Double low, Double high) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, low, high, forks, profile,
        warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector, gcPauseMillis,
        peakRssBytes, rank, rankTied, source, threads, group, heapPolicy);
  }

  /** A copy carrying the profile of its measurement phase ({@code run --profile}). */
  public BenchmarkResult withProfile(Profile p) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh,
        forks, p, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, source, threads, group, heapPolicy);
  }

  /** A copy with bytes per op over the baseline's filled in ("Alloc Ratio"). */
  public BenchmarkResult withAllocRatio(Double allocRatio) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh,
        forks, profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, source, threads, group, heapPolicy);
  }

  /** A copy with its rank among its rivals; null, null for a row without any. */
  public BenchmarkResult withRank(Integer rank, Boolean tied) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh,
        forks, profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, tied, source, threads, group, heapPolicy);
  }

  /** A copy saying which annotations declared the benchmark, and how its plan was chosen. */
  public BenchmarkResult withSource(String source, String stopReason) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh,
        forks, profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, source, threads, group, heapPolicy);
  }

  /** A copy saying how many threads ran it at once. */
  public BenchmarkResult withThreads(Integer n) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh,
        forks, profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, source, n, group, heapPolicy);
  }

  /** A copy in a JMH {@code @Group}. */
  public BenchmarkResult withGroup(String g) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh,
        forks, profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, source, threads, g, heapPolicy);
  }

  /** A copy saying how the forks' heap was set. */
  public BenchmarkResult withHeapPolicy(HeapSetting h) {
    return new BenchmarkResult(id, className, method, params, mode, unit, baseline, status, error,
        stats, allocatedBytesPerOp, gcPer1000Ops, cyclesPerOp, ratio, ratioCiLow, ratioCiHigh,
        forks, profile, warnings, stopReason, wallMillis, allocRatio, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes, rank, rankTied, source, threads, group, h);
  }

  /** How many threads ran it at once: 1 for a file older than threads. */
  public int threadCount() {
    return threads == null ? 1 : threads;
  }
}
