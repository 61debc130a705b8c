package dev.vernier.engine.measure;

/**
 * Measures the core's clock with a chain of dependent integer additions: each addition needs the
 * result of the one before, so compiled code retires exactly one per cycle, and additions per
 * nanosecond are GHz. This is the calibration of {@code 002_…}'s harness, made safe from the JIT:
 *
 * <ul>
 *   <li>the chain alternates {@code a += b; b += a} (Fibonacci modulo 2^64), so neither operand
 *       is loop-invariant: C2 folds {@code acc += step} into a multiplication (measured here: 37
 *       "GHz"), but cannot shorten this chain, and a loop-carried chain cannot be vectorised;
 *   <li>eight additions per loop iteration keep the loop's own overhead (C1's profiling counters,
 *       the induction variable) off the critical path, so C1 and C2 code read the same figure
 *       and the reading does not wait for C2;
 *   <li>many short chunks and their fastest one: noise (another process, a sibling hyper-thread)
 *       only ever makes a chunk slower.
 * </ul>
 *
 * <p>The interpreter needs ~18 cycles per addition, so under {@code -Xint} the figure reads about
 * 0.15 GHz: a tell-tale, like the article's 0.23 GHz of a Debug build. Measured on the project's
 * machine (a VM on a Xeon, 2.1 GHz nominal): 2.6-2.9 GHz compiled on JDK 17 and 25, moving
 * in 100 MHz steps with the host's load; 0.12-0.16 GHz under {@code -Xint}.
 */
public final class FrequencyCalibrator {
  static final int ADDS_PER_ITERATION = 8;
  /** Iterations per timed chunk: 40,000 additions, about 15 us at 2.7 GHz. */
  static final int CHUNK_ITERATIONS = 5_000;
  /** Time spent on compiled chunks at the least: long enough to see a clean one when busy. */
  static final long MIN_NANOS = 25_000_000;
  /** Longest calibration: the JIT may be slow to compile the chain on a loaded machine. */
  static final long MAX_NANOS = 250_000_000;
  /** A new best that is faster by less than this does not count as still improving. */
  private static final double IMPROVEMENT = 0.005;
  /**
   * A reading this high is compiled code: the interpreter needs ~17 cycles per addition, so it
   * would need a clock above 8 GHz to reach it. (Comparing with the first chunk instead fails on
   * a busy machine: a first chunk that was preempted makes the interpreter look compiled.)
   */
  static final double COMPILED_FLOOR_GHZ = 0.5;

  private static volatile long sink;

  private FrequencyCalibrator() {}

  /**
   * Times chunks until compiled code has run for at least {@link #MIN_NANOS} and the fastest
   * chunk has not improved over the second half of that time.
   *
   * @param jitCompiles false under {@code -Xint}: the interpreter's reading is then the answer
   * @return GHz, or null when the JIT did not compile the chain within {@link #MAX_NANOS}
   */
  public static Double calibrateGHz(boolean jitCompiles) {
    long start = System.nanoTime();
    long best = Long.MAX_VALUE;
    long lastImproved = start;
    long compiledSince = jitCompiles ? -1 : start;
    long acc = System.nanoTime() | 1;
    long now = start;
    while (now - start < MAX_NANOS) {
      long t0 = System.nanoTime();
      acc += chain(CHUNK_ITERATIONS, acc, 7);
      now = System.nanoTime();
      long elapsed = Math.max(1, now - t0);
      if (elapsed < best * (1 - IMPROVEMENT)) {
        lastImproved = now;
      }
      best = Math.min(best, elapsed);
      if (compiledSince < 0 && ghz(best) >= COMPILED_FLOOR_GHZ) {
        compiledSince = now;
        lastImproved = now;
      }
      if (compiledSince >= 0 && now - compiledSince >= MIN_NANOS
          && now - lastImproved >= (now - compiledSince) / 2) {
        break;
      }
    }
    sink = acc;
    return compiledSince < 0 ? null : ghz(best);
  }

  private static double ghz(long chunkNanos) {
    return (double) CHUNK_ITERATIONS * ADDS_PER_ITERATION / chunkNanos;
  }

  /** The dependent chain: every addition reads the previous one's result. */
  static long chain(int iterations, long a, long b) {
    for (int i = 0; i < iterations; i++) {
      a += b;
      b += a;
      a += b;
      b += a;
      a += b;
      b += a;
      a += b;
      b += a;
    }
    return a ^ b;
  }
}
