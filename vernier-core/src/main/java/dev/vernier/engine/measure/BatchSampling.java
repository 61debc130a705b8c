package dev.vernier.engine.measure;

import static dev.vernier.engine.measure.Trial.atLeastOne;

import dev.vernier.Level;

/**
 * Samples of avgt and thrpt modes: batches of calls through the generated loop, timed as one.
 * Warm-up grows the batch to the measurement's size; measurement keeps that size fixed, so every
 * sample of a fork covers the same number of calls.
 */
sealed class BatchSampling extends Sampling permits ThreadedBatchSampling {
  /**
   * Warm-up runs in two stages. First short batches, a hundredth of a sample, until the figure is
   * steady at that size: the generated loop is then entered thousands of times a second, and
   * HotSpot, which moves a method between its tiers at call and loop-count events, takes the
   * loop through all of them (at one entry per 10 ms sample, a loop parked at tier 2 while C2 was
   * busy was seen climbing to tier 4 a second into measurement). Then batches of the
   * measurement's own size until steady again: the end of warm-up runs exactly as measurement
   * will, and only those batches are judged for it. The JIT's activity counts in both stages.
   */
  static final int SHORT_BATCH_DIVISOR = 100;
  /**
   * The first stage runs at least this many batches: the harness's per-batch code (the batch
   * method, set-up and tear-down calls, the clock) reaches C2 within them (at the lowered
   * thresholds JvmProbe sets), not during measurement, even while C2's queue is long.
   */
  static final int MIN_SHORT_BATCHES = 2_000;
  /** A measurement-shaped batch this far off its target (either way) is resized. */
  static final double RESHAPE_FACTOR = 2.0;
  /** The second stage is given at least its judging window and this much more. */
  static final long SHAPED_SLACK_NANOS = 100_000_000L;

  /**
   * Calls of the benchmark, one at a time, before the generated loop first runs: more than
   * HotSpot's (JDK 17 and earlier) MinInliningThreshold of 250. The loop reaches C2 at a
   * hundredth of the usual counts (JvmProbe), after about 150 calls of the benchmark in its
   * first batches; C2 then declined to inline a benchmark run fewer than 250 times ("executed <
   * MinInliningThreshold times"), and that loop, never recompiled, called it out of line for the
   * whole fork (4 of 60 forks of the lab's kernels; see docs/measurement.md). JMH's stub reaches
   * C2 only after thousands of calls, so it does not race this way. Costs a fork at most
   * PRIME_MAX_NANOS of its warm-up, once.
   */
  static final int PRIME_CALLS = 500;
  /** Priming stops sooner past this: a slow benchmark is not slowed by a call's overhead. */
  static final long PRIME_MAX_NANOS = 50_000_000L;

  /** Bytes the last batch allocated; set by {@link #batch} (and its threaded override). */
  long lastBatchAllocated;

  BatchSampling(Trial t) {
    super(t);
  }

  /**
   * When stage 1 gives way to stage 2 at the latest: early enough for stage 2's samples to cover
   * the window judged when warm-up's time runs out, which grows with the warm-up (a quarter of
   * it). The window at the start (half a second) left a fork whose stage 1 ran to its limit too
   * few shaped samples to judge at all, so it ran out unsteady whatever they showed.
   */
  static long shapedFrom(long maxWarmupNanos, SteadyState state) {
    return maxWarmupNanos - state.flatWindow(maxWarmupNanos) - SHAPED_SLACK_NANOS;
  }

