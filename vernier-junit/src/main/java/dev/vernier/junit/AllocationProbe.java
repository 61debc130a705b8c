package dev.vernier.junit;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Warms code up until the JIT has finished with it, then counts the bytes this thread allocates
 * per call with the JVM's exact per-thread counter.
 *
 * <p>Warm-up is by time, not by call count: tiered compilation replaces interpreted code by C1
 * and then C2 code on a timer and on counters, and only C2 does escape analysis, so a figure
 * taken after a fixed number of calls can be the bytes of code that will never run in
 * production. Warm-up ends when, after the minimum time, no compilation has happened anywhere in
 * the JVM for a while ({@link CompilationMXBean#getTotalCompilationTime}) and the batches of that
 * while all allocated the same bytes.
 */
final class AllocationProbe {
  /** A batch should last at least this long, so per-batch costs are small against it. */
  private static final long BATCH_NANOS = 2_000_000;
  private static final com.sun.management.ThreadMXBean THREADS = threads();
  private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
  private static final ThrowingRunnable EMPTY = () -> { };

  // Where sunk results go: a volatile store makes them escape, and allocates nothing. One per
  // kind, so a primitive result is never boxed to be sunk.
  @SuppressWarnings("unused")
  private static volatile Object sink;
  @SuppressWarnings("unused")
  private static volatile long longSink;
  @SuppressWarnings("unused")
  private static volatile double doubleSink;

  private AllocationProbe() {}

  // As the engine's Counters: vernier-junit depends on nothing of Vernier's, so a user's test
  // classpath gains no ASM or Jackson for twelve lines.
  private static com.sun.management.ThreadMXBean threads() {
    if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
        && t.isThreadAllocatedMemorySupported()) {
      t.setThreadAllocatedMemoryEnabled(true);
      return t;
    }
    return null;
  }

  static boolean supported() {
    return THREADS != null;
  }

  /** The code with its result sunk. */
  static ThrowingRunnable sinking(ThrowingSupplier<?> code) {
    return () -> sink = code.get();
  }

  static ThrowingRunnable sinking(ThrowingLongSupplier code) {
    return () -> longSink = code.getAsLong();
  }

  static ThrowingRunnable sinking(ThrowingDoubleSupplier code) {
    return () -> doubleSink = code.getAsDouble();
  }

  static AllocationMeasurement measure(ThrowingRunnable code, AllocationSettings s)
      throws Throwable {
    if (!supported()) {
      throw new UnsupportedOperationException(
          "this JVM cannot count a thread's allocated bytes (ThreadMXBean)");
    }
    long start = System.nanoTime();
    long ops = 1;
    long quietSince = start;
    long lastJit = jitMillis();
    long lastBytes = -1;
    boolean steady = false;
    while (true) {
      long t0 = System.nanoTime();
      long bytes = batch(code, ops);
      long elapsed = System.nanoTime() - t0;
      long now = System.nanoTime();
      long jit = jitMillis();
      if (jit != lastJit || bytes != lastBytes) {
        quietSince = now; // the JIT changed something, or the bytes moved: not steady yet
      }
      lastJit = jit;
      lastBytes = bytes;
      if (elapsed < BATCH_NANOS) {
        ops = Math.min(ops * 10, Math.max(ops + 1, ops * BATCH_NANOS / Math.max(1, elapsed)));
        lastBytes = -1; // a new batch size: its bytes are not comparable with the last
        quietSince = now;
        continue;
      }
      if (now - start >= s.minWarmup().toNanos() && now - quietSince >= s.quietFor().toNanos()) {
        steady = true;
        break;
      }
      if (now - start >= s.maxWarmup().toNanos()) {
        break;
      }
    }
    long warmupMillis = (System.nanoTime() - start) / 1_000_000;
    long[] measured = new long[s.batches()];
    for (int i = 0; i < measured.length; i++) {
      measured[i] = batch(code, ops);
    }
    long harness = harnessBytes(ops);
    double[] perOp = new double[measured.length];
    for (int i = 0; i < measured.length; i++) {
      perOp[i] = Math.max(0, measured[i] - harness) / (double) ops;
    }
    Arrays.sort(perOp);
    return new AllocationMeasurement(perOp[perOp.length / 2], perOp[0], perOp[perOp.length - 1],
        measured.length, ops, harness, warmupMillis, steady);
  }

  /** One batch's bytes: the loop and counter reads are what {@link #harnessBytes} subtracts. */
  private static long batch(ThrowingRunnable code, long ops) throws Throwable {
    long a0 = THREADS.getCurrentThreadAllocatedBytes();
    for (long i = 0; i < ops; i++) {
      code.run();
    }
    return THREADS.getCurrentThreadAllocatedBytes() - a0;
  }

  /** The fewest bytes of a few batches of an empty call through the same loop. */
  private static long harnessBytes(long ops) throws Throwable {
    long least = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      least = Math.min(least, batch(EMPTY, ops));
    }
    return least;
  }

  private static long jitMillis() {
    return JIT != null && JIT.isCompilationTimeMonitoringSupported()
        ? JIT.getTotalCompilationTime() : 0;
  }
}
