package dev.vernier.samples.traps;

import dev.vernier.Benchmark;
import dev.vernier.Setup;

/**
 * A benchmark that reaches full speed only after C2 compiles it again: a cached value that
 * expires 500 ms after set-up. Until then the expiry branch is never taken, so C2 compiles it as
 * an uncommon trap; the first expiry deoptimises {@code lookup}, which then runs in the
 * interpreter and C1 until C2 has recompiled it. With a fixed warm-up shorter than that (JMH's
 * way: {@code --warmup 300ms --time 1s}) it happens while Vernier is measuring, and
 * JIT_DURING_MEASUREMENT names the compilations and when they happened. Vernier's default
 * warm-up waits until the JIT has been quiet for a while (at least 0.4 s), so it sees the
 * recompilation during warm-up and measures the final code.
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
