package dev.vernier.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses durations as people write them: {@code 500ms}, {@code 2s}, {@code 1.5s}, {@code 1m}. */
public final class Durations {
  private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min)?");

  private Durations() {}

  public static Duration parse(String text) {
    Matcher m = FORM.matcher(text.trim());
    if (!m.matches()) {
      throw new UsageException("bad duration '" + text + "' (examples: 500ms, 2s, 1m)");
    }
    double v = Double.parseDouble(m.group(1));
    String unit = m.group(2) == null ? "s" : m.group(2);
    double millis = switch (unit) {
      case "ms" -> v;
      case "m", "min" -> v * 60_000;
      default -> v * 1000;
    };
    return Duration.ofNanos((long) (millis * 1_000_000));
  }
}
