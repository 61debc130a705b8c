package dev.vernier.engine.profile;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a JVM unified GC log ({@code -Xlog:gc,gc+heap+exit:file=F}): the pauses, their total
 * time, and an estimate of the bytes the program allocated: what the heap grew by between
 * collections (used before a collection minus used after the previous one), plus the growth
 * after the last one up to the heap printed at exit. The log prints sizes in whole K/M/G, so the
 * figure is approximate; it counts what reached the heap, not what escape analysis removed.
 */
public final class GcLog {
  /** {@code 24M->2M(256M) 1.234ms}: Serial, Parallel, G1 and Shenandoah pauses look like this. */
  private static final Pattern PAUSE = Pattern.compile(
      "Pause.*?(\\d+)([KMG])->(\\d+)([KMG])\\(\\d+[KMG]\\)\\s+([0-9.]+)ms");
  /** At exit: {@code garbage-first heap   total 258048K, used 20378K}; generations likewise. */
  private static final Pattern EXIT_USED = Pattern.compile("total \\d+K, used (\\d+)K");

  public record Summary(int pauses, double pauseMillis, long allocatedBytes, boolean exitSeen) {}

  private GcLog() {}

  public static Summary parse(String log) {
    int pauses = 0;
    double millis = 0;
    long allocated = 0;
    long lastAfter = 0;
    long exitUsed = 0;
    boolean exitSeen = false;
    for (String line : log.split("\n")) {
      Matcher m = PAUSE.matcher(line);
      if (m.find()) {
        long before = bytes(m.group(1), m.group(2));
        long after = bytes(m.group(3), m.group(4));
        pauses++;
        millis += Double.parseDouble(m.group(5));
        allocated += Math.max(0, before - lastAfter);
        lastAfter = after;
        continue;
      }
      if (line.contains("[gc,heap,exit")) {
        Matcher e = EXIT_USED.matcher(line);
        if (e.find() && !line.contains("Metaspace") && !line.contains("class space")) {
          exitUsed += Long.parseLong(e.group(1)) * 1024;
          exitSeen = true;
        }
      }
    }
    if (exitSeen) {
      allocated += Math.max(0, exitUsed - lastAfter);
    }
    return new Summary(pauses, millis, allocated, exitSeen);
  }

  private static long bytes(String n, String unit) {
    long v = Long.parseLong(n);
    return switch (unit) {
      case "G" -> v << 30;
      case "M" -> v << 20;
      default -> v << 10;
    };
  }
}
