package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.TearDown;

/** A static benchmark whose class has an instance tear-down: the instance must still exist. */
public class StaticWithTearDown {
  static long counter;
  boolean closed;

  @Benchmark
  static long run() {
    return ++counter;
  }

  @TearDown
  void close() {
    closed = true;
  }
}
