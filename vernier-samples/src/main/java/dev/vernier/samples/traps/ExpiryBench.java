package dev.vernier.samples.traps;

import dev.vernier.Benchmark;
import dev.vernier.Setup;

/**
 * A benchmark that reaches full speed only after C2 compiles it again, during measurement: a
 * cached value that expires 500 ms after set-up. While warming up (the demo's is 300 ms) the
 * expiry branch is never taken, so C2 compiles it as an uncommon trap; the first expiry
 * deoptimises {@code lookup}, which then runs in the interpreter and C1 until C2 has recompiled
 * it, while Vernier is measuring. JIT_DURING_MEASUREMENT names the compilations and when they
 * happened; a warm-up longer than every phase of the benchmark (here {@code --warmup 1s}) fixes
 * it.
 */
public class ExpiryBench {
  static final long TTL_NANOS = 500_000_000L;

  long expiresAt;
  long value = 17;

  @Setup
  void start() {
    expiresAt = System.nanoTime() + TTL_NANOS;
  }

  @Benchmark
  long lookup() {
    long now = System.nanoTime();
    if (now > expiresAt) { // first taken 500 ms after set-up
      expiresAt = now + TTL_NANOS;
      value = refresh(value);
    }
    return value;
  }

  private static long refresh(long v) {
    long h = v;
    for (int i = 0; i < 1000; i++) {
      h = (h ^ i) * 0x100000001B3L;
    }
    return h;
  }
}