  @Override
  Warmup warmUp() throws Throwable {
    MeasurementPlan plan = t.plan;
    JitWatch jit = t.jit;
    MemoryWatch memory = t.memory;
    Series warmSeries = t.warmSeries;
    SteadyState shortState = new SteadyState(plan.measureNanos(), t.gate.gated());
    SteadyState state = new SteadyState(plan.measureNanos(), t.gate.gated());
    long start = t.clock.getAsLong();
    prime();
    long target = Math.max(1, plan.sampleTargetNanos());
    long shortTarget = Math.max(1, target / SHORT_BATCH_DIVISOR);
    long shapedFrom = shapedFrom(plan.maxWarmupNanos(), state);
    long ops = 1;
    long elapsed;
    long now;
    int shortBatches = 0;
    do { // stage 1: short batches
      elapsed = atLeastOne(batch(ops));
      now = t.clock.getAsLong() - start;
      warmSeries.add(value(elapsed, ops), ops, lastBatchAllocated, now);
      if (jit.changed()) {
        shortState.jitChanged(now, jit.lastMethod());
        state.jitChanged(now, jit.lastMethod());
      }
      if (memory.grew(now)) {
        shortState.memoryGrew(now, memory.residentBytes(), t.pageNanos);
        state.memoryGrew(now, memory.residentBytes(), t.pageNanos);
      }
      shortState.add(now, value(elapsed, ops));
      if (now < shapedFrom && (++shortBatches < MIN_SHORT_BATCHES || !shortState.steady(now))) {
        ops = resize(ops, elapsed, shortTarget);
      } else {
        break;
      }
    } while (true);
    // the last short batch's own time, scaled to the measurement's (a hundredfold at once)
    ops = atLeastOne((long) ((double) ops * target / elapsed));
    do { // stage 2: the measurement's batch size
      elapsed = atLeastOne(batch(ops));
      now = t.clock.getAsLong() - start;
      warmSeries.add(value(elapsed, ops), ops, lastBatchAllocated, now);
      if (jit.changed()) {
        state.jitChanged(now, jit.lastMethod());
      }
      if (memory.grew(now)) {
        state.memoryGrew(now, memory.residentBytes(), t.pageNanos);
      }
      t.alloc.warmup(ops, lastBatchAllocated);
      state.add(now, value(elapsed, ops));
      if (elapsed > RESHAPE_FACTOR * target || elapsed * RESHAPE_FACTOR < target) {
        ops = resize(ops, elapsed, target);
        state.reshaped(); // another shape: judge the new one afresh
      }
    } while (plan.keepWarming(now, state));
    boolean steady = state.steady(now);
    return new Warmup(ops, warmSeries.size(), now, steady, null, start, state);
  }

  /**
   * Measures in fixed batches. When the JIT finished compiling something during measurement, the
   * samples before it timed code that has since been replaced: when at least half the samples
   * (and the plan's minimum) came after the last compilation, the fork keeps only those;
   * otherwise, while the warm-up time it did not need allows, it measures again from the start
   * (what came before counts as warm-up); when neither is possible it keeps everything and
   * reports the compilations.
   */
  @Override
  ForkMeasurement measure(Warmup warm) throws Throwable {
    MeasurementPlan plan = t.plan;
    TurnGate gate = t.gate;
    Series measured = t.measured;
    long ops = warm.ops();
    t.hooks.beforeMeasurement(); // profiler on: measurement phase only
    Period p;
    int remeasured = 0;
    while (true) {
      t.listener.phaseStarted(Phase.MEASUREMENT, plan.measureNanos());
      boolean gated = gate.gated();
      p = gated ? gatedPeriod() : new Period(t);
      long elapsedPhase = 0;
      // gated (interleaved A/B): a turn per batch, as many rounds as the pair was given
      // an ordinary fork does not call the gate here, so nothing of it can compile meanwhile
      while (!gated || gate.await()) {
        long elapsed = atLeastOne(batch(ops));
        if (gated) {
          gate.done();
        }
        elapsedPhase = t.clock.getAsLong() - p.start;
        measured.add(value(elapsed, ops), ops, lastBatchAllocated, elapsedPhase);
        p.afterSample(measured.size() - 1, elapsedPhase);
        if (!(gated || plan.keepMeasuring(elapsedPhase, measured.size()))
            || measured.full()) {
          break;
        }
      }
      gate.finish();
      p.end(elapsedPhase);
      if (measured.size() == 0) {
        throw new IllegalStateException("the other fork of the interleaved pair stopped before"
            + " this one measured");
      }
      if (p.events == 0 || !plan.measuresAroundJit() || p.trimToTail() || gated) {
        break;
      }
      long spent = t.clock.getAsLong() - warm.startNanos();
      if (!plan.mayMeasureAgain(spent)) {
        break;
      }
      remeasured++;
      for (int i = 0; i < measured.size(); i++) { // what was measured becomes warm-up
        t.warmSeries.add(measured.value(i), measured.ops(i), measured.bytes(i), 0);
      }
      measured.clear();
    }
    t.hooks.afterMeasurement(); // profiler off
    for (int i = 0; i < measured.size(); i++) {
      t.alloc.measured(measured.bytes(i));
    }
    return p.finish(warm, ops, remeasured, null, t.invocationLevel);
  }

