package dev.vernier.engine.measure;

import dev.vernier.Level;
import dev.vernier.Mode;
import java.util.function.LongSupplier;

/**
 * Runs one benchmark inside a fork: warm-up, then measurement, as the plan says. Samples go to
 * the listener as they are taken; the counters are returned at the end.
 */
public final class Measurer {
  private final BenchmarkInstance bench;
  private final MeasurementPlan plan;
  private final SampleListener listener;
  private final Mode.Kind mode;
  private final int opsPerInvocation;
  private final LongSupplier clock;
  private long lastBatchAllocated;
  private final AllocationTally alloc = new AllocationTally(); // allocation: issue 4

  /** Sample mode streams every call; past this many a fork's distribution is well known. */
  static final int MAX_CALL_SAMPLES = 20_000;

  public Measurer(BenchmarkInstance bench, MeasurementPlan plan, SampleListener listener,
      Mode.Kind mode, int opsPerInvocation) {
    this(bench, plan, listener, mode, opsPerInvocation, System::nanoTime);
  }

  Measurer(BenchmarkInstance bench, MeasurementPlan plan, SampleListener listener,
      Mode.Kind mode, int opsPerInvocation, LongSupplier clock) {
    this.bench = bench;
    this.plan = plan;
    this.listener = listener;
    this.mode = mode;
    this.opsPerInvocation = Math.max(1, opsPerInvocation);
    this.clock = clock;
  }

  public ForkMeasurement run() throws Throwable {
    bench.setup(Level.TRIAL);
    try {
      if (mode == Mode.Kind.SS) {
        return singleShot();
      }
      long warmStart = clock.getAsLong();
      Warmup warm = warmUp();
      long warmupNanos = clock.getAsLong() - warmStart;
      return mode == Mode.Kind.SAMPLE
          ? measureCalls(warmupNanos, warm.samples)
          : measureBatches(warm.ops, warmupNanos, warm.samples);
    } finally {
      bench.tearDown(Level.TRIAL);
    }
  }

  private record Warmup(long ops, int samples) {}

  /** Grows the batch until one lasts about the sample target, re-sizing as the JIT speeds up. */
  private Warmup warmUp() throws Throwable {
    long ops = 1;
    int samples = 0;
    long start = clock.getAsLong();
    long target = plan.sampleTargetNanos();
    do {
      long elapsed = Math.max(1, batch(ops));
      alloc.warmup(ops, lastBatchAllocated);
      listener.sample(Phase.WARMUP, value(elapsed, ops), ops);
      samples++;
      double scaled = (double) ops * target / elapsed;
      ops = Math.max(1, (long) Math.min(scaled, ops * 10.0)); // at most 10x per step
    } while (plan.keepWarming(clock.getAsLong() - start, samples));
    return new Warmup(ops, samples);
  }

  private ForkMeasurement measureBatches(long ops, long warmupNanos, int warmupSamples)
      throws Throwable {
    long allocated = 0;
    GcCounts gc0 = GcCounts.now();
    int samples = 0;
    long start = clock.getAsLong();
    do {
      long elapsed = Math.max(1, batch(ops));
      allocated += lastBatchAllocated;
      alloc.measured(lastBatchAllocated);
      listener.sample(Phase.MEASUREMENT, value(elapsed, ops), ops);
      samples++;
    } while (plan.keepMeasuring(clock.getAsLong() - start, samples));
    GcCounts gc = GcCounts.now().since(gc0);
    // After measurement, so the empty benchmark cannot disturb what was measured.
    long harness = HarnessBytes.perBatch(ops, bench.hasInvocationLevel());
    return new ForkMeasurement(ops, ops * samples, Counters.allocatedBytes() < 0 ? -1 : allocated,
        gc.totalCollections(), gc.pauseMillis(), warmupNanos, warmupSamples,
        alloc.figures(harness), gc);
  }

  /** Sample mode: every call timed on its own; each sample is one call's latency in ns. */
  private ForkMeasurement measureCalls(long warmupNanos, int warmupSamples) throws Throwable {
    long allocated = 0;
    GcCounts gc0 = GcCounts.now();
    int samples = 0;
    long start = clock.getAsLong();
    do {
      bench.setup(Level.ITERATION);
      bench.setup(Level.INVOCATION);
      long a0 = Counters.allocatedBytes();
      long t0 = System.nanoTime();
      bench.runOnce();
      long t1 = System.nanoTime();
      long callBytes = Counters.allocatedBytes() - a0;
      allocated += callBytes;
      alloc.measured(callBytes);
      bench.tearDown(Level.INVOCATION);
      bench.tearDown(Level.ITERATION);
      listener.sample(Phase.MEASUREMENT, (double) (t1 - t0) / opsPerInvocation, 1);
      samples++;
    } while (samples < MAX_CALL_SAMPLES && plan.keepMeasuring(clock.getAsLong() - start, samples));
    GcCounts gc = GcCounts.now().since(gc0);
    return new ForkMeasurement(1, samples, allocated, gc.totalCollections(), gc.pauseMillis(),
        warmupNanos, warmupSamples, alloc.figures(HarnessBytes.perBatch(1, true)), gc);
  }

  private ForkMeasurement singleShot() throws Throwable {
    bench.setup(Level.ITERATION);
    bench.setup(Level.INVOCATION);
    long a0 = Counters.allocatedBytes();
    long t0 = System.nanoTime();
    bench.runOnce();
    long t1 = System.nanoTime();
    long allocated = Counters.allocatedBytes() - a0;
    bench.tearDown(Level.INVOCATION);
    bench.tearDown(Level.ITERATION);
    listener.sample(Phase.MEASUREMENT, (double) (t1 - t0) / opsPerInvocation, 1);
    alloc.measured(allocated);
    return new ForkMeasurement(1, 1, allocated, 0, 0, 0, 0,
        alloc.figures(HarnessBytes.perBatch(1, true)), GcCounts.NONE);
  }

  /** One timed batch with iteration-level setup around it; invocation level times each call. */
  private long batch(long ops) throws Throwable {
    bench.setup(Level.ITERATION);
    long elapsed;
    long allocated;
    if (bench.hasInvocationLevel()) {
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
      long a0 = Counters.allocatedBytes();
      elapsed = bench.runBatch(ops);
      allocated = Counters.allocatedBytes() - a0;
    }
    lastBatchAllocated = allocated;
    bench.tearDown(Level.ITERATION);
    return elapsed;
  }

  /** A batch's figure in the mode's unit. */
  private double value(long elapsedNanos, long ops) {
    double calls = (double) ops * opsPerInvocation;
    return mode == Mode.Kind.THRPT ? calls * 1e9 / elapsedNanos : elapsedNanos / calls;
  }
}
