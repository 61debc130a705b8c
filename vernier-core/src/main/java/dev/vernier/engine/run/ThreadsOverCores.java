package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Optional;

/**
 * {@code THREADS_OVER_CORES}: a benchmark ran on more threads than its forks had processors
 * ({@code Runtime.availableProcessors()} in the fork, which counts cgroup limits and {@code
 * -XX:ActiveProcessorCount}). Its threads then took turns instead of running at once: the
 * figure is measured, but it is not contention on that many cores, and it includes the time
 * each thread waited for one.
 */
final class ThreadsOverCores {
  static final String CODE = "THREADS_OVER_CORES";

  private ThreadsOverCores() {}

  static Optional<Warning> check(int threads, List<ForkResult> forks) {
    int fewest = Integer.MAX_VALUE;
    for (ForkResult f : forks) {
      String cores = f.environment().get("availableProcessors");
      if (cores != null) {
        fewest = Math.min(fewest, Integer.parseInt(cores));
      }
    }
    if (threads <= 1 || fewest == Integer.MAX_VALUE || threads <= fewest) {
      return Optional.empty();
    }
    return Optional.of(new Warning(CODE, "warn", threads + " threads ran on " + fewest
        + (fewest == 1 ? " available processor" : " available processors")
        + ": they took turns rather than ran at once, so the figure includes each thread's"
        + " waiting for a core and is not " + threads + "-way contention",
        "run with --threads " + fewest + " or fewer, or on a machine (or container limit) with"
            + " at least " + threads + " cores"));
  }
}
