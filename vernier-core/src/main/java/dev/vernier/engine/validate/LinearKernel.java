package dev.vernier.engine.validate;

import dev.vernier.Benchmark;
import dev.vernier.Param;
import dev.vernier.Setup;

/**
 * Known answer: twice the elements take twice the time. Each step multiplies the running hash,
 * so the steps form one dependent chain the JIT can neither vectorise nor reorder: the time is
 * the chain's length times the multiply's latency, and the call's overhead is negligible at these
 * sizes (both fit in L2).
 */
public class LinearKernel {
  @Param({"10000", "20000"})
  int n;

  long[] data;

  @Setup
  public void fill() {
    data = new long[n];
    for (int i = 0; i < n; i++) {
      data[i] = i * 0x9E3779B97F4A7C15L;
    }
  }

  @Benchmark
  public long hash() {
    long h = 17;
    for (long v : data) {
      h = h * 31 + v;
    }
    return h;
  }
}
