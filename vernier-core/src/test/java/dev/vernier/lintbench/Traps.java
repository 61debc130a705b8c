package dev.vernier.lintbench;

import dev.vernier.Benchmark;
import dev.vernier.Blackhole;

/** One benchmark per trap the bytecode shows; each method's name says which warnings it earns. */
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

  private static double twice(double v) {
    return v * 2;
  }

  private static long fib(int k) {
    return k < 2 ? k : fib(k - 1) + fib(k - 2);
  }
}
