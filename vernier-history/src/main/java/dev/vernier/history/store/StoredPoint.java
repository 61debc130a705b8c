package dev.vernier.history.store;

/**
 * One benchmark's figures in one stored run, with where the run sits in the history.
 *
 * @param runId the order in which runs were added, across all branches
 * @param commit as given to {@code history add}; null when none was known
 */
public record StoredPoint(long runId, String branch, String commit, String startedAt,
    String fingerprintId, Double calibratedGHz, String benchmarkId, String mode, String unit,
    double median, Double min, Double ciLow, Double ciHigh, Integer samples, Integer forks) {}
