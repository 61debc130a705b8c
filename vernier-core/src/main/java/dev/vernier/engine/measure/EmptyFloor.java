package dev.vernier.engine.measure;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The empty-method floor: what one call of {@link EmptyBenchmark} costs through the same
 * generated loop a benchmark runs in, in the same JVM. A benchmark that is not above it measures
 * the loop, not its own work (the JIT removed it, or it is smaller than the harness can see).
 */
public final class EmptyFloor {
  /**
   * Warm-up, in this thread's CPU time: on a loaded machine wall time passes without the loop
   * running, and a floor taken before C2 compiled the loop would be far too high.
   */
  static final long WARMUP_CPU_NANOS = 60_000_000;
  /** However loaded the machine, the floor never takes longer than this. */
  static final long WARMUP_WALL_CAP_NANOS = 1_000_000_000;
  static final long BATCH_NANOS = 2_000_000;
  static final int SAMPLES = 10;
  /**
   * Only a call faster than this is compared with the floor ({@code SUB_NANOSECOND} asks whether
   * it is within 25% of it, and the floor is a fraction of a nanosecond to a few here): measuring
   * the floor costs a fork up to a second of its budget.
   */
  public static final double NEEDED_BELOW_NANOS = 20;

  private EmptyFloor() {}

  /**
   * Nanoseconds per call, the fastest of a few batches after a short warm-up (noise only adds);
   * null if the empty benchmark cannot run here, which must not fail the benchmark measured.
   */
  public static Double nanosPerCallOrNull(ClassLoader loader) {
    try {
      return nanosPerCall(loader);
    } catch (Exception | LinkageError e) {
      return null;
    }
  }

  static double nanosPerCall(ClassLoader loader) throws Exception {
    BenchmarkInstance empty = EmptyBenchmark.create(loader);
    long ops = 1_000;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    boolean cpu = threads.isCurrentThreadCpuTimeSupported();
    long wallStart = System.nanoTime();
    long cpuStart = cpu ? threads.getCurrentThreadCpuTime() : wallStart;
    while ((cpu ? threads.getCurrentThreadCpuTime() : System.nanoTime()) - cpuStart
        < WARMUP_CPU_NANOS && System.nanoTime() - wallStart < WARMUP_WALL_CAP_NANOS) {
      long elapsed = Math.max(1, empty.runBatch(ops));
      ops = Math.max(1, (long) Math.min((double) ops * BATCH_NANOS / elapsed, ops * 10.0));
    }
    double best = Double.MAX_VALUE;
    for (int i = 0; i < SAMPLES; i++) {
      best = Math.min(best, (double) Math.max(1, empty.runBatch(ops)) / ops);
    }
    return best;
  }
}
