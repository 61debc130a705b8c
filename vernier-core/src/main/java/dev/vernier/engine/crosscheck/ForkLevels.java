package dev.vernier.engine.crosscheck;

import dev.vernier.engine.report.Figures;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Where a row's forks sit at two or more levels (each JVM keeps the one its code layout or heap
 * placement gave it), one tool's forks at more than one, and the tools drew the levels in
 * different shares: then the tools differ by which levels their forks drew, not by what they
 * measure, and a fork of each at the same level reads alike. Pure: fork medians in, a line out.
 */
final class ForkLevels {
  /** Fork medians further apart than this ratio, with none between, are at different levels. */
  static final double GAP = 1.10;
  /** A level's share of one tool's forks against the other's: this far apart, said. */
  static final double SHARE_APART = 0.25;

  private ForkLevels() {}

  private record Level(double lo, double hi, int jmh, int vernier) {}

  /**
   * The evidence line, or none: one level, or the tools' forks spread alike over the levels.
   *
   * @param jmh each JMH fork's median (its iterations')
   * @param vernier each Vernier fork's median (its samples')
   */
  static List<String> of(double[] jmh, double[] vernier, String unit) {
    if (jmh.length == 0 || vernier.length == 0) {
      return List.of();
    }
    List<Level> levels = levels(jmh, vernier);
    if (levels.size() < 2) {
      return List.of();
    }
    // each tool's forks all at a level of their own is a plain difference, not levels drawn
    boolean spread = levels.stream().filter(l -> l.jmh() > 0).count() > 1
        || levels.stream().filter(l -> l.vernier() > 0).count() > 1;
    boolean apart = spread && levels.stream().anyMatch(l -> Math.abs((double) l.jmh() / jmh.length
        - (double) l.vernier() / vernier.length) >= SHARE_APART);
    if (!apart) {
      return List.of();
    }
    List<String> parts = new ArrayList<>();
    for (Level l : levels) {
      parts.add(String.format(Locale.ROOT, "%s%s %s (JMH %d of %d, Vernier %d of %d)",
          Figures.sig(l.lo()), l.hi() > l.lo() ? "-" + Figures.sig(l.hi()) : "", unit, l.jmh(),
          jmh.length, l.vernier(), vernier.length));
    }
    return List.of("the forks sit at " + levels.size() + " levels, drawn in different shares: "
        + String.join(", ", parts) + "; forks of each tool at one level read alike");
  }

  private static List<Level> levels(double[] jmh, double[] vernier) {
    double[] all = new double[jmh.length + vernier.length];
    System.arraycopy(jmh, 0, all, 0, jmh.length);
    System.arraycopy(vernier, 0, all, jmh.length, vernier.length);
    Arrays.sort(all);
    List<Level> out = new ArrayList<>();
    int start = 0;
    for (int i = 1; i <= all.length; i++) {
      if (i == all.length || all[i] > all[i - 1] * GAP) {
        double lo = all[start];
        double hi = all[i - 1];
        out.add(new Level(lo, hi, count(jmh, lo, hi), count(vernier, lo, hi)));
        start = i;
      }
    }
    return out;
  }

  private static int count(double[] figures, double lo, double hi) {
    return (int) Arrays.stream(figures).filter(f -> f >= lo && f <= hi).count();
  }

  /** Each fork's median, over all runs of one tool. */
  static double[] medians(List<double[]> forks) {
    return forks.stream().filter(f -> f.length > 0).mapToDouble(f -> Summary.of(f).median())
        .toArray();
  }
}
