package dev.vernier.engine.env;

import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Assembles a run's environment: the JVM as a fork reported it, the host as this process reads
 * it, the forks' calibrations, and the warnings that follow from them.
 */
public final class RunEnvironment {
  private RunEnvironment() {}

  /**
   * @param forkFacts a fork's {@link JvmFacts}; empty when no fork reported yet
   * @param calibrations every fork's readings, in run order
   */
  public static Environment of(Map<String, String> forkFacts, List<Calibration> calibrations,
      HostProbe host) {
    Environment.Jvm jvm = JvmEnvironment.of(forkFacts);
    List<Double> perFork = calibrations.stream().map(Calibration::ghz).toList();
    List<Double> readings = new ArrayList<>();
    for (Calibration c : calibrations) {
      readings.add(c.before());
      readings.add(c.after());
    }
    Double ghz = Calibration.median(perFork);
    Environment.Cpu cpu = host.cpu(ghz, extreme(readings, false), extreme(readings, true));
    List<Warning> warnings = new ArrayList<>();
    if (!forkFacts.isEmpty()) {
      warnings.addAll(EnvironmentChecks.check(jvm, ghz));
    }
    FrequencyStability.check(calibrations).ifPresent(warnings::add);
    PageFaultCost.check(host.pageTouchNanos()).ifPresent(warnings::add);
    return new Environment(jvm, host.os(), cpu, warnings);
  }

  private static Double extreme(List<Double> values, boolean max) {
    return values.stream().filter(v -> v != null)
        .reduce((a, b) -> max ? Math.max(a, b) : Math.min(a, b)).orElse(null);
  }
}
