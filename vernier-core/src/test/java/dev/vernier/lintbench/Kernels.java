package dev.vernier.lintbench;

/** Helpers in another class: the lint follows calls into any class file it can read. */
final class Kernels {
  private Kernels() {}

  static long sum(long[] a) {
    long s = 0;
    for (long v : a) {
      s += v;
    }
    return s;
  }

  static long sumOfSquares(long n) {
    long acc = 0;
    for (long i = 0; i < n; i++) {
      acc += i * i;
    }
    return acc;
  }

  static double square(double v) {
    return v * v;
  }
}
