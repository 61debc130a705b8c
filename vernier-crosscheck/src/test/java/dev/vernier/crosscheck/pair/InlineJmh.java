package dev.vernier.crosscheck.pair;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Mixes an array through a small helper, which C2 inlines and unrolls unless told not to
 * (CrossCheckJitTest tells JMH's forks not to): the same code, two different compilations.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class InlineJmh {
  int[] values;

  @Setup
  public void fill() {
    values = new int[256];
    for (int i = 0; i < values.length; i++) {
      values[i] = i * 31;
    }
  }

  @Benchmark
  public int mixAll() {
    int s = 0;
    for (int v : values) {
      s += mix(v);
    }
    return s;
  }

  static int mix(int x) {
    x ^= x >>> 7;
    x *= 0x9E3779B1;
    return x ^ (x >>> 15);
  }
}