  /**
   * A gated fork settles the JIT before it reaches the start line (the settling spins, and the
   * other side may be measuring by then), then waits there for its partner.
   */
  private Period gatedPeriod() {
    t.jit.settle(JitWatch.PHASE_QUIET_NANOS, JitWatch.PHASE_MAX_SETTLE_NANOS);
    if (!t.gate.start()) {
      throw new IllegalStateException("the interleaved pair was aborted: its other fork failed");
    }
    t.jit.settle(0, 0); // count from here: nothing the wait compiled (it was rehearsed) is new
    return new Period(t, false);
  }

  /**
   * Calls the benchmark through the loop's single-call method (see {@link #PRIME_CALLS}), inside
   * iteration-level set-up and tear-down, as a batch would. Not at invocation level: the loop is
   * not used there. Returns the calls made.
   */
  int prime() throws Throwable {
    if (t.invocationLevel) {
      return 0;
    }
    BenchmarkInstance bench = t.bench;
    bench.setup(Level.ITERATION);
    int calls = primeCalls(bench, PRIME_CALLS, PRIME_MAX_NANOS);
    bench.tearDown(Level.ITERATION);
    return calls;
  }

  /** Single calls, up to {@code calls} of them or for {@code maxNanos}; returns how many. */
  static int primeCalls(BenchmarkInstance bench, int calls, long maxNanos) {
    long from = System.nanoTime();
    int made = 0;
    while (made < calls && System.nanoTime() - from < maxNanos) {
      bench.runOnce();
      made++;
    }
    return made;
  }

  /** The batch size that would take {@code target}, growing at most tenfold a step. */
  static long resize(long ops, long elapsed, long target) {
    double scaled = (double) ops * target / atLeastOne(elapsed);
    double capped = scaled < ops * 10.0 ? scaled : ops * 10.0;
    return atLeastOne((long) capped);
  }

  /**
   * One timed batch with iteration-level setup around it; invocation level times each call.
   * {@link ThreadedBatchSampling} overrides it; a fork on one thread never loads that class, so
   * the JIT binds this call statically (class hierarchy analysis), as when it was private.
   */
  long batch(long ops) throws Throwable {
    BenchmarkInstance bench = t.bench;
    bench.setup(Level.ITERATION);
    long elapsed;
    long allocated;
    if (t.invocationLevel) {
      elapsed = 0;
      allocated = 0;
      for (long i = 0; i < ops; i++) {
        bench.setup(Level.INVOCATION);
        long a0 = Counters.allocatedBytes();
        long t0 = System.nanoTime();
        bench.runOnce();
        elapsed += System.nanoTime() - t0;
        allocated += Counters.allocatedBytes() - a0;
        bench.tearDown(Level.INVOCATION);
      }
    } else {
      bench.countersBefore();
      long a0 = Counters.allocatedBytes();
      elapsed = bench.runBatch(ops);
      allocated = Counters.allocatedBytes() - a0;
      bench.countersAfter(elapsed);
    }
    lastBatchAllocated = allocated;
    bench.tearDown(Level.ITERATION);
    return elapsed;
  }
}
