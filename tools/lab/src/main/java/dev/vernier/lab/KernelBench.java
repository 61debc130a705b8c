package dev.vernier.lab;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Arithmetic with no allocation: these reach steady state as soon as they are compiled, so they
 * are the lab's control for the allocating rows.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KernelBench {
  long seed;
  int rounds;
  double[] coefficients;
  double x;
  long[] values;
  long a;
  long b;

  @Setup
  public void build() {
    seed = 0x9E3779B97F4A7C15L;
    rounds = 500;
    coefficients = new double[64];
    for (int i = 0; i < coefficients.length; i++) {
      coefficients[i] = 1.0 / (i + 1);
    }
    x = 0.999;
    values = new long[256];
    for (int i = 0; i < values.length; i++) {
      values[i] = seed * (i + 1);
    }
    a = 1_234_567_890_123L;
    b = 987_654_321_987L;
  }

  /** A dependent multiply-xorshift chain: each round needs the one before. */
  @Benchmark
  public long xorshiftChain() {
    long h = seed;
    for (int i = 0; i < rounds; i++) {
      h *= 0xff51afd7ed558ccdL;
      h ^= h >>> 33;
    }
    return h;
  }

  /** Horner's rule: a chain of dependent multiply-adds. */
  @Benchmark
  public double horner() {
    double r = 0;
    for (int i = coefficients.length - 1; i >= 0; i--) {
      r = r * x + coefficients[i];
    }
    return r;
  }

  @Benchmark
  public long arraySum() {
    long s = 0;
    for (long v : values) {
      s += v;
    }
    return s;
  }

  @Benchmark
  public int popCount() {
    int c = 0;
    for (long v : values) {
      c += Long.bitCount(v);
    }
    return c;
  }

  /** Euclid's algorithm: data-dependent divisions. */
  @Benchmark
  public long gcd() {
    long p = a;
    long q = b;
    while (q != 0) {
      long t = p % q;
      p = q;
      q = t;
    }
    return p;
  }
}
