package dev.vernier.testbench;

import dev.vernier.Benchmark;
import dev.vernier.Level;
import dev.vernier.Setup;
import dev.vernier.TearDown;

/**
 * Fails unless iteration- and invocation-level setups ran around the calls: each call consumes
 * the token its invocation setup armed, and the trial tear-down checks the counts.
 */
public class LevelsBench {
  boolean armed;
  boolean inIteration;
  long invocationSetups;
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

  @Setup(Level.INVOCATION)
  void invocation() {
    invocationSetups++;
    armed = true;
  }

  @Benchmark
  long call() {
    if (!armed) {
      throw new IllegalStateException("invocation setup did not run before call " + calls);
    }
    if (!inIteration) {
      throw new IllegalStateException("iteration setup did not run before call " + calls);
    }
    armed = false;
    return ++calls;
  }

  @TearDown
  void check() {
    if (calls == 0 || invocationSetups != calls || iterationSetups == 0
        || iterationSetups > calls) {
      throw new IllegalStateException("counts wrong: calls=" + calls + " invocationSetups="
          + invocationSetups + " iterationSetups=" + iterationSetups);
    }
  }
}
