package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Setup;

/**
 * A kernel C2 makes many times faster than C1: a sum of quotients by a constant over an int
 * array, where C1 emits a division per element and C2 a multiply by the reciprocal, unrolled and
 * vectorised. Measured at C2 speed only if warm-up waited for C2.
 */
public class C2Bench {
  int[] data;

  @Setup
  public void fill() {
    data = new int[4096];
    for (int i = 0; i < data.length; i++) {
      data[i] = i * 31 + 7;
    }
  }

  @Benchmark
  public int sum() {
    int s = 0;
    for (int v : data) {
      s += v / 7;
    }
    return s;
  }
}
