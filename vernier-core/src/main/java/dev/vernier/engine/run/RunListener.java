package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.Phase;
import dev.vernier.engine.measure.SampleListener;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;

/** Progress of a run, for whoever shows it. Every method has a do-nothing default. */
public interface RunListener {
  default void benchmarkStarted(BenchmarkTask task, int index, int total) {}

  default void forkStarted(BenchmarkTask task, int fork, int forks) {}

  /** A fork's sample; forks deliver their samples when a fork's phases are over. */
  default void sample(BenchmarkTask task, Phase phase, double value) {}

  /** A fork began a phase that may last up to {@code plannedNanos}. */
  default void phaseStarted(BenchmarkTask task, Phase phase, long plannedNanos) {}

  /** What a fork reports to this listener, for one task. */
  default SampleListener forFork(BenchmarkTask task) {
    RunListener self = this;
    return new SampleListener() {
      @Override
      public void sample(Phase phase, double value, long ops) {
        self.sample(task, phase, value);
      }

      @Override
      public void phaseStarted(Phase phase, long plannedNanos) {
        self.phaseStarted(task, phase, plannedNanos);
      }
    };
  }

  default void forkFinished(BenchmarkTask task, int fork, int forks, ForkResult result) {}

  default void benchmarkFinished(BenchmarkResult result) {}
}
