package dev.vernier.testbench;

import dev.vernier.Benchmark;

public class HangBench {
  @Benchmark
  void run() throws InterruptedException {
    Thread.sleep(Long.MAX_VALUE);
  }
}
