package dev.vernier.engine.scaling;

import dev.vernier.engine.discover.BenchmarkDescriptor;
import dev.vernier.engine.discover.ParamSpec;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Scaling;
import dev.vernier.engine.stats.ComplexityFit;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Cost per element over a size parameter (seed 002's CPE as the slope between n and 2n): for each
 * benchmark whose parameter is a size ({@code @Size}, or named with {@code --size-param}), the
 * slope between successive sizes, where the call's fixed cost cancels, and the complexity that
 * fits all sizes best. Benchmarks with other parameters get one scaling per combination of them.
 */
public final class CostPerElement {
  /** Fewer sizes than this give slopes but no complexity: two points fit several laws. */
  static final int MIN_SIZES_FOR_FIT = 3;

  private CostPerElement() {}

  /** Checks that {@code --size-param NAME} names a parameter of a selected benchmark. */
  public static void checkSizeParam(List<BenchmarkTask> tasks, String name) {
    if (name == null) {
      return;
    }
    boolean found = false;
    for (BenchmarkTask t : tasks) {
      String value = t.params().get(name);
      if (value != null) {
        found = true;
        Double n = number(value);
        if (n == null || n <= 0) {
          throw new IllegalArgumentException("--size-param " + name + ": " + t.id()
              + " has the value '" + value + "', not a positive number");
        }
      }
    }
    if (!found) {
      throw new IllegalArgumentException("--size-param " + name
          + ": no selected benchmark has a @Param '" + name + "'");
    }
  }

  /** The result with its scaling section filled from the rows of the tasks given. */
  public static RunResult attach(RunResult result, List<BenchmarkTask> tasks, String sizeParam) {
    return result.withScaling(of(result, tasks, sizeParam));
  }

  public static List<Scaling> of(RunResult result, List<BenchmarkTask> tasks, String sizeParam) {
    Map<String, String> sizeOf = new HashMap<>();
    for (BenchmarkTask t : tasks) {
      String name = sizeParamOf(t.benchmark(), sizeParam);
      if (name != null) {
        sizeOf.put(t.benchmark().qualifiedName(), name);
      }
    }
    Map<String, Group> groups = new LinkedHashMap<>();
    for (BenchmarkResult r : result.benchmarks()) {
      String qualified = r.identity().className() + "." + r.identity().method();
      String param = sizeOf.get(qualified);
      Double size = param == null ? null : number(r.identity().params().get(param));
      if (size == null || !r.hasFigure() || size <= 0) {
        continue;
      }
      Map<String, String> others = new TreeMap<>(r.identity().params());
      others.remove(param);
      groups.computeIfAbsent(qualified + others, k -> new Group(qualified, param, others))
          .add(size, r);
    }
    Double runGHz = result.environment() == null || result.environment().cpu() == null
        ? null : result.environment().cpu().calibratedGHz();
    List<Scaling> out = new ArrayList<>();
    for (Group g : groups.values()) {
      Scaling s = g.scaling(runGHz);
      if (s != null) {
        out.add(s);
      }
    }
    return out;
  }

  private static String sizeParamOf(BenchmarkDescriptor b, String override) {
    for (ParamSpec p : b.params()) {
      if (p.name().equals(override)) {
        return override;
      }
    }
    for (ParamSpec p : b.params()) {
      if (p.size()) {
        return p.name();
      }
    }
    return null;
  }

  private static Double number(String s) {
    try {
      return s == null ? null : Double.valueOf(s.replace("_", ""));
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /**
   * The row's fastest sample in nanoseconds per operation, whatever its mode. The minimum, as in
   * seed 002's CPE harness: noise only ever adds time, and the difference of two medians carries
   * both their noise, where the difference of two minimums cancels the work's fixed cost only.
   */
  static double nanosPerOp(BenchmarkResult r) {
    if (!"thrpt".equals(r.identity().mode())) {
      return r.time().stats().min();
    }
    double most = 0; // ops/s: the fastest sample is the largest
    for (ForkRecord f : r.evidence().forks()) {
      for (double v : f.samples()) {
        most = Math.max(most, v);
      }
    }
    return 1e9 / most;
  }

  private static final class Group {
    final String benchmark;
    final String param;
    final Map<String, String> others;
    final TreeMap<Double, BenchmarkResult> bySize = new TreeMap<>();

    Group(String benchmark, String param, Map<String, String> others) {
      this.benchmark = benchmark;
      this.param = param;
      this.others = others;
    }

    void add(double size, BenchmarkResult r) {
      bySize.put(size, r);
    }

    Scaling scaling(Double runGHz) {
      if (bySize.size() < 2) {
        return null;
      }
      double[] sizes = bySize.keySet().stream().mapToDouble(Double::doubleValue).toArray();
      double[] times = bySize.values().stream().mapToDouble(CostPerElement::nanosPerOp).toArray();
      double[] slopes = slopes(sizes, times);
      double perElement = Summary.quantile(sortedCopy(slopes), 0.5);
      Double ghz = ghz(runGHz);
      String complexity = null;
      Double rms = null;
      if (sizes.length >= MIN_SIZES_FOR_FIT) {
        ComplexityFit.Fit fit = ComplexityFit.best(sizes, times);
        complexity = fit.complexity().label();
        rms = fit.rms();
      }
      return new Scaling(benchmark, param, "ns", perElement, ghz == null ? null : perElement * ghz,
          complexity, rms, others, boxed(sizes), boxed(times), boxed(slopes));
    }

    /** The forks' calibrated frequency (median), else the run's; null when none calibrated. */
    private Double ghz(Double runGHz) {
      List<Double> all = new ArrayList<>();
      for (BenchmarkResult r : bySize.values()) {
        for (ForkRecord f : r.evidence().forks()) {
          if (f.calibratedGHz() != null && f.calibratedGHz() > 0) {
            all.add(f.calibratedGHz());
          }
        }
      }
      if (all.isEmpty()) {
        return runGHz;
      }
      return Summary.quantile(sortedCopy(all.stream().mapToDouble(Double::doubleValue).toArray()),
          0.5);
    }
  }

  /** One slope per successive pair of sizes: with n and 2n, (t(2n) - t(n)) / n. */
  static double[] slopes(double[] sizes, double[] times) {
    double[] out = new double[sizes.length - 1];
    for (int i = 0; i + 1 < sizes.length; i++) {
      out[i] = (times[i + 1] - times[i]) / (sizes[i + 1] - sizes[i]);
    }
    return out;
  }

  private static double[] sortedCopy(double[] a) {
    double[] c = a.clone();
    java.util.Arrays.sort(c);
    return c;
  }

  private static List<Double> boxed(double[] a) {
    return java.util.Arrays.stream(a).boxed().toList();
  }
}
