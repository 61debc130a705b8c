package dev.vernier.samples;

import dev.vernier.Benchmark;
import dev.vernier.Param;
import dev.vernier.Setup;
import dev.vernier.Size;

/**
 * A kernel whose work is exactly linear in n: a dependent chain over an array, so the JIT can
 * neither vectorise it nor replace it with a closed form. Time(2n)/time(n) should read 2.0; as
 * {@code n} is a {@link Size}, Vernier prints the cost per element and fits O(n).
 */
public class LinearBench {
  @Size
  @Param({"1000", "2000", "4000"})
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
      h = (h ^ v) * 0x100000001B3L; // each step needs the previous one
    }
    return h;
  }
}
