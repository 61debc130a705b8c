package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.SteadyState;
import dev.vernier.engine.report.Figures;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * Forks whose medians differ by multiples, not percent. Pooled, such forks give a median that
 * follows whichever fork happened to take more samples (seen here: a HashMap look-up's forks at 52
 * and 290 ns, a factorial's at 99 us and 2.63 ms, where the forks still growing their heap read the
 * high figures): no figure of any one state of the code. So the row's figure comes only from the
 * forks that reached steady state, if they agree with each other, or there is none; the row's
 * FORKS_DISAGREE says what each fork read and in what state it ran.
 */
final class ForkSplit {
  /**
   * Fork medians further apart than this factor are different states, not noise. Clean rows'
   * forks here differ by 0.5-40% (docs/statistics.md); the forks of rows still growing their heap
   * by 5-26x.
   */
  static final double FACTOR = 2.0;

  /**
   * @param figure the forks the row's figure comes from (all of them when they agree; none when
   *     no steady forks agree)
   * @param warning FORKS_DISAGREE with each fork's figure and state, null when they agree
   */
  record Decision(List<ForkResult> figure, Warning warning) {
    boolean split() {
      return warning != null;
    }

    boolean inFigure(ForkResult f) {
      return figure.contains(f);
    }
  }

  private ForkSplit() {}

  /** @param measured forks that measured (none failed), in the order they ran */
  static Decision of(List<ForkResult> measured, String mode, String unit) {
    if (measured.size() < 2 || "ss".equals(mode)) { // single shots: cold forks are the figure
      return new Decision(measured, null);
    }
    double[] medians = measured.stream().mapToDouble(ForkSplit::median).toArray();
    if (!(factor(medians) > FACTOR)) {
      return new Decision(measured, null);
    }
    List<ForkResult> steady = measured.stream()
        .filter(f -> f.measurement() != null && f.measurement().steadyState()).toList();
    double[] steadyMedians = steady.stream().mapToDouble(ForkSplit::median).toArray();
    boolean steadyAgree = !steady.isEmpty() && !(factor(steadyMedians) > FACTOR);
    List<ForkResult> figure = steadyAgree ? steady : majority(steady, steadyMedians);
    return new Decision(figure, warning(measured, medians, figure, steady.size(), unit));
  }

  /**
   * The steady forks within a factor of √{@link #FACTOR} of their median fork, when they are
   * most of the steady forks; else none. Among many forks one at each end is enough to span
   * twice: seen at a 60 s budget here, 18 of 20 steady forks at 3.4-3.8 us and one each at 2.3
   * and 5.2 us, and the row had no figure.
   */
  private static List<ForkResult> majority(List<ForkResult> steady, double[] medians) {
    if (steady.size() < 3) {
      return List.of();
    }
    double centre = Summary.of(medians).median();
    double band = Math.sqrt(FACTOR);
    List<ForkResult> near = new ArrayList<>();
    for (int i = 0; i < steady.size(); i++) {
      double m = medians[i];
      if (centre > 0 && m > 0 && Math.max(m / centre, centre / m) <= band) {
        near.add(steady.get(i));
      }
    }
    return 2 * near.size() > steady.size() ? near : List.of();
  }

  private static Warning warning(List<ForkResult> forks, double[] medians,
      List<ForkResult> figure, int steady, String unit) {
    Figures.Scale scale = Figures.scaleOf(unit, Arrays.stream(medians).min().orElse(0));
    StringJoiner states = new StringJoiner("; ");
    for (int i = 0; i < forks.size(); i++) {
      states.add(String.format(Locale.ROOT, "fork %d %s %s, %s", i + 1,
          scale.format(medians[i]).replace(",", ""), scale.unit(), state(forks.get(i))));
    }
    String outcome = figure.isEmpty()
        ? (steady == 0 ? "no fork reached steady state, so the row has no figure"
            : "the " + steady + " steady forks differ by more than " + fmt(FACTOR)
                + "x themselves, so the row has no figure")
        : figure.size() == steady ? String.format(Locale.ROOT,
            "the figure is from the %d steady fork%s only", figure.size(),
            figure.size() == 1 ? "" : "s")
        : String.format(Locale.ROOT, "the figure is from the %d of %d steady forks within %sx"
            + " of their median fork", figure.size(), steady, fmt(Math.sqrt(FACTOR)));
    return new Warning("FORKS_DISAGREE", "warn", String.format(Locale.ROOT,
        "the forks read %sx apart (%s): different states of the code or the heap, not noise;"
            + " %s", fmt(factor(medians)), states, outcome),
        "give it a larger --budget so every fork's warm-up reaches steady state; a fork whose"
            + " heap was still growing pays for new pages (SLOW_PAGE_FAULTS: fix the heap,"
            + " --jvm-args '-Xms1g -Xmx1g -XX:+AlwaysPreTouch'); one that never settles has a"
            + " structure that grows across calls");
  }

  /** A fork's state in words: steady, or why not; and the collections while it measured. */
  static String state(ForkResult f) {
    ForkMeasurement m = f.measurement();
    if (m == null) {
      return "failed";
    }
    List<String> parts = new ArrayList<>();
    if (m.steadyState()) {
      parts.add("steady");
    } else {
      String reason = m.warmupStopReason() == null ? "" : m.warmupStopReason();
      parts.add(reason.startsWith(SteadyState.RAN_OUT)
          ? String.format(Locale.ROOT, "warm-up cut short at %.1f s", m.warmupNanos() / 1e9)
          : "not steady");
      if (reason.contains(SteadyState.HEAP_GROWING)) {
        parts.add("heap still growing");
      }
    }
    parts.add(m.gcCount() + (m.gcCount() == 1 ? " GC" : " GCs") + " while measuring");
    return String.join(", ", parts);
  }

  /** The largest fork median over the smallest (throughput: the same ratio). */
  static double factor(double[] medians) {
    if (medians.length < 2) {
      return 1;
    }
    double lo = Arrays.stream(medians).min().orElseThrow();
    double hi = Arrays.stream(medians).max().orElseThrow();
    return lo <= 0 ? Double.POSITIVE_INFINITY : hi / lo;
  }

  private static double median(ForkResult f) {
    return Summary.of(f.samples().stream().mapToDouble(Double::doubleValue).toArray()).median();
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, v >= 10 ? "%.0f" : "%.1f", v);
  }
}
