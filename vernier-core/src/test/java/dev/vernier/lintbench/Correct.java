package dev.vernier.lintbench;

import dev.vernier.BlackBox;
import dev.vernier.Benchmark;
import dev.vernier.Blackhole;
import dev.vernier.Param;
import dev.vernier.Setup;

/** Benchmarks written the right way: none may raise a lint warning. */
public class Correct {
  static final long[] TABLE = {1, 2, 3, 5, 8};
  static int counter = 3;

  @Param({"10"})
  int n;

  double x = 1.5;
  long[] data;
  long sink;
  String text = "12345";

  @Setup
  void fill() {
    data = new long[n];
  }

  @Benchmark
  long returnsFieldWork() {
    return x > 1 ? n * 31L : n;
  }

  @Benchmark
  void consumes(Blackhole bh) {
    bh.consume(x * x);
  }

  @Benchmark
  void writesField() {
    sink = n * 7L;
  }

  @Benchmark
  void writesArray() {
    data[0] = n;
  }

  @Benchmark
  long readsStaticFinalArray() {
    return TABLE[2] * 5; // array elements are never folded, even of a static final array
  }

  @Benchmark
  long readsMutableStatic() {
    return counter * 2L;
  }

  @Benchmark
  double blackBoxed() {
    return Math.sqrt(BlackBox.of(2.0));
  }

  @Benchmark
  long viaInstanceHelper() {
    return helper() + 1;
  }

  @Benchmark
  long viaOtherClass() {
    return Kernels.sum(data);
  }

  @Benchmark
  long callsUnknownJdk() {
    return System.nanoTime();
  }

  @Benchmark
  static long staticReadingClock() {
    return System.identityHashCode(TABLE);
  }

  @Benchmark
  void storesThroughHelper() {
    store(n);
  }

  @Benchmark
  int parsesAField() {
    return Integer.parseInt(text);
  }

  @Benchmark
  String concatenatesAField() {
    return "n=" + n;
  }

  @Benchmark
  byte[] allocates() {
    return new byte[64]; // a new array per call: the JIT cannot fold it
  }

  @Benchmark
  Object constructsUserObject() {
    return new Pair(n, 2);
  }

  record Pair(long a, long b) {}

  private long helper() {
    return data.length;
  }

  private void store(long v) {
    sink = v;
  }
}
