package dev.vernier.history.record;

import java.util.List;

/**
 * One result file as the history stores it: where it came from, its fingerprint, and one
 * {@link Measurement} per benchmark that succeeded.
 *
 * @param contentSha256 of the file's bytes: the same file is never recorded twice
 * @param calibratedGHz the run's calibrated clock, a reading kept beside the fingerprint
 */
public record RunRecord(String source, String contentSha256, String startedAt,
    String vernierVersion, Fingerprint fingerprint, Double calibratedGHz,
    List<Measurement> measurements) {

  /**
   * One benchmark of the run, in the result file's unit.
   *
   * @param forkMedians each fork's median, the run's own between-fork spread
   * @param forkMinima each fork's best sample (minimum), in the same order
   */
  public record Measurement(String benchmarkId, String mode, String unit, double median,
      Double min, Double ciLow, Double ciHigh, Integer samples, Integer forks,
      List<Double> forkMedians, List<Double> forkMinima, Double allocatedBytesPerOp,
      Double cyclesPerOp) {}
}
