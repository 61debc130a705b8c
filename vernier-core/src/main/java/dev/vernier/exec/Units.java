package dev.vernier.exec;

import java.util.Locale;

/** Human units for the exec report: µs, ms, s and KiB, MiB, GiB. */
public final class Units {
  private Units() {}

  /** A duration in nanoseconds, e.g. {@code 12.34 ms}. */
  public static String time(double ns) {
    return timeIn(ns, timeUnit(ns)) + " " + timeUnit(ns);
  }

  /** The unit a duration reads best in. */
  public static String timeUnit(double ns) {
    double a = Math.abs(ns);
    if (a >= 1e9) {
      return "s";
    }
    if (a >= 1e6) {
      return "ms";
    }
    return "µs";
  }

  /** A duration in nanoseconds expressed in a unit from {@link #timeUnit}, no suffix. */
  public static String timeIn(double ns, String unit) {
    double scale = switch (unit) {
      case "s" -> 1e9;
      case "ms" -> 1e6;
      default -> 1e3;
    };
    return digits(ns / scale);
  }

  /** Bytes in binary units, e.g. {@code 201.3 MiB}. */
  public static String bytes(double b) {
    return bytesIn(b, bytesUnit(b)) + " " + bytesUnit(b);
  }

  public static String bytesUnit(double b) {
    double a = Math.abs(b);
    if (a >= 1024.0 * 1024 * 1024) {
      return "GiB";
    }
    if (a >= 1024.0 * 1024) {
      return "MiB";
    }
    return "KiB";
  }

  public static String bytesIn(double b, String unit) {
    double scale = switch (unit) {
      case "GiB" -> 1024.0 * 1024 * 1024;
      case "MiB" -> 1024.0 * 1024;
      default -> 1024.0;
    };
    return digits(b / scale);
  }

  /** Four significant digits or so: 1234.5, 123.4, 12.34, 1.234. */
  static String digits(double v) {
    double a = Math.abs(v);
    String f = a >= 1000 ? "%.0f" : a >= 100 ? "%.1f" : a >= 10 ? "%.2f" : "%.3f";
    return String.format(Locale.ROOT, f, v);
  }
}
