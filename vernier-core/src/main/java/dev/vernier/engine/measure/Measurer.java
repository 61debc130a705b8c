package dev.vernier.engine.measure;

import dev.vernier.Level;
import dev.vernier.Mode;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * Runs one benchmark inside a fork: warm-up, then measurement, as the plan says. Samples go to
 * the listener as they are taken; the counters are returned at the end.
 *
 * <p>Warm-up and measurement time the same unit of work: a batch of calls through the generated
 * loop in avgt and thrpt modes, a window of individually timed calls in sample mode, so that what
 * warm-up compiled is what measurement runs.
 */
public final class Measurer {
  private final BenchmarkInstance bench;
  private final MeasurementPlan plan;
  private final SampleListener listener;
  private final Mode.Kind mode;
  private final int opsPerInvocation;
  private final LongSupplier clock;
  private final JitMonitor jit = JitMonitor.open();
  private long lastBatchAllocated;
  /** Profiling hooks around the measurement phase ({@code run --profile}); keep the calls. */
  private PhaseHooks hooks = PhaseHooks.NONE;
  private final AllocationTally alloc = new AllocationTally(); // allocation: issue 4

  /** Sample mode keeps a uniform reservoir of this many calls for the interval of the median. */
  static final int RESERVOIR = 10_000;
  /** The names of at most this many compilations during measurement are kept. */
  static final int MAX_NAMED_COMPILES = 20;

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

  /** Sets the hooks called around the measurement phase; returns this. */
  public Measurer withHooks(PhaseHooks h) {
    this.hooks = h;
    return this;
  }

  public ForkMeasurement run() throws Throwable {
    bench.setup(Level.TRIAL);
    try {
      if (mode == Mode.Kind.SS) {
        return singleShot();
      }
      Warmup warm = warmUp();
      return mode == Mode.Kind.SAMPLE ? measureCalls(warm) : measureBatches(warm);
    } finally {
      bench.tearDown(Level.TRIAL);
    }
  }

  private record Warmup(long ops, int samples, long nanos, boolean steady, String reason) {}

  /**
   * Warm-up batches last a tenth of a measurement sample, so the generated loop is entered ten
   * times as often: HotSpot compiles a method's normal (not on-stack-replacement) version by
   * invocation counts, and at one call per 10 ms batch the loop would reach them only seconds
   * into measurement, recompiling while being measured.
   */
  static final int WARMUP_BATCH_DIVISOR = 10;

  /**
   * Warms until the plan is satisfied, feeding the steady-state detector. In batch modes the
   * batch grows towards its target (at most 10x per step) and shrinks as the JIT speeds the code
   * up; the returned batch size is scaled up to the measurement's sample target.
   */
  private Warmup warmUp() throws Throwable {
    SteadyState state = new SteadyState(plan.measureNanos());
    long ops = 1;
    int samples = 0;
    long start = clock.getAsLong();
    long target = Math.max(1, plan.sampleTargetNanos() / WARMUP_BATCH_DIVISOR);
    long activity = jit.activity();
    long benchmarkActivity = 0;
    String lastCompiled = null;
    long now;
    do {
      double value;
      long unit;
      if (mode == Mode.Kind.SAMPLE) {
        CallWindow w = callWindow(plan.sampleTargetNanos(), null);
        value = w.meanNanos();
        unit = w.calls;
        alloc.warmup(w.calls, w.allocated); // allocation: issue 4
      } else {
        long elapsed = Math.max(1, batch(ops));
        alloc.warmup(ops, lastBatchAllocated); // allocation: issue 4
        value = value(elapsed, ops);
        unit = ops;
        double scaled = (double) ops * target / elapsed;
        ops = Math.max(1, (long) Math.min(scaled, ops * 10.0));
      }
      listener.sample(Phase.WARMUP, value, unit);
      samples++;
      now = clock.getAsLong() - start;
      long a = jit.activity();
      if (a != activity) {
        String compiled = jit.lastCompiled();
        // the JDK's and the harness's compilations are not the benchmark's JIT settling
        boolean others = compiled != null && !JitMonitor.benchmarkCode(compiled);
        activity = a;
        if (!others) {
          lastCompiled = compiled;
          benchmarkActivity++;
        }
      }
      state.add(now, value, benchmarkActivity, lastCompiled);
    } while (plan.keepWarming(now, samples, state));
    boolean steady = state.steady(now);
    return new Warmup(ops * WARMUP_BATCH_DIVISOR, samples, now, steady,
        state.describe(now, steady));
  }

  private ForkMeasurement measureBatches(Warmup warm) throws Throwable {
    hooks.beforeMeasurement(); // profiler on: measurement phase only
    Observation obs = new Observation();
    long ops = warm.ops;
    int samples = 0;
    long elapsedPhase;
    do {
      long elapsed = Math.max(1, batch(ops));
      obs.allocated += lastBatchAllocated;
      alloc.measured(lastBatchAllocated);
      listener.sample(Phase.MEASUREMENT, value(elapsed, ops), ops);
      samples++;
      elapsedPhase = clock.getAsLong() - obs.start;
      obs.afterSample(elapsedPhase);
    } while (plan.keepMeasuring(elapsedPhase, samples));
    hooks.afterMeasurement(); // profiler off
    return obs.finish(warm, ops, ops * samples, null, elapsedPhase,
        bench.hasInvocationLevel());
  }

