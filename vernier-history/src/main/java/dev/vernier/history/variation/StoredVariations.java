package dev.vernier.history.variation;

import dev.vernier.engine.verdict.RunToRunVariation;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import dev.vernier.history.store.StoredPoint;
import dev.vernier.history.record.ResultFileReader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code compare --db}: the run-to-run variation of the compared benchmarks, from their most
 * recent stored runs on the fingerprint both files share, any branch.
 */
public final class StoredVariations {
  /** The most recent runs used: old enough runs say little about today's machine. */
  public static final int WINDOW = 30;

  private StoredVariations() {}

  /**
   * @param benchmarks the compared ids, each with whether its figure is a throughput (stored
   *     runs of the other kind are not used)
   * @param best the variation of each run's best sample (its minimum time) instead of its
   *     median; throughput rows, whose best sample is not stored, then get none
   * @param judged the file being judged (NEW): if it is stored too, it is left out, so that its
   *     own change does not count as the variation it is judged against. The base is kept: it
   *     is a run of the code the history already measured.
   */
  public static RunToRunVariation lookup(HistoryStore store, String fingerprintId,
      Map<String, Boolean> benchmarks, boolean best, Path judged) throws HistoryException {
    List<String> except = List.of(ResultFileReader.sha256(judged));
    Map<String, double[]> logs = new LinkedHashMap<>();
    for (Map.Entry<String, Boolean> b : benchmarks.entrySet()) {
      List<StoredPoint> points = store.recent(b.getKey(), fingerprintId, WINDOW, except).stream()
          .filter(p -> p.unit().startsWith("ops/") == b.getValue())
          .filter(p -> !best || (!b.getValue() && p.min() != null && p.min() > 0)).toList();
      logs.put(b.getKey(), points.stream()
          .mapToDouble(p -> Math.log(best ? p.min() : p.median())).toArray());
    }
    Map<String, RunToRunVariation.Estimate> estimates = RunToRunEstimator.estimate(logs,
        "the last " + WINDOW + " or fewer runs on fingerprint " + fingerprintId
            + ", the judged file left out" + (best ? ", each run's minimum" : ""));
    return (id, throughput) -> benchmarks.getOrDefault(id, !throughput) == throughput
        ? estimates.get(id) : null;
  }
}
