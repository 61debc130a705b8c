package dev.vernier.engine.verdict;

import java.util.List;

/**
 * One side of a comparison, read from a Vernier or a JMH result file: per benchmark its forks'
 * samples in a common unit, and what the file says about the machine.
 *
 * @param source the file it came from
 * @param tool "vernier" or "jmh", with its version when the file says
 * @param calibratedGHz the run's calibrated CPU frequency; null when the file has none
 */
public record MeasuredRun(String source, String tool, Double calibratedGHz,
    List<Benchmark> benchmarks) {

  /**
   * @param unit {@code ns/op} for times, {@code ops/s} for throughput (converted from the file's)
   * @param forks each fork's measurement samples (JMH: its iterations' scores)
   * @param allocatedBytesPerOp bytes per operation; null when unmeasured
   * @param forkGHz each fork's calibrated frequency where the file has it
   */
  public record Benchmark(String id, String unit, List<double[]> forks,
      Number allocatedBytesPerOp, List<Double> forkGHz) {

    public boolean higherIsBetter() {
      return unit.startsWith("ops/");
    }
  }

  public Benchmark find(String id) {
    return benchmarks.stream().filter(b -> b.id().equals(id)).findFirst().orElse(null);
  }
}