  /**
   * Sample mode: every call timed on its own and recorded in an HdrHistogram (the percentiles);
   * a seeded uniform reservoir of the calls becomes the fork's samples (the interval).
   */
  private ForkMeasurement measureCalls(Warmup warm) throws Throwable {
    hooks.beforeMeasurement(); // profiler on: measurement phase only
    Observation obs = new Observation();
    Histogram histogram = new Histogram(3);
    Reservoir reservoir = new Reservoir(RESERVOIR);
    long calls = 0;
    int windows = 0;
    long elapsedPhase;
    do {
      CallWindow w = callWindow(plan.sampleTargetNanos(), (ns, bytes) -> {
        histogram.recordValue(Math.max(0, ns));
        reservoir.offer(ns);
        alloc.measured(bytes);
      });
      obs.allocated += w.allocated;
      calls += w.calls;
      windows++;
      elapsedPhase = clock.getAsLong() - obs.start;
      obs.afterSample(elapsedPhase);
    } while (plan.keepMeasuring(elapsedPhase, windows));
    hooks.afterMeasurement(); // profiler off
    for (double ns : reservoir.values()) {
      listener.sample(Phase.MEASUREMENT, ns / opsPerInvocation, 1);
    }
    return obs.finish(warm, 1, calls, encode(histogram), elapsedPhase, true);
  }

  private interface CallSink {
    void record(long nanos, long bytes);
  }

  private record CallWindow(long calls, long elapsed, long allocated) {
    double meanNanos() {
      return (double) elapsed / Math.max(1, calls);
    }
  }

  /** Individually timed calls until their time adds up to the target; iteration setup around. */
  private CallWindow callWindow(long targetNanos, CallSink sink) throws Throwable {
    bench.setup(Level.ITERATION);
    long calls = 0;
    long elapsed = 0;
    long allocated = 0;
    do {
      bench.setup(Level.INVOCATION);
      long a0 = Counters.allocatedBytes();
      long t0 = System.nanoTime();
      bench.runOnce();
      long ns = System.nanoTime() - t0;
      long callBytes = Counters.allocatedBytes() - a0;
      allocated += callBytes;
      bench.tearDown(Level.INVOCATION);
      if (sink != null) {
        sink.record(ns, callBytes);
      }
      elapsed += ns;
      calls++;
    } while (elapsed < targetNanos);
    bench.tearDown(Level.ITERATION);
    return new CallWindow(calls, elapsed, allocated);
  }

  private ForkMeasurement singleShot() throws Throwable {
    Observation obs = new Observation();
    bench.setup(Level.ITERATION);
    bench.setup(Level.INVOCATION);
    long a0 = Counters.allocatedBytes();
    hooks.beforeMeasurement(); // profiler on: measurement phase only
    long t0 = System.nanoTime();
    bench.runOnce();
    long t1 = System.nanoTime();
    hooks.afterMeasurement(); // profiler off
    obs.allocated = Counters.allocatedBytes() - a0;
    bench.tearDown(Level.INVOCATION);
    bench.tearDown(Level.ITERATION);
    listener.sample(Phase.MEASUREMENT, (double) (t1 - t0) / opsPerInvocation, 1);
    alloc.measured(obs.allocated);
    return obs.finish(new Warmup(1, 0, 0, false, "single shot: no warm-up, by design"), 1, 1,
        null, t1 - t0, true);
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

  /** The counters of one measurement phase: allocation, GC, and the JIT's activity. */
  private final class Observation {
    final long start = clock.getAsLong();
    final GcCounts gc0 = GcCounts.now();
    long jitLast = jit.activity();
    long allocated;
    long benchmarkCompiles;
    final List<String> compiled = new ArrayList<>();

    /** Names what the JIT compiled since the last sample, if it belongs to the benchmark. */
    void afterSample(long elapsedNanos) {
      long a = jit.activity();
      if (a == jitLast) {
        return;
      }
      jitLast = a;
      String m = jit.lastCompiled();
      if (m != null && JitMonitor.benchmarkCode(m)) {
        benchmarkCompiles++;
        if (compiled.size() < MAX_NAMED_COMPILES) {
          compiled.add(m + " at " + elapsedNanos / 1_000_000 + " ms");
        }
      }
    }

    /**
     * @param singleCalls whether the measured unit was one call (sample, single-shot and
     *     invocation-level benchmarks), for the harness's own bytes per unit
     */
    ForkMeasurement finish(Warmup warm, long opsPerSample, long measuredOps, String histogram,
        long measurementNanos, boolean singleCalls) throws Throwable {
      boolean counted = Counters.allocatedBytes() >= 0;
      GcCounts gc = GcCounts.now().since(gc0);
      // After measurement, so the empty benchmark cannot disturb what was measured.
      long harness = HarnessBytes.perBatch(opsPerSample, singleCalls);
      return new ForkMeasurement(opsPerSample, measuredOps, counted ? allocated : -1,
          gc.totalCollections(), gc.pauseMillis(), warm.nanos,
          warm.samples, warm.steady, warm.reason, jit.precise() ? benchmarkCompiles : -1,
          List.copyOf(compiled), histogram, measurementNanos, null, null, null,
          alloc.figures(harness), gc);
    }
  }

  private static String encode(Histogram h) {
    ByteBuffer buf = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int n = h.encodeIntoCompressedByteBuffer(buf);
    byte[] bytes = new byte[n];
    buf.flip();
    buf.get(bytes);
    return Base64.getEncoder().encodeToString(bytes);
  }

  /** Algorithm R: every call has the same chance to be kept, whatever the run's length. */
  private static final class Reservoir {
    private final double[] kept;
    private final SplittableRandom random = new SplittableRandom(0x5645524EL);
    private long seen;

    Reservoir(int size) {
      kept = new double[size];
    }

    void offer(long value) {
      if (seen < kept.length) {
        kept[(int) seen] = value;
      } else {
        long j = random.nextLong(seen + 1);
        if (j < kept.length) {
          kept[(int) j] = value;
        }
      }
      seen++;
    }

    double[] values() {
      return java.util.Arrays.copyOf(kept, (int) Math.min(seen, kept.length));
    }
  }
}
