package dev.vernier.engine.report;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Stats;
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

  public static Scale scaleOf(BenchmarkResult r) {
    if (r.stats() == null) {
      return new Scale(1, r.unit());
    }
    return scaleOf(r.unit(), r.stats().median());
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
    return String.format(Locale.ROOT, "%,." + decimals + "f", v);
  }

  /**
   * The interval of the median as it lies around it, in the row's scale: {@code -0.21/+0.34},
   * or {@code ±0.35} when both sides print the same. The interval is a bootstrap percentile
   * interval and need not be symmetric; this shows it as the result file has it.
   */
  public static String error(Scale s, Stats st) {
    String below = signed(s, st.ciLow() - st.median());
    String above = signed(s, st.ciHigh() - st.median());
    return below.substring(1).equals(above.substring(1)) && below.charAt(0) != above.charAt(0)
        ? "±" + above.substring(1) : below + "/" + above;
  }

  private static String signed(Scale s, double offset) {
    return (offset < 0 ? "-" : "+") + s.format(Math.abs(offset));
  }

  public static String bytes(Number n) {
    if (n == null) {
      return "-";
    }
    if (n instanceof Long || n instanceof Integer) {
      return String.format(Locale.ROOT, "%,d B", n.longValue());
    }
    return String.format(Locale.ROOT, "%,.2f B", n.doubleValue());
  }

  /** Cycles per op to four significant digits, "-" without a calibration. */
  public static String cycles(Double cycles) {
    return cycles == null ? "-" : sig(cycles);
  }

  public static String ratio(BenchmarkResult r) {
    if (r.ratio() == null) {
      return "-";
    }
    return String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", r.ratio(), r.ratioCiLow(),
        r.ratioCiHigh());
  }

  /** {@code Class.method}: the table's Benchmark column. */
  public static String name(BenchmarkResult r) {
    String cls = r.className().substring(r.className().lastIndexOf('.') + 1);
    return cls + "." + r.method();
  }

  public static String params(BenchmarkResult r) {
    StringBuilder sb = new StringBuilder();
    r.params().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append('=')
        .append(v));
    return sb.length() == 0 ? "-" : sb.toString();
  }
}
