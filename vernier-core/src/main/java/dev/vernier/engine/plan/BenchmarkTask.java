package dev.vernier.engine.plan;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import java.util.Map;
import java.util.stream.Collectors;

/** One benchmark with one combination of its parameters: the unit that forks measure. */
public record BenchmarkTask(BenchmarkDescriptor benchmark, Map<String, String> params, String mode) {

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
