package dev.vernier.engine.measure;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JMH benchmark's {@code @AuxCounters} over one fork's measurement, summed over its threads:
 * {@code OPERATIONS} counters as a rate (counts per second of each thread's timed batches, added
 * across threads, as JMH adds threads' throughputs), {@code EVENTS} counters as totals.
 */
public record AuxCounts(Map<String, Double> perSecond, Map<String, Double> events) {

  public AuxCounts {
    perSecond = Map.copyOf(perSecond);
    events = Map.copyOf(events);
  }

  /** Both sets added name by name; null stands for none. */
  public static AuxCounts plus(AuxCounts a, AuxCounts b) {
    if (a == null || b == null) {
      return a == null ? b : a;
    }
    return new AuxCounts(add(a.perSecond, b.perSecond), add(a.events, b.events));
  }

  private static Map<String, Double> add(Map<String, Double> a, Map<String, Double> b) {
    Map<String, Double> out = new LinkedHashMap<>(a);
    b.forEach((k, v) -> out.merge(k, v, Double::sum));
    return out;
  }
}
