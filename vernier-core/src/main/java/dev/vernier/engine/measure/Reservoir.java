package dev.vernier.engine.measure;

/**
 * Algorithm R: every call has the same chance to be kept, whatever the run's length. Its
 * random numbers come from a xorshift kept here rather than the JDK's generators, which would
 * be compiled while the benchmark is measured (see {@link dev.vernier.engine.stats.Select}).
 */
final class Reservoir {
  private final double[] kept;
  private long state = 0x5645524EL;
  private long seen;

  Reservoir(int size) {
    kept = new double[size];
  }

  void offer(long value) {
    if (seen < kept.length) {
      kept[(int) seen] = value;
    } else {
      long j = uniform(seen + 1);
      if (j < kept.length) {
        kept[(int) j] = value;
      }
    }
    seen++;
  }

  /** Uniform in [0, bound): the high bits of a 64-bit xorshift, by multiply-shift. */
  private long uniform(long bound) {
    state ^= state << 13;
    state ^= state >>> 7;
    state ^= state << 17;
    return (long) ((state >>> 11) * 0x1.0p-53 * bound);
  }

  double[] values() {
    return java.util.Arrays.copyOf(kept, (int) (seen < kept.length ? seen : kept.length));
  }
}
