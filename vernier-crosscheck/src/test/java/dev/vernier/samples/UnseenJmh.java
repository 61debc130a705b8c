package dev.vernier.samples;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A JMH benchmark as a team would have written it for JMH, never written for Vernier: a shared
 * state with a parameter, refilled before every iteration, consumed through JMH's Blackhole.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class UnseenJmh {
  @Param({"100", "1000"})
  public int size;

  private int[] data;
  private long seed;

  @Setup(Level.Iteration)
  public void refill() {
    Random r = new Random(seed++);
    data = new int[size];
    for (int i = 0; i < size; i++) {
      data[i] = r.nextInt(1000);
    }
  }

  @Benchmark
  public void countEven(Blackhole bh) {
    int even = 0;
    for (int v : data) {
      even += (v & 1) == 0 ? 1 : 0;
    }
    bh.consume(even);
  }
}
