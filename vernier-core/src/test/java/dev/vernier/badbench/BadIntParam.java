package dev.vernier.badbench;

import dev.vernier.Benchmark;
import dev.vernier.Param;

/** A @Param value that does not convert to the field's type: the planner must refuse it. */
public class BadIntParam {
  @Param({"12", "twelve"})
  int n;

  @Benchmark
  int run() {
    return n;
  }
}
