package dev.vernier.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Stats;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FiguresTest {
  private static Stats interval(double median, double low, double high) {
    return new Stats(40, low, median, median, 1, low, high, 0.999, high, high, 2.0);
  }

  @Test
  void theErrorShowsAnAsymmetricIntervalAsItIs() {
    Figures.Scale ns = Figures.scaleOf("ns/op", 10);
    // the file's interval [9.79, 10.34] around 10: 0.21 below, 0.34 above
    assertThat(Figures.error(ns, interval(10, 9.79, 10.34))).isEqualTo("-0.2100/+0.3400");
    assertThat(Figures.error(ns, interval(10, 9.75, 10.25))).isEqualTo("±0.2500");
    // microseconds: the row's scale applies to both sides
    Figures.Scale us = Figures.scaleOf("ns/op", 282_200);
    assertThat(Figures.error(us, interval(282_200, 115_300, 1_590_000)))
        .isEqualTo("-166.9/+1,308");
    // an interval that does not hold the median (possible with two forks) keeps its signs
    assertThat(Figures.error(ns, interval(10, 10.5, 11))).isEqualTo("+0.5000/+1.000");
    // a side of zero width: sample mode's median on a timer tick, its interval on the same tick
    assertThat(Figures.error(ns, interval(70, 70, 70))).isEqualTo("±0");
    assertThat(Figures.error(ns, interval(70, 70, 71))).isEqualTo("-0/+1.000");
  }

  @Test
  void tablesShowTheAsymmetricError() {
    var run = dev.vernier.engine.result.Samples.typical(); // interval [10.0, 10.5], median 10.25
    assertThat(new TableExporter().render(run)).contains("±0.2500");
    var rows = run.benchmarks();
    var st = rows.get(0).time().stats();
    var skewed = new Stats(st.n(), st.min(), st.median(), st.mean(), st.stdDev(), 10.1, 10.9,
        st.ciLevel(), st.p90(), st.p99(), st.mValue());
    var row = new dev.vernier.engine.result.BenchmarkResult(rows.get(0).identity(), "ok", null,
        dev.vernier.engine.result.TimeFigures.of("ns/op", skewed),
        new dev.vernier.engine.result.MemoryFigures(0L, null, null, null, null, null),
        new dev.vernier.engine.result.Evidence(rows.get(0).evidence().forks(), null,
            java.util.List.of()), null);
    var one = dev.vernier.engine.result.Samples.run(row);
    assertThat(new TableExporter().render(one)).contains("-0.1500/+0.6500");
    assertThat(new MarkdownExporter().render(one)).contains("| -0.1500/+0.6500 |");
  }

  @Test
  void groupedPrintsWhatTheFormatterPrints() {
    Random r = new Random(7);
    double[] special = {1234.5, 0.5, 1.005, 2.675, 999.95, 999_999.5, -1_234_567.891, 1e15,
        0.00005, -0.00001, 12.345, 100.05};
    for (double v : special) {
      for (int d = 0; d <= 4; d++) {
        assertThat(Figures.grouped(v, d)).isEqualTo(String.format(Locale.ROOT, "%,." + d + "f",
            v));
      }
    }
    for (int i = 0; i < 100_000; i++) {
      double v = Math.pow(10, r.nextDouble() * 14 - 5) * (r.nextBoolean() ? 1 : -1);
      int d = r.nextInt(5);
      assertThat(Figures.grouped(v, d)).isEqualTo(String.format(Locale.ROOT, "%,." + d + "f",
          v));
    }
  }
}
