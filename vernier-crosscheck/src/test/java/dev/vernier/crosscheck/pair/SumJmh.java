package dev.vernier.crosscheck.pair;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Sums an array: no allocation, so both tools read 0 bytes per op. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SumJmh {
  long[] values;

  @Setup
  public void fill() {
    values = new long[64];
    for (int i = 0; i < values.length; i++) {
      values[i] = i * 31L;
    }
  }

  @Benchmark
  public long sum() {
    long s = 0;
    for (long v : values) {
      s += v;
    }
    return s;
  }
}
