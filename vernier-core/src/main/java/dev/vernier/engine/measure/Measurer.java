package dev.vernier.engine.measure;

import dev.vernier.Level;
import dev.vernier.Mode;
import dev.vernier.engine.stats.Select;
import java.util.function.LongSupplier;

/**
 * Runs one benchmark inside a fork, in stages: set up, rehearse the harness's own bookkeeping
 * ({@link Rehearsal}), warm up until steady, measure, deliver the samples, tear down. This class
 * is the skeleton; what differs by unit of work is a {@link Sampling} (batches, timed calls,
 * batches on threads) or, without warm-up, a {@link SingleShot}. While it warms up and measures,
 * nothing but the benchmark and the harness's own bookkeeping runs: samples are kept in arrays
 * allocated beforehand ({@link Trial}) and handed to the listener once measurement is over, so
 * that every compilation the JIT finishes in that time is the benchmark's (see {@link JitWatch}).
 */
public sealed class Measurer permits ThreadedMeasurer {
  private final Trial trial;

  public Measurer(BenchmarkInstance bench, MeasurementPlan plan, SampleListener listener,
      Mode.Kind mode, int opsPerInvocation) {
    this(bench, plan, listener, mode, opsPerInvocation, System::nanoTime);
  }

  Measurer(BenchmarkInstance bench, MeasurementPlan plan, SampleListener listener,
      Mode.Kind mode, int opsPerInvocation, LongSupplier clock) {
    this.trial = new Trial(bench, plan, listener, mode, opsPerInvocation, clock);
  }

  /** Sets the hooks called around the measurement phase; returns this. */
  public Measurer withHooks(PhaseHooks h) {
    trial.hooks = h;
    return this;
  }

  /** Makes this fork take turns with its partner during measurement; returns this. */
  public Measurer withGate(TurnGate g) {
    trial.gate = g;
    return this;
  }

  public ForkMeasurement run() throws Throwable {
    Trial t = trial;
    t.listener.phaseStarted(Phase.SETUP, 0);
    setUpTrial();
    try {
      if (t.mode == Mode.Kind.SS) {
        return SingleShot.run(t);
      }
      t.listener.phaseStarted(Phase.WARMUP, t.plan.maxWarmupNanos());
      t.watchMemory();
      Sampling sampling = t.mode == Mode.Kind.SAMPLE ? new CallSampling(t) : batches(t);
      Rehearsal.run(t, sampling);
      t.gate.rehearse();
      t.jit.prewarm();
      // one fork of an interleaved pair warms up at a time (the harness's preparation above
      // may overlap the other's warm-up: it is not measured)
      if (!t.gate.warmUpTurn()) {
        throw new IllegalStateException("the interleaved pair was aborted: its other fork failed");
      }
      t.plan = t.plan.startingAt(uptimeNanos());
      Warmup warm = sampling.warmUp();
      startCounting();
      ForkMeasurement m = sampling.measure(warm).withCounters(counted());
      t.deliver();
      // only once measured: a fork that threw in warm-up or measurement still tears down,
      // and its error names the stage it threw in
      t.listener.phaseStarted(Phase.TEARDOWN, 0);
      return m;
    } finally {
      tearDownTrial();
    }
  }

  void setUpTrial() throws Throwable {
    trial.bench.setup(Level.TRIAL);
  }

  void tearDownTrial() throws Throwable {
    trial.bench.tearDown(Level.TRIAL);
  }

  /** The benchmark's own counters (JMH's {@code @AuxCounters}) count from here. */
  void startCounting() {
    trial.bench.startCounting();
  }

  /** What they counted; null without any. */
  AuxCounts counted() {
    CounterSeries c = trial.bench.counted();
    return c == null ? null : c.counts();
  }

  /** Batches through the generated loop on this thread ({@link ThreadedMeasurer}: on its gang). */
  BatchSampling batches(Trial t) {
    return new BatchSampling(t);
  }

  /** This JVM's uptime (millisecond resolution), as the fork's deadlines are given in it. */
  public static long uptimeNanos() {
    return java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L;
  }

  /**
   * The median time of one call over the kept samples (the unit is the benchmark's mode's:
   * per operation, or operations per second), NaN before measurement.
   */
  public double medianNanosPerCall() {
    Series measured = trial.measured;
    if (measured.size() == 0) {
      return Double.NaN;
    }
    double median = Select.median(measured.values(), measured.size());
    return trial.mode == Mode.Kind.THRPT ? 1e9 * trial.opsPerInvocation / median
        : median * trial.opsPerInvocation;
  }
}
