package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Param;

/** An enum @Param with no values: all constants, in declaration order. */
public class EnumParamBench {
  @Param
  Kind kind;

  @Param({"10", "20"})
  long size;

  @Benchmark
  int ordinal() {
    return kind.ordinal() + (int) size;
  }
}
