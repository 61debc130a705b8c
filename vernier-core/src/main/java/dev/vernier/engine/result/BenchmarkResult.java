package dev.vernier.engine.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * One benchmark with one parameter set: the row of the table and its evidence, as value types
 * grouped the way the table reads them. The result file holds the row flat (one object, the
 * fields of schema {@code vernier/1} in their order): {@link ResultRow} is that shape.
 *
 * @param identity which benchmark, with which parameters, mode and threads
 * @param status {@link #OK} or {@link #FAILED}
 * @param error why it failed, in one line; null when it ran
 * @param time its time figures: statistics, cycles, ratio to the baseline, rank
 * @param memory its memory figures: bytes per op, GC, peak RSS
 * @param evidence what the figures come from: forks, profile, warnings
 * @param run how it ran: why no more forks were run, wall time, the forks' heap
 */
public record BenchmarkResult(Identity identity, String status, String error, TimeFigures time,
    MemoryFigures memory, Evidence evidence, RunFacts run) {
  public static final String VERNIER = Identity.VERNIER;
  public static final String OK = "ok";
  public static final String FAILED = "failed";

  public BenchmarkResult {
    time = time == null ? TimeFigures.NONE : time;
    memory = memory == null ? MemoryFigures.NONE : memory;
    evidence = evidence == null ? Evidence.NONE : evidence;
    run = run == null ? RunFacts.NONE : run;
  }

  /** A failed row: no figures, the forks and warnings that say why. */
  public static BenchmarkResult failed(Identity identity, String unit, String error,
      Evidence evidence, RunFacts run) {
    return new BenchmarkResult(identity, FAILED, error, TimeFigures.of(unit, null),
        MemoryFigures.NONE, evidence, run);
  }

  /** The row's id, {@code pkg.Class.method[params]}. */
  public String id() {
    return identity.id();
  }

  public boolean ok() {
    return OK.equals(status);
  }

  /**
   * Whether the row has a figure: it ran, and its forks did not disagree by multiples without
   * steady ones to take the figure from (then the stats are null and FORKS_DISAGREE says why).
   */
  public boolean hasFigure() {
    return ok() && time.stats() != null;
  }

  public BenchmarkResult withIdentity(Identity i) {
    return new BenchmarkResult(i, status, error, time, memory, evidence, run);
  }

  public BenchmarkResult withTime(TimeFigures t) {
    return new BenchmarkResult(identity, status, error, t, memory, evidence, run);
  }

  public BenchmarkResult withMemory(MemoryFigures m) {
    return new BenchmarkResult(identity, status, error, time, m, evidence, run);
  }

  public BenchmarkResult withEvidence(Evidence e) {
    return new BenchmarkResult(identity, status, error, time, memory, e, run);
  }

  public BenchmarkResult withRun(RunFacts r) {
    return new BenchmarkResult(identity, status, error, time, memory, evidence, r);
  }

  @JsonValue
  ResultRow toFile() {
    return ResultRow.of(this);
  }

  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static BenchmarkResult fromFile(ResultRow row) {
    return row.toResult();
  }
}
