package dev.vernier.engine.verdict;

import dev.vernier.engine.result.PerturbationDraw;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

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
   * @param forkDraws each fork's draw of layout perturbations ({@code --perturb}), in the order
   *     of {@code forks}; null when the forks ran unperturbed
   */
  public record Benchmark(String id, String unit, List<double[]> forks,
      Number allocatedBytesPerOp, List<Double> forkGHz, List<PerturbationDraw> forkDraws) {

    /** A benchmark whose forks ran unperturbed. */
    public Benchmark(String id, String unit, List<double[]> forks, Number allocatedBytesPerOp,
        List<Double> forkGHz) {
      this(id, unit, forks, allocatedBytesPerOp, forkGHz, null);
    }

    public boolean higherIsBetter() {
      return unit.startsWith("ops/");
    }
  }

  /** A comma that starts the next {@code name=value} of an id's parameters. */
  private static final Pattern NEXT_PARAM = Pattern.compile(",(?=[\\p{javaJavaIdentifierStart}]"
      + "[\\p{javaJavaIdentifierPart}]*=)");

  /** The benchmark of this id, whatever the order of its parameters. */
  public Benchmark find(String id) {
    String key = key(id);
    return benchmarks.stream().filter(b -> key(b.id()).equals(key)).findFirst().orElse(null);
  }

  /** Whether two ids name the same benchmark, their parameters in any order. */
  public static boolean sameBenchmark(String a, String b) {
    return key(a).equals(key(b));
  }

  /**
   * The id with its parameters sorted by name: JMH writes them alphabetically, Vernier in
   * declaration order, and both name the same row. A nested class is a dot in JMH's names
   * ({@code CipherBench.GCM.encrypt}) and a {@code $} in Vernier's, as the class file names it.
   */
  static String key(String id) {
    int open = id.indexOf('[');
    if (open < 0 || !id.endsWith("]")) {
      return id.replace('$', '.');
    }
    String[] params = NEXT_PARAM.split(id.substring(open + 1, id.length() - 1));
    Arrays.sort(params);
    return id.substring(0, open).replace('$', '.') + "[" + String.join(",", params) + "]";
  }
}
