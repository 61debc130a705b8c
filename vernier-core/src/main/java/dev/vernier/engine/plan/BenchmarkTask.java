package dev.vernier.engine.plan;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One benchmark with one combination of its parameters: the unit that forks measure.
 *
 * @param warnings what was found before running: the bytecode lint's traps
 * @param threads threads that run it at once ({@code --threads}, else its {@code @Threads})
 */
public record BenchmarkTask(BenchmarkDescriptor benchmark, Map<String, String> params, String mode,
    List<Warning> warnings, int threads) {

  /** As its descriptor says, on its own thread count. */
  public BenchmarkTask(BenchmarkDescriptor benchmark, Map<String, String> params, String mode,
      List<Warning> warnings) {
    this(benchmark, params, mode, warnings, benchmark.threads());
  }

  public BenchmarkTask(BenchmarkDescriptor benchmark, Map<String, String> params, String mode) {
    this(benchmark, params, mode, List.of());
  }

  /** {@code pkg.Class.method[n=1000,kind=A]}, or without brackets when there are no params. */
  public String id() {
    String base = benchmark.qualifiedName();
    if (params.isEmpty()) {
      return base;
    }
    return base + params.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(",", "[", "]"));
  }

  /** Params as they are printed in the table's Params column. */
  public String paramsText() {
    return params.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(" "));
  }
}
