package dev.vernier.engine.report.html;

import dev.vernier.engine.result.Profile;
import dev.vernier.engine.result.Warning;
import java.util.List;

/**
 * What the page's script draws, as one JSON document. Every figure a person reads is formatted
 * here, by the same code as the console table, so the page and the terminal agree; the script
 * only lays out, sorts, filters and plots. Nothing in it is markup: the script puts every string
 * into the page as text.
 *
 * @param runs one or several runs (side by side when several)
 * @param sideBySide with several runs: one row per benchmark, one column per run
 * @param comparison {@code compare} and interleaved A/B: the verdicts; null otherwise
 */
record PageData(String title, String generator, List<RunView> runs, Table sideBySide,
    ComparisonView comparison) {

  /**
   * One run: its environment, warnings, summary table, per-benchmark details and scaling.
   *
   * @param header the environment lines the console prints above the table
   * @param failures one line per failed benchmark
   */
  record RunView(String label, List<String> header, List<Fact> environment,
      List<Warning> environmentWarnings, List<WarningGroup> warnings, List<String> failures,
      Table summary, List<Detail> details, List<ScalingView> scaling) {}

  record Fact(String label, String value) {}

  /** A warning code with the benchmarks it concerns; each message with its fix. */
  record WarningGroup(String severity, String code, String benchmarks, List<Warning> entries) {}

  /** A table the script can sort and filter. */
  record Table(List<Column> columns, List<Row> rows) {}

  /** @param numeric sorts by the cells' keys and aligns right */
  record Column(String name, boolean numeric) {}

  /**
   * @param detail the index of the row's detail card, null for none
   * @param tone {@code failed}, {@code faster}, {@code slower}... a styling hint
   */
  record Row(Integer detail, String tone, List<Cell> cells) {}

  /** @param key what the column sorts by; null sorts by the text */
  record Cell(String text, Double key, Bar bar) {
    static Cell of(String text) {
      return new Cell(text, null, null);
    }

    static Cell of(String text, Double key) {
      return new Cell(text, key, null);
    }
  }

  /**
   * An interval drawn on an axis: {@code lo}..{@code hi} with a mark at {@code mid}.
   *
   * @param log the axis is logarithmic (ratios)
   * @param ref a reference line (1 for ratios, 0 for changes); null for none
   * @param band the half-width of a band around {@code ref} (the "same" margin); null for none
   */
  record Bar(double lo, double mid, double hi, double axisLo, double axisHi, boolean log,
      Double ref, Double band) {}

  /**
   * One benchmark's card.
   *
   * @param unit the unit its figures are shown in, {@code divisor} from the file's unit to it
   * @param lines its figures in words (median, interval, forks, why it stopped)
   */
  record Detail(String id, String name, String params, String mode, boolean ok, String error,
      String unit, double divisor, List<String> lines, Strip strip, RatioView ratio,
      Percentiles percentiles, List<Warning> warnings, ProfileView profile, Table forks) {}

  /** Each fork's samples in the file's unit, with the figures to mark. */
  record Strip(List<double[]> forks, double median, double min, double ciLow, double ciHigh,
      double ciLevel) {}

  record RatioView(double ratio, double low, double high, String text, Bar bar) {}

  /**
   * Sample mode's tail: {@code nines} places p50, p90, p99, p99.9 and the maximum on an axis of
   * "nines" (log10 of 1/(1-p)).
   */
  record Percentiles(List<String> labels, List<Double> nines, List<Double> values) {}

  /**
   * @param lines the console's profile block
   * @param flamegraph the flame graph page, drawn again from the collapsed stacks; null when
   *     they are not where the result file says
   * @param flamegraphNote why there is no flame graph
   */
  record ProfileView(String event, List<String> lines, List<Profile.Frame> top, String flamegraph,
      String flamegraphNote) {}

  /**
   * Cost per element: the fastest time at each size (ns) and the fitted law at those sizes.
   *
   * @param cells the console's scaling row, in {@link #header}'s order
   */
  record ScalingView(String name, List<String> header, List<String> cells, List<Double> sizes,
      List<Double> times, String complexity, List<Double> fit) {}

  /** {@code compare}'s header lines, table and footer lines. */
  record ComparisonView(List<String> header, Table table, List<String> footer) {}
}
