package dev.vernier.engine.measure;

import java.util.Map;

/**
 * A JMH benchmark's {@code @AuxCounters} over one fork's measurement, summed over its threads:
 * {@code OPERATIONS} counters as a rate (counts per second of timed calls, added across threads
 * as JMH adds threads' throughputs: see {@link CounterSeries}), {@code EVENTS} as totals.
 */
public record AuxCounts(Map<String, Double> perSecond, Map<String, Double> events) {

  public AuxCounts {
    perSecond = Map.copyOf(perSecond);
    events = Map.copyOf(events);
  }
}
