package dev.vernier.engine.profile;

import java.util.List;
import java.util.Locale;

/**
 * What to profile and where: travels to the fork inside its spec.
 *
 * @param event {@code cpu}, {@code alloc} or {@code wall}
 * @param engine {@code auto} (async-profiler, else JFR), {@code async-profiler} or {@code jfr}
 * @param dir absolute directory the fork writes its raw profile into
 * @param interval sampling interval: nanoseconds for cpu and wall, bytes for alloc; 0 = default
 */
public record ProfileRequest(String event, String engine, String dir, long interval) {
  public static final List<String> EVENTS = List.of("cpu", "alloc", "wall");
  public static final List<String> ENGINES = List.of("auto", "async-profiler", "jfr");
  /** async-profiler's own default for cpu; wall uses the same since only one thread is sampled. */
  public static final long DEFAULT_TIME_INTERVAL = 10_000_000;
  /** async-profiler's default allocation sampling interval. */
  public static final long DEFAULT_ALLOC_INTERVAL = 512 * 1024;

  /** Samples a benchmark's measurement phase should give when the interval is not chosen. */
  public static final long TARGET_SAMPLES = 2_000;
  /** The shortest interval chosen for the user: below it the sampler's cost grows. */
  public static final long MIN_TIME_INTERVAL = 1_000_000;

  /**
   * The request with a cpu or wall interval chosen so that {@code measureNanos} of measurement
   * (all forks together) give about {@link #TARGET_SAMPLES} samples: 1 to 10 ms. A quick run's
   * second of measurement at the 10 ms default gives 100 samples, too few to order two frames
   * a few points apart. Unchanged when the user chose the interval, or for alloc.
   */
  public ProfileRequest forMeasurement(long measureNanos) {
    if (interval > 0 || "alloc".equals(event) || measureNanos <= 0) {
      return this;
    }
    long chosen = Math.max(MIN_TIME_INTERVAL,
        Math.min(DEFAULT_TIME_INTERVAL, measureNanos / TARGET_SAMPLES));
    return new ProfileRequest(event, engine, dir, chosen / 100_000 * 100_000);
  }

  /** The interval in force: the request's or the event's default. */
  public long effectiveInterval() {
    if (interval > 0) {
      return interval;
    }
    return "alloc".equals(event) ? DEFAULT_ALLOC_INTERVAL : DEFAULT_TIME_INTERVAL;
  }

  /** Checks an event name; returns it in lower case or throws with a one-line message. */
  public static String checkEvent(String e) {
    return oneOf("profile event", e, EVENTS);
  }

  /** Checks an engine name, as {@link #checkEvent}. */
  public static String checkEngine(String e) {
    return oneOf("profiler engine", e, ENGINES);
  }

  private static String oneOf(String what, String value, List<String> allowed) {
    String lower = value.toLowerCase(Locale.ROOT);
    if (!allowed.contains(lower)) {
      throw new IllegalArgumentException("unknown " + what + " '" + value + "' (expected one of "
          + String.join(", ", allowed) + ")");
    }
    return lower;
  }
}
