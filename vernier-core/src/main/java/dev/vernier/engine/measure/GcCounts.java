package dev.vernier.engine.measure;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Collections and collection time per collector, as the JVM's collector MXBeans count them.
 * Taken before and after measurement; the difference is what happened while measuring.
 *
 * @param collections collections per collector name (e.g. {@code G1 Young Generation})
 * @param millis accumulated collection time per collector, in milliseconds
 */
public record GcCounts(Map<String, Long> collections, Map<String, Long> millis) {
  public static final GcCounts NONE = new GcCounts(Map.of(), Map.of());

  /** The counters now. */
  public static GcCounts now() {
    Map<String, Long> n = new LinkedHashMap<>();
    Map<String, Long> t = new LinkedHashMap<>();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      n.put(gc.getName(), Math.max(0, gc.getCollectionCount()));
      t.put(gc.getName(), Math.max(0, gc.getCollectionTime()));
    }
    return new GcCounts(n, t);
  }

  /** What was counted since {@code before}. */
  public GcCounts since(GcCounts before) {
    Map<String, Long> n = new LinkedHashMap<>();
    Map<String, Long> t = new LinkedHashMap<>();
    collections.forEach((k, v) -> n.put(k, v - before.collections.getOrDefault(k, 0L)));
    millis.forEach((k, v) -> t.put(k, v - before.millis.getOrDefault(k, 0L)));
    return new GcCounts(n, t);
  }

  public long totalCollections() {
    return collections.values().stream().mapToLong(Long::longValue).sum();
  }

  /**
   * Stop-the-world time: the time of every collector that reports pauses. Concurrent collectors
   * publish a second bean for their cycles ({@code ZGC Cycles}, {@code Shenandoah Cycles},
   * {@code G1 Concurrent GC} from JDK 20), whose time ran beside the application, not in its way.
   */
  public long pauseMillis() {
    long sum = 0;
    for (Map.Entry<String, Long> e : millis.entrySet()) {
      if (isPauseCollector(e.getKey())) {
        sum += e.getValue();
      }
    }
    return sum;
  }

  static boolean isPauseCollector(String name) {
    return !name.contains("Cycles") && !name.contains("Concurrent");
  }
}
