package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Level;
import dev.vernier.Setup;
import dev.vernier.TearDown;

/** Iteration level alone (batched loop path): fails unless the setup surrounds every batch. */
public class IterationBench {
  boolean inIteration;
  long iterationSetups;
  long calls;

  @Setup(Level.ITERATION)
  void iteration() {
    iterationSetups++;
    inIteration = true;
  }

  @TearDown(Level.ITERATION)
  void iterationDone() {
    inIteration = false;
  }

  @Benchmark
  long call() {
    if (!inIteration) {
      throw new IllegalStateException("iteration setup did not run before call " + calls);
    }
    return ++calls;
  }

  @TearDown
  void check() {
    if (iterationSetups < 5 || calls < iterationSetups) {
      throw new IllegalStateException("counts wrong: calls=" + calls + " iterationSetups="
          + iterationSetups);
    }
  }
}
