package dev.vernier.engine.measure;

import static dev.vernier.engine.measure.Trial.atLeastOne;

import dev.vernier.Level;
import java.nio.ByteBuffer;
import java.util.Base64;
import org.HdrHistogram.Histogram;

/**
 * Samples of sample mode: windows of individually timed calls, each call recorded in an
 * HdrHistogram (the percentiles) and offered to a seeded uniform reservoir, which becomes the
 * fork's samples (the interval). Warm-up takes the same windows and records them the same way,
 * into a {@link Recorder} it throws away: the recording code (the histogram's, the reservoir's)
 * is then compiled during warm-up. Unrecorded warm-up left it to be compiled in measurement's
 * first 300 ms, where the JIT watch counted it as the benchmark's (JIT_DURING_MEASUREMENT on a
 * sample-mode arithmetic kernel: {@code Reservoir::offer}, the histogram's {@code
 * recordSingleValue}; see tools/lab/jit-log.sh).
 */
final class CallSampling extends Sampling {
  /** Sample mode keeps a uniform reservoir of this many calls for the interval of the median. */
  static final int RESERVOIR = 10_000;

  CallSampling(Trial t) {
    super(t);
  }

  @Override
  Warmup warmUp() throws Throwable {
    MeasurementPlan plan = t.plan;
    SteadyState state = new SteadyState(plan.measureNanos());
    long start = t.clock.getAsLong();
    long now;
    long target = plan.sampleTargetNanos(); // once: read per window, it compiled in measurement
    Recorder discarded = new Recorder(new AllocationTally());
    do {
      CallWindow w = callWindow(target, discarded);
      now = t.clock.getAsLong() - start;
      t.alloc.warmup(w.calls, w.allocated);
      t.warmSeries.add(w.meanNanos(), w.calls, w.allocated, now);
      if (t.jit.changed()) {
        state.jitChanged(now, t.jit.lastMethod());
      }
      if (t.memory.grew(now)) {
        state.memoryGrew(now, t.memory.residentBytes(), t.pageNanos);
      }
      state.add(now, w.meanNanos());
    } while (plan.keepWarming(now, state));
    boolean steady = state.steady(now);
    return new Warmup(1, t.warmSeries.size(), now, steady, null, start, state);
  }

  /**
   * A compilation during measurement cannot be cut out of a histogram, so the fork measures
   * again when the plan allows.
   */
  @Override
  ForkMeasurement measure(Warmup warm) throws Throwable {
    MeasurementPlan plan = t.plan;
    long target = plan.sampleTargetNanos();
    t.hooks.beforeMeasurement(); // profiler on: measurement phase only
    Recorder recorder;
    Period p;
    long calls;
    int remeasured = 0;
    while (true) {
      recorder = new Recorder(t.alloc);
      t.listener.phaseStarted(Phase.MEASUREMENT, plan.measureNanos());
      p = new Period(t);
      calls = 0;
      int windows = 0;
      long allocated = 0;
      long elapsedPhase;
      do {
        CallWindow w = callWindow(target, recorder);
        allocated += w.allocated;
        calls += w.calls;
        windows++;
        elapsedPhase = t.clock.getAsLong() - p.start;
        p.afterSample(windows - 1, elapsedPhase);
      } while (plan.keepMeasuring(elapsedPhase, windows));
      p.end(elapsedPhase);
      p.callTotals(calls, allocated);
      long spent = t.clock.getAsLong() - warm.startNanos();
      if (p.events == 0 || !plan.mayMeasureAgain(spent)) {
        break;
      }
      remeasured++;
      t.alloc.resetMeasured();
    }
    t.hooks.afterMeasurement(); // profiler off
    for (double ns : recorder.reservoir.values()) {
      t.measured.add(ns / t.opsPerInvocation, 1, 0, 0);
    }
    return p.finish(warm, 1, remeasured, encode(recorder.histogram), true);
  }

  /** Where a window's calls go: a histogram, a reservoir and the tally of bytes per call. */
  private static final class Recorder {
    final Histogram histogram = new Histogram(3);
    final Reservoir reservoir = new Reservoir(RESERVOIR);
    final AllocationTally alloc;

    Recorder(AllocationTally alloc) {
      this.alloc = alloc;
    }

    void record(long nanos, long bytes) {
      histogram.recordValue(nanos < 0 ? 0 : nanos);
      reservoir.offer(nanos);
      alloc.measured(bytes);
    }
  }

  private record CallWindow(long calls, long elapsed, long allocated) {
    double meanNanos() {
      return (double) elapsed / atLeastOne(calls);
    }
  }

  /** Individually timed calls until their time adds up to the target; iteration setup around. */
  private CallWindow callWindow(long targetNanos, Recorder recorder) throws Throwable {
    BenchmarkInstance bench = t.bench;
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
      recorder.record(ns, callBytes);
      elapsed += ns;
      calls++;
    } while (elapsed < targetNanos);
    bench.tearDown(Level.ITERATION);
    return new CallWindow(calls, elapsed, allocated);
  }

  private static String encode(Histogram h) {
    ByteBuffer buf = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int n = h.encodeIntoCompressedByteBuffer(buf);
    byte[] bytes = new byte[n];
    buf.flip();
    buf.get(bytes);
    return Base64.getEncoder().encodeToString(bytes);
  }
}
