package dev.vernier.engine.validate;

import dev.vernier.engine.env.Calibration;
import dev.vernier.engine.env.FrequencyStability;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Vernier's checks of itself and of the machine, in the spirit of JMH's validation suite and
 * nanobench's stability checks: benchmarks whose answer is known in advance ({@link EmptyCall},
 * {@link LinearKernel}, {@link DeadCodePair}, {@link KnownAllocations}), run like any others,
 * and compared with that answer. A pure function of the result file, so it is testable on
 * fixed results.
 */
public final class Validation {
  /** The package the known-answer benchmarks live in. */
  public static final String PACKAGE = "dev.vernier.engine.validate";
  /** The empty call must cost less than this, in ns: an inlined call is a fraction of it. */
  static final double FLOOR_NS = 1.0;
  /** 2n elements over n elements of a linear kernel: 2, within this relative margin. */
  static final double LINEAR_MARGIN = 0.15;
  /** Work whose result is discarded must come out at least this many times cheaper. */
  static final double DEAD_CODE_FACTOR = 10;

  private Validation() {}

  public static List<Check> checks(RunResult run) {
    List<Check> out = new ArrayList<>();
    out.add(floor(run));
    out.add(linear(run));
    out.add(deadCode(run));
    out.addAll(allocations(run));
    out.add(calibration(run));
    out.add(productionJvm(run.environment()));
    return out;
  }

  static Check floor(RunResult run) {
    String name = "empty call costs almost nothing";
    String truth = String.format(Locale.ROOT, "< %.0f ns/op", FLOOR_NS);
    return median(run, "EmptyCall.empty", "")
        .map(m -> Check.verdict(name, truth, ns(m), m < FLOOR_NS))
        .orElseGet(() -> missing(name, truth));
  }

  /**
   * Compared by the fastest sample (noise only adds time, and a neighbour can slow a whole fork's
   * median) and in cycles where both rows have them: the two sizes run in different forks, and
   * forks on a busy machine run at clocks up to 10% apart, which cycles cancel.
   */
  static Check linear(RunResult run) {
    String name = "linear kernel: 2n costs twice n";
    String truth = String.format(Locale.ROOT, "ratio 2.00 ± %.0f%%", LINEAR_MARGIN * 100);
    Optional<BenchmarkResult> small = row(run, "LinearKernel.hash", "[n=10000]");
    Optional<BenchmarkResult> large = row(run, "LinearKernel.hash", "[n=20000]");
    if (small.isEmpty() || large.isEmpty()) {
      return missing(name, truth);
    }
    boolean cycles = small.get().time().cyclesPerOp() != null
        && large.get().time().cyclesPerOp() != null;
    double a = fastest(small.get(), cycles);
    double b = fastest(large.get(), cycles);
    double ratio = b / a;
    return Check.verdict(name, truth, String.format(Locale.ROOT,
        "ratio %.2f (min %,.0f / %,.0f %s)", ratio, b, a, cycles ? "cycles/op" : "ns/op"),
        Math.abs(ratio / 2 - 1) <= LINEAR_MARGIN);
  }

  /** The minimum in ns, or in cycles at the row's clock (its cycles over its median ns). */
  private static double fastest(BenchmarkResult r, boolean cycles) {
    double min = r.time().stats().min();
    return cycles ? min * r.time().cyclesPerOp() / r.time().stats().median() : min;
  }

  static Check deadCode(RunResult run) {
    String name = "discarded work is removed, returned work is kept";
    String truth = String.format(Locale.ROOT, "discarded < returned / %.0f", DEAD_CODE_FACTOR);
    Optional<Double> discarded = median(run, "DeadCodePair.discarded", "");
    Optional<Double> returned = median(run, "DeadCodePair.returned", "");
    if (discarded.isEmpty() || returned.isEmpty()) {
      return missing(name, truth);
    }
    return Check.verdict(name, truth, ns(discarded.get()) + " vs " + ns(returned.get()),
        discarded.get() * DEAD_CODE_FACTOR < returned.get());
  }

  static List<Check> allocations(RunResult run) {
    ObjectLayout layout = ObjectLayout.of(run.environment().jvm());
    List<Check> out = new ArrayList<>();
    out.add(bytes(run, "new byte[1000]", "KnownAllocations.bytes1000",
        layout == null ? null : layout.byteArray(1000), layout));
    out.add(bytes(run, "new Object()", "KnownAllocations.object",
        layout == null ? null : layout.object(0), layout));
    out.add(bytes(run, "Long.valueOf(1000000)", "KnownAllocations.boxedLong",
        layout == null ? null : layout.object(8), layout));
    return out;
  }

  private static Check bytes(RunResult run, String name, String benchmark, Long expected,
      ObjectLayout layout) {
    if (expected == null) {
      return new Check(name, "unknown", "no known layout for this JVM (needs 64-bit HotSpot"
          + " without compact object headers)", Check.SKIP);
    }
    String truth = String.format(Locale.ROOT, "%d B/op (%s)", expected, layout.description());
    Optional<BenchmarkResult> row = row(run, benchmark, "");
    if (row.isEmpty() || row.get().memory().allocatedBytesPerOp() == null) {
      return missing(name, truth);
    }
    Number measured = row.get().memory().allocatedBytesPerOp();
    return Check.verdict(name, truth, measured + " B/op",
        measured.doubleValue() == expected.doubleValue());
  }

  static Check calibration(RunResult run) {
    String name = "CPU clock steady across forks";
    String truth = String.format(Locale.ROOT, "spread <= %.0f%% (FREQUENCY_UNSTABLE)",
        FrequencyStability.THRESHOLD * 100);
    List<Double> forks = run.benchmarks().stream().flatMap(b -> b.evidence().forks().stream())
        .map(ForkRecord::calibratedGHz).filter(Objects::nonNull).toList();
    if (forks.size() < 2) {
      return missing(name, truth);
    }
    double min = forks.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    double max = forks.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    double spread = (max - min) / Calibration.median(forks);
    return Check.verdict(name, truth, String.format(Locale.ROOT,
        "%d forks, %.2f-%.2f GHz, spread %.1f%%", forks.size(), min, max, spread * 100),
        spread <= FrequencyStability.THRESHOLD);
  }

  static Check productionJvm(Environment env) {
    String name = "forks run production code";
    String truth = "no DEBUG_JVM";
    Environment.Jit jit = env.jvm() == null ? null : env.jvm().jit();
    if (jit == null) {
      return missing(name, truth);
    }
    boolean debug = env.warnings().stream().anyMatch(w -> w.code().equals("DEBUG_JVM"));
    return Check.verdict(name, truth, jit.description(), !debug);
  }

  private static Check missing(String name, String truth) {
    return new Check(name, truth, "not measured (the benchmark failed)", Check.FAIL);
  }

  private static Optional<BenchmarkResult> row(RunResult run, String simpleName, String params) {
    return run.benchmarks().stream()
        .filter(b -> b.id().equals(PACKAGE + "." + simpleName + params) && b.hasFigure())
        .findFirst();
  }

  private static Optional<Double> median(RunResult run, String simpleName, String params) {
    return row(run, simpleName, params).map(b -> b.time().stats().median());
  }

  private static String ns(double v) {
    return String.format(Locale.ROOT, v < 1 ? "%.3f ns/op" : "%.1f ns/op", v);
  }
}
