package dev.vernier.engine.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * A {@link BenchmarkResult} as the result file holds it: one flat object, its fields in the order
 * of schema {@code vernier/1}. Used only to read and write the file; code reads the row's nested
 * records. A file's ratio without its interval, or rank without its tie, reads as none (Vernier
 * writes both or neither). {@code counters} and {@code perturbation} are derived from the forks' (written, not
 * read).
 */
record ResultRow(
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
    HeapSetting heapPolicy,
    @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Counter> counters,
    @JsonInclude(JsonInclude.Include.NON_NULL) PerturbationShare perturbation) {

  static ResultRow of(BenchmarkResult r) {
    Identity i = r.identity();
    TimeFigures t = r.time();
    MemoryFigures m = r.memory();
    Evidence e = r.evidence();
    RunFacts f = r.run();
    TimeFigures.Ratio ratio = t.ratio();
    TimeFigures.Rank rank = t.rank();
    return new ResultRow(i.id(), i.className(), i.method(), i.params(), i.mode(), t.unit(),
        i.baseline(), r.status(), r.error(), t.stats(), m.allocatedBytesPerOp(), m.gcPer1000Ops(),
        t.cyclesPerOp(), ratio == null ? null : ratio.value(),
        ratio == null ? null : ratio.ciLow(), ratio == null ? null : ratio.ciHigh(), e.forks(),
        e.profile(), e.warnings(), f.stopReason(), f.wallMillis(), m.allocRatio(),
        m.gcPer1000OpsByCollector(), m.gcPauseMillis(), m.peakRssBytes(),
        rank == null ? null : rank.place(), rank == null ? null : rank.tied(), i.source(),
        i.threads(), i.group(), f.heapPolicy(), e.counters(), e.perturbation());
  }

  BenchmarkResult toResult() {
    TimeFigures.Ratio r = ratio == null || ratioCiLow == null || ratioCiHigh == null ? null
        : new TimeFigures.Ratio(ratio, ratioCiLow, ratioCiHigh);
    TimeFigures.Rank place = rank == null || rankTied == null ? null
        : new TimeFigures.Rank(rank, rankTied);
    return new BenchmarkResult(
        new Identity(id, className, method, params, mode, baseline, source, threads, group),
        status, error, new TimeFigures(unit, stats, cyclesPerOp, r, place),
        new MemoryFigures(allocatedBytesPerOp, allocRatio, gcPer1000Ops, gcPer1000OpsByCollector,
            gcPauseMillis, peakRssBytes),
        new Evidence(forks, profile, warnings), new RunFacts(stopReason, wallMillis, heapPolicy));
  }
}
