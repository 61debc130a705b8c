package dev.vernier.engine.measure;

/**
 * The harness's own bytes per batch: the {@link EmptyBenchmark} run through its generated loop
 * between the same two counter reads as a real batch. A real batch's bytes minus this constant
 * are the benchmark's. On HotSpot it is 0 once the loop is compiled (the loop, the clock reads
 * and the sinks allocate nothing); measuring it rather than assuming it keeps the figure honest
 * on a JVM where the counter read or the loop does allocate.
 */
final class HarnessBytes {
  /** Batches of the empty benchmark; the constant is the fewest bytes of the later half. */
  static final int BATCHES = 8;
  /** Calibration stops early past this, so a huge batch size costs little time. */
  static final long MAX_NANOS = 200_000_000L;

  private HarnessBytes() {}

  /** Bytes one batch of {@code ops} calls costs the harness in {@code BatchSampling.batch}. */
  static long perBatch(long ops, boolean perCall) throws Throwable {
    if (Counters.allocatedBytes() < 0) {
      return -1;
    }
    BenchmarkInstance empty =
        EmptyBenchmark.create(HarnessBytes.class.getClassLoader());
    long least = Long.MAX_VALUE;
    long start = System.nanoTime();
    for (int i = 0; i < BATCHES; i++) {
      long bytes = perCall ? perCallBatch(empty, ops) : loopBatch(empty, ops);
      if (i >= BATCHES / 2) {
        least = Math.min(least, bytes);
      }
      if (System.nanoTime() - start > MAX_NANOS && i >= 2) {
        least = Math.min(least, bytes);
        break;
      }
    }
    return least;
  }

  /** As {@code BatchSampling.batch} without invocation-level fixtures. */
  private static long loopBatch(BenchmarkInstance b, long ops) {
    long a0 = Counters.allocatedBytes();
    b.runBatch(ops);
    return Counters.allocatedBytes() - a0;
  }

  /** As {@code BatchSampling.batch} with invocation-level fixtures, and as sample mode per call. */
  private static long perCallBatch(BenchmarkInstance b, long ops) {
    long allocated = 0;
    for (long i = 0; i < ops; i++) {
      long a0 = Counters.allocatedBytes();
      b.runOnce();
      allocated += Counters.allocatedBytes() - a0;
    }
    return allocated;
  }
}
