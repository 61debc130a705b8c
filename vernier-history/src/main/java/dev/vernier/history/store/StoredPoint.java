package dev.vernier.history.store;

import java.util.List;

/**
 * One benchmark's figures in one stored run, with where the run sits in the history.
 *
 * @param runId the order in which runs were added, across all branches
 * @param commit as given to {@code history add}; null when none was known
 * @param forkMedians each fork's median; empty when not recorded
 * @param forkMinima each fork's best sample; empty for runs recorded before schema version 3
 */
public record StoredPoint(long runId, String branch, String commit, String startedAt,
    String fingerprintId, Double calibratedGHz, String benchmarkId, String mode, String unit,
    double median, Double min, Double ciLow, Double ciHigh, Integer samples, Integer forks,
    List<Double> forkMedians, List<Double> forkMinima) {}
