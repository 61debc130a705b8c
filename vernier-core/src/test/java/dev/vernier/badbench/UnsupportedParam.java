package dev.vernier.badbench;

import dev.vernier.Benchmark;
import dev.vernier.Param;

/** A @Param of a type Vernier cannot convert to. */
public class UnsupportedParam {
  @Param({"x"})
  java.util.List<String> list;

  @Benchmark
  int run() {
    return list.size();
  }
}
