package dev.vernier.engine.validate;

import dev.vernier.Benchmark;

/** Known answer: a call that does nothing costs well under a nanosecond once inlined. */
public class EmptyCall {
  @Benchmark
  public void empty() {
    // intentionally empty
  }
}
