package dev.vernier.engine.env;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.ForkSpec;
import dev.vernier.engine.measure.EmptyBenchmark;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.result.Environment;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * {@code vernier env}: one fork with the run's java and flags, measuring the harness's empty
 * benchmark for a moment, so the environment it reports, and the clock it calibrates before and
 * after, are those a run would see.
 */
public final class EnvironmentProbe {
  private static final long MOMENT_NANOS = Duration.ofMillis(20).toNanos();

  private EnvironmentProbe() {}

  /** Thrown when the fork could not report: a bad flag, a java that does not start. */
  public static final class ProbeFailedException extends Exception {
    ProbeFailedException(String message) {
      super(message);
    }
  }

  public static Environment probe(Path java, List<String> jvmArgs, Duration timeout)
      throws ProbeFailedException {
    ForkSpec spec = new ForkSpec(EmptyBenchmark.class.getName(), EmptyBenchmark.METHOD,
        Map.of(), "avgt", 1, MOMENT_NANOS, MOMENT_NANOS, MOMENT_NANOS / 2, 1, false, 0, null);
    ForkResult r = new ForkRunner(java, jvmArgs, List.of(), timeout).run(spec, (p, v, o) -> {});
    if (r.failed()) {
      throw new ProbeFailedException(r.error());
    }
    ForkMeasurement m = r.measurement();
    return RunEnvironment.of(r.environment(),
        List.of(new Calibration(m.calibratedGHzBefore(), m.calibratedGHzAfter())),
        HostProbe.local());
  }
}
