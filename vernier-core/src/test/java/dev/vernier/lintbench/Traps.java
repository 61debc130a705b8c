package dev.vernier.lintbench;

import dev.vernier.Benchmark;
import dev.vernier.Blackhole;

/** One benchmark per trap the bytecode shows, and one the lint cannot see. */
public class Traps {
  static final int K = 7;
  double x = 1.5;

  @Benchmark
  void discarded() {
    Math.sqrt(x);
  }

  @Benchmark
  void discardedThroughHelpers() {
    Kernels.square(twice(x));
  }

  @Benchmark
  void blackholeUnused(Blackhole bh) {
    Kernels.square(x);
  }

  @Benchmark
  long constant() {
    return K * 12L;
  }

  @Benchmark
  long closedForm() {
    long acc = 0;
    for (long i = 0; i < 1000; i++) {
      acc += i * i;
    }
    return acc;
  }

  @Benchmark
  long constantThroughOtherClass() {
    return Kernels.sumOfSquares(K * 100);
  }

  @Benchmark
  void discardedAndConstant() {
    Kernels.square(2.0);
  }

  @Benchmark
  long recursiveConstant() {
    return fib(20);
  }

  @Benchmark
  void concatenationDiscarded() {
    String s = "x=" + x; // invokedynamic string concatenation: a new string, nothing else
  }

  @Benchmark
  int parsesALiteral() {
    return Integer.parseInt("12345") + "12345".length();
  }

  /**
   * Dead too (nothing escapes, escape analysis removes it all), but not flagged: the lint counts
   * every array store as an effect, as it cannot tell a local array from a shared one.
   */
  @Benchmark
  void storesIntoLocalArray() {
    long[] scratch = new long[16];
    scratch[0] = 1;
  }

  private static double twice(double v) {
    return v * 2;
  }

  private static long fib(int k) {
    return k < 2 ? k : fib(k - 1) + fib(k - 2);
  }
}
