package dev.vernier.clitest;

import dev.vernier.Benchmark;

/** A benchmark whose time is in one helper method, for {@code run --profile}. */
public class ProfBench {
  long[] data = new long[4096];

  @Benchmark
  long hot() {
    return mix(data);
  }

  static long mix(long[] a) {
    long h = 17;
    for (int i = 0; i < a.length; i++) {
      h = h * 31 + (a[i] ^ (h >>> 7));
      a[i] = h;
    }
    return h;
  }
}
