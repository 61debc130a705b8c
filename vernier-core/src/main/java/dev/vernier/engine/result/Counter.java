package dev.vernier.engine.result;

/**
 * One of a JMH benchmark's {@code @AuxCounters}: {@code ops/s} for an {@code OPERATIONS}
 * counter (its count per second of timed calls, added over the threads), {@code #} for an
 * {@code EVENTS} counter (its total over the fork's measurement).
 */
public record Counter(double value, String unit) {
  public static final String PER_SECOND = "ops/s";
  public static final String EVENTS = "#";
}
