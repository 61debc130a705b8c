package dev.vernier.history.check;

import java.util.List;

/**
 * The result of {@code vernier history check}, schema {@code vernier-history/1}.
 *
 * @param db the database URL, password masked
 * @param since the commit given to {@code --since}; null for the whole history
 * @param figure {@code median} (each run's median), or {@code min} (its best sample, with
 *     {@code --figure min}); the change points' before and after figures are of this kind
 * @param benchmarks each benchmark series checked (one per fingerprint), with the method used
 *     for its newest run
 */
public record CheckReport(String schema, String db, String branch, String since, String figure,
    int runs,
    List<ChangePoint> changePoints, List<Series> benchmarks) {
  public static final String SCHEMA = "vernier-history/1";

  /**
   * One benchmark on one fingerprint.
   *
   * @param runs how many of the branch's runs it has (the last {@code window} are searched)
   * @param newestRun how the newest run was judged: {@code stored run-to-run variation} with its
   *     figures, or why it could not be
   */
  public record Series(String id, String fingerprint, int runs, int changePoints,
      String newestRun) {}

  public long count(String direction) {
    return changePoints.stream().filter(c -> c.direction().equals(direction)).count();
  }
}
