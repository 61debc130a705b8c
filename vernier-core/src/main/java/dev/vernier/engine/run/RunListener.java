package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.Phase;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;

/** Progress of a run, for whoever shows it. Every method has a do-nothing default. */
public interface RunListener {
  default void benchmarkStarted(BenchmarkTask task, int index, int total) {}

  default void forkStarted(BenchmarkTask task, int fork, int forks) {}

  default void sample(BenchmarkTask task, Phase phase, double value) {}

  default void forkFinished(BenchmarkTask task, int fork, int forks, ForkResult result) {}

  default void benchmarkFinished(BenchmarkResult result) {}
}
