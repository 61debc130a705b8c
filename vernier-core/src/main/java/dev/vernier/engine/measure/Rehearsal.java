package dev.vernier.engine.measure;

import static dev.vernier.engine.measure.Trial.atLeastOne;

/**
 * Runs the harness's own bookkeeping between samples (figures, the sample series, the
 * steady-state detector, the plan, the allocation tally, the JIT poll) on made-up figures, so
 * that the JIT compiles it now. Called only between samples, at one sample every 10 ms, these
 * methods would reach the JIT's thresholds seconds into measurement, and their compilations
 * could hide the benchmark's among them.
 */
final class Rehearsal {
  /** Calls of each bookkeeping step: past HotSpot's C2 thresholds. */
  static final int REHEARSALS = 20_000;

  /** What the rehearsal computed, kept so the JIT cannot drop it. */
  private static volatile long rehearsed;

  private Rehearsal() {}

  /** @param sampling the fork's way of taking samples, whose figure it computes */
  static void run(Trial t, Sampling sampling) {
    MeasurementPlan plan = t.plan;
    SteadyState state = new SteadyState(plan.measureNanos());
    Series series = new Series(1024, true);
    Series fixed = new Series(1024, false); // both kinds, so no branch of either is new later
    AllocationTally tally = new AllocationTally();
    Period period = new Period(t, false);
    MemoryWatch memory = new MemoryWatch(t.resident, t.pageNanos); // its reads, not its level
    long ops = 1;
    long sink = 0;
    for (int i = 0; i < REHEARSALS; i++) {
      long elapsed = atLeastOne(i & 1023);
      double v = sampling.value(elapsed, ops);
      series.add(v, ops, elapsed, i);
      ops = BatchSampling.resize(ops, elapsed, 512);
      ops = ops > 4096 ? 1 : ops;
      state.add(1_000_000L * i, v);
      // every other call reads (10,000 reads, past C2's 5,000 calls; about 40 ms)
      if ((i & 1) == 0 && memory.grew(MemoryWatch.POLL_NANOS * i)) {
        state.memoryGrew(1_000_000L * i, memory.residentBytes(), t.pageNanos);
      }
      if ((i & 31) == 0) {
        state.jitChanged(1_000_000L * i, null);
        sink += state.steady(1_000_000L * i) ? 1 : 0;
        sink += plan.keepWarming(1_000_000L * i, state) ? 1 : 0;
      }
      sink += plan.keepMeasuring(i, i) ? 1 : 0;
      sink += series.full() ? 1 : series.size();
      if ((i & 1023) == 0) {
        fixed.clear();
      }
      fixed.add(v, ops, elapsed, i);
      sink += fixed.full() ? 1 : fixed.size();
      tally.warmup(ops, elapsed);
      tally.measured(elapsed);
      period.afterSample(i & 15, i);
      period.record((i & 3) == 0, (i & 7) == 0, i & 15, i);
      if ((i & 63) == 0) {
        period.events = 0; // so that both sides of every slot choice are seen
        period.harnessNamed = 0;
      }
    }
    rehearsed = sink;
  }
}
