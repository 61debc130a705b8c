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
 * Allocates 64 bytes a call, plus what {@code -Dvernier.crosscheck.extra} asks: a fork started
 * with other flags runs other code, as two harnesses can (CrossCheckRunTest gives JMH's forks
 * the property).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class AllocJmh {
  int size;

  @Setup
  public void size() {
    size = 64 + Integer.getInteger("vernier.crosscheck.extra", 0);
  }

  @Benchmark
  public byte[] allocate() {
    return new byte[size];
  }
}
