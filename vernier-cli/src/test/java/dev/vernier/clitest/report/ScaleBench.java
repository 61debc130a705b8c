package dev.vernier.clitest.report;

import dev.vernier.Benchmark;
import dev.vernier.Param;
import dev.vernier.Setup;
import dev.vernier.Size;

/** Linear work over three sizes, for the report's cost-per-element plot. */
public class ScaleBench {
  @Size
  @Param({"500", "1000", "2000"})
  int n;

  long[] data;

  @Setup
  void fill() {
    data = new long[n];
    for (int i = 0; i < n; i++) {
      data[i] = i * 2654435761L;
    }
  }

  @Benchmark
  long mix() {
    long h = 17;
    for (long v : data) {
      h = (h ^ v) * 0x100000001B3L;
    }
    return h;
  }
}
