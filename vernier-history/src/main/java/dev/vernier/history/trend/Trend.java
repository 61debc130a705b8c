package dev.vernier.history.trend;

import dev.vernier.engine.discover.BenchmarkFilter;
import dev.vernier.engine.discover.DiscoveryException;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import dev.vernier.history.store.StoredPoint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code vernier history show PATTERN}: each matching benchmark's figures run by run, one series
 * per fingerprint, written as schema {@value #SCHEMA}.
 *
 * @param last how many of each series' most recent runs are shown (0: all)
 */
public record Trend(String schema, String db, String pattern, int last, List<Series> benchmarks) {
  public static final String SCHEMA = "vernier-history-show/1";

  /** One benchmark on one fingerprint, oldest run first. */
  public record Series(String id, String unit, String fingerprint, int runs,
      List<StoredPoint> points) {}

  public static Trend of(HistoryStore store, String pattern, int last) throws HistoryException {
    BenchmarkFilter filter;
    try {
      filter = new BenchmarkFilter(List.of(pattern));
    } catch (DiscoveryException e) {
      throw new HistoryException(e.getMessage());
    }
    List<Series> out = new ArrayList<>();
    for (String id : store.benchmarkIds()) {
      if (!filter.matchesId(id)) {
        continue;
      }
      Map<String, List<StoredPoint>> byFingerprint = new LinkedHashMap<>();
      for (StoredPoint p : store.series(id)) {
        byFingerprint.computeIfAbsent(p.fingerprintId() + " " + p.unit(),
            k -> new ArrayList<>()).add(p);
      }
      for (List<StoredPoint> points : byFingerprint.values()) {
        List<StoredPoint> shown = last > 0 && points.size() > last
            ? points.subList(points.size() - last, points.size()) : points;
        out.add(new Series(id, points.get(0).unit(), points.get(0).fingerprintId(),
            points.size(), List.copyOf(shown)));
      }
    }
    if (out.isEmpty()) {
      throw new HistoryException("no stored benchmark matches " + pattern + " in "
          + store.url().display());
    }
    return new Trend(SCHEMA, store.url().display(), pattern, last, out);
  }
}
