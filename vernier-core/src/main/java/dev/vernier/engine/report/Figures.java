package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Number formatting shared by the human-readable formats: times are scaled to a unit that keeps
 * the row's median readable (ns, us, ms, s), and every figure of the row uses that same unit.
 */
public final class Figures {
  private Figures() {}

  /** The divisor and unit label for a row, chosen from its median. */
  public record Scale(double divisor, String unit) {
    public String format(double value) {
      return Figures.sig(value / divisor);
    }
  }

  /** The Median cell of a row that ran but has no figure (its forks disagree by multiples). */
  public static final String NO_FIGURE = "no figure";

  public static Scale scaleOf(BenchmarkResult r) {
    if (r.time().stats() == null) {
      return new Scale(1, r.time().unit());
    }
    return scaleOf(r.time().unit(), r.time().stats().median());
  }

  /** The scale for figures in {@code unit} whose typical value is {@code m}. */
  public static Scale scaleOf(String unit, double m) {
    if (!"ns/op".equals(unit)) {
      return new Scale(1, unit);
    }
    if (m >= 1e9) {
      return new Scale(1e9, "s/op");
    } else if (m >= 1e6) {
      return new Scale(1e6, "ms/op");
    } else if (m >= 1e4) {
      return new Scale(1e3, "us/op");
    }
    return new Scale(1, "ns/op");
  }

  /** Four significant digits, without exponent notation for everyday magnitudes. */
  public static String sig(double v) {
    if (v == 0 || Double.isNaN(v) || Double.isInfinite(v)) {
      return v == 0 ? "0" : String.valueOf(v);
    }
    double a = Math.abs(v);
    int decimals = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : 4;
    return grouped(v, decimals);
  }

  /**
   * What {@code String.format(Locale.ROOT, "%,.Nf", v)} prints (half-up on the shortest decimal
   * form of v, thousands grouped), without the formatter's cost: a report of 2,000 benchmarks
   * formats some 100,000 figures.
   */
  static String grouped(double v, int decimals) {
    String plain = new BigDecimal(Double.toString(v)).setScale(decimals, RoundingMode.HALF_UP)
        .toPlainString();
    if (v < 0 && !plain.startsWith("-")) {
      plain = "-" + plain; // rounded to zero, the formatter keeps the sign: -0.00
    }
    int start = plain.startsWith("-") ? 1 : 0;
    int dot = plain.indexOf('.');
    int end = dot < 0 ? plain.length() : dot;
    if (end - start <= 3) {
      return plain;
    }
    StringBuilder sb = new StringBuilder(plain.length() + 6).append(plain, 0, start);
    for (int i = start; i < end; i++) {
      if (i > start && (end - i) % 3 == 0) {
        sb.append(',');
      }
      sb.append(plain.charAt(i));
    }
    return sb.append(plain, end, plain.length()).toString();
  }

  /**
   * The interval of the median as it lies around it, in the row's scale: {@code -0.21/+0.34},
   * or {@code ±0.35} when both sides print the same. The interval is a bootstrap percentile
   * interval and need not be symmetric; this shows it as the result file has it.
   */
  public static String error(Scale s, Stats st) {
    double low = st.ciLow() - st.median();
    double high = st.ciHigh() - st.median();
    // a side of zero width keeps its side's sign: [70, 70] around 70 is ±0, not +0/+0
    String below = (low > 0 ? "+" : "-") + s.format(Math.abs(low));
    String above = (high < 0 ? "-" : "+") + s.format(Math.abs(high));
    return below.substring(1).equals(above.substring(1)) && below.charAt(0) != above.charAt(0)
        ? "±" + above.substring(1) : below + "/" + above;
  }

  public static String bytes(Number n) {
    if (n == null) {
      return "-";
    }
    if (n instanceof Long || n instanceof Integer) {
      return grouped(n.longValue(), 0) + " B";
    }
    return grouped(n.doubleValue(), 2) + " B";
  }

  /** Cycles per op to four significant digits, "-" without a calibration. */
  public static String cycles(Double cycles) {
    return cycles == null ? "-" : sig(cycles);
  }

  public static String ratio(BenchmarkResult r) {
    TimeFigures.Ratio ratio = r.time().ratio();
    if (ratio == null) {
      return "-";
    }
    return String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", ratio.value(), ratio.ciLow(),
        ratio.ciHigh());
  }

  /** {@code Class.method}: the table's Benchmark column. */
  public static String name(BenchmarkResult r) {
    String cls = r.identity().className();
    return cls.substring(cls.lastIndexOf('.') + 1) + "." + r.identity().method();
  }

  /**
   * The mode as the tables print it: with the thread count when more than one thread ran the
   * benchmark ({@code avgt, 2 threads}), so a one-thread table keeps its width.
   */
  public static String mode(BenchmarkResult r) {
    Identity i = r.identity();
    return i.threadCount() > 1 ? i.mode() + ", " + i.threadCount() + " threads" : i.mode();
  }

  public static String params(BenchmarkResult r) {
    StringBuilder sb = new StringBuilder();
    r.identity().params().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k)
        .append('=').append(v));
    return sb.length() == 0 ? "-" : sb.toString();
  }
}
