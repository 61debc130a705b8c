package dev.vernier.engine.validate;

import dev.vernier.Benchmark;

/**
 * Known answer: the JIT deletes work whose result nobody uses. The same 48 dependent xor-shift
 * steps, once thrown away and once returned (and so sunk by the harness): the first must come
 * out far cheaper, or the harness's sink is not keeping the second alive. (A {@code Math.log}
 * pair does not serve: C2 keeps the call to its intrinsic stub even when the result is unused.)
 */
public class DeadCodePair {
  long seed = 0x2545F4914F6CDD1DL;

  @Benchmark
  public void discarded() {
    scramble(seed);
  }

  @Benchmark
  public long returned() {
    return scramble(seed);
  }

  static long scramble(long v) {
    for (int i = 0; i < 16; i++) {
      v ^= v << 13;
      v ^= v >>> 7;
      v ^= v << 17;
    }
    return v;
  }
}
