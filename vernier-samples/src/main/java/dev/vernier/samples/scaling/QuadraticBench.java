package dev.vernier.samples.scaling;

import dev.vernier.Benchmark;
import dev.vernier.Param;
import dev.vernier.Setup;
import dev.vernier.Size;

/**
 * A kernel whose work grows as n^2: a hash over every pair (i, j) with i &lt; j, one dependent
 * multiply per pair, so the JIT can neither vectorise it nor shortcut it and each pair costs the
 * same at every size. Doubling n quadruples the time; the slope per element doubles with n, and
 * Vernier fits O(n^2).
 */
public class QuadraticBench {
  @Size
  @Param({"250", "500", "1000"})
  int n;

  long[] values;

  @Setup
  void fill() {
    values = new long[n];
    for (int i = 0; i < n; i++) {
      values[i] = i * 2654435761L;
    }
  }

  @Benchmark
  long pairs() {
    long h = 17;
    long[] a = values;
    for (int i = 0; i < a.length; i++) {
      long ai = a[i];
      for (int j = i + 1; j < a.length; j++) {
        h = (h ^ (ai + a[j])) * 0x100000001B3L; // each pair waits for the previous one
      }
    }
    return h;
  }
}
