package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Setup;

/** A set-up that says why it is stuck, then hangs: a server that cannot find its address. */
public class SetupHangs {
  int x;

  @Setup
  void startServer() throws InterruptedException {
    System.out.println("starting the test server");
    System.err.println("Unable to find any active local IP address");
    Thread.sleep(Long.MAX_VALUE);
  }

  @Benchmark
  int run() {
    return x;
  }
}
