package dev.vernier.engine.measure;

import dev.vernier.Mode;

/**
 * Batches on several threads at once: each batch is a {@link Gang}'s synchronized batch, and
 * its figure is JMH's for the mode (see {@link ThreadFigures}). The counters become the threads'
 * together: calls and bytes of every thread's timed batches.
 */
final class ThreadedBatchSampling extends BatchSampling {
  private final Gang gang;
  private final boolean throughput;
  /** Whose figures make the sample: all threads, or a group's method's (JMH {@code @Group}). */
  private final boolean[] counted;
  private final int countedThreads;

  ThreadedBatchSampling(Trial t, Gang gang, boolean[] counted, int countedThreads) {
    super(t);
    this.gang = gang;
    this.throughput = t.mode == Mode.Kind.THRPT;
    this.counted = counted;
    this.countedThreads = countedThreads;
  }

  /**
   * One synchronized batch of {@code ops} calls per thread. Its time is the threads' mean for
   * average time, their harmonic mean for throughput (see {@link #value}): either is about one
   * thread's batch time, so warm-up sizes batches per thread, as on one.
   */
  @Override
  long batch(long ops) throws Throwable {
    gang.runBatch(ops);
    lastBatchAllocated = gang.timedBytes(counted);
    return throughput ? ThreadFigures.harmonicMeanNanos(gang.elapsed(), counted)
        : ThreadFigures.meanNanos(gang.elapsed(), counted);
  }

  /**
   * Each worker primes its own unit (it belongs to that thread: its own set-up, thread-scoped
   * state), all at once, as they run a batch.
   */
  @Override
  int prime() throws Throwable {
    return gang.prime(PRIME_CALLS, PRIME_MAX_NANOS);
  }

  /** Throughput is the sum of the threads' rates: n times the rate at their harmonic mean. */
  @Override
  double value(long elapsedNanos, long ops) {
    double perThread = super.value(elapsedNanos, ops);
    return throughput ? perThread * countedThreads : perThread;
  }
}
