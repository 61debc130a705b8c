package dev.vernier.engine.measure;

/**
 * What a fork needs to report about its allocation beyond the raw total: the harness's own
 * bytes, and whether the batches agreed with each other and with the end of warm-up.
 *
 * @param harnessBytesPerBatch bytes one batch of the empty benchmark allocated through the same
 *     loop and counter reads (subtracted from every measured batch); -1 when not measured
 * @param batches measured batches (or calls, in sample and single-shot modes)
 * @param minBatchBytes fewest bytes one measured batch allocated, harness included
 * @param maxBatchBytes most bytes one measured batch allocated, harness included
 * @param warmupTailBytesPerOp bytes per call of the median of warm-up's last few batches,
 *     corrected alike; the median, so one batch in which the JVM itself allocated on the
 *     thread (it does, rarely, when it queues a compilation) cannot stand for the warm-up;
 *     null without warm-up
 */
public record AllocationFigures(long harnessBytesPerBatch, long batches, long minBatchBytes,
    long maxBatchBytes, Double warmupTailBytesPerOp) {
  /** The JVM cannot count this thread's bytes. */
  public static final AllocationFigures NONE = new AllocationFigures(-1, 0, 0, 0, null);
  /** Counted, but neither calibrated nor broken down by batch: the raw total is the figure. */
  public static final AllocationFigures UNCALIBRATED = new AllocationFigures(0, 0, 0, 0, null);

  /**
   * The figures of a batch that {@code threads} threads ran at once, each with the harness's
   * counter reads around its own timed batch: the harness's bytes per batch are the threads'
   * together; warm-up's per-op figure, computed per thread's calls, is divided among them
   * (exact where the harness's bytes per batch are 0, as on HotSpot; otherwise it keeps one
   * thread's harness bytes instead of all threads', a bias below n·harness/calls).
   */
  public AllocationFigures acrossThreads(int threads) {
    if (harnessBytesPerBatch < 0) {
      return this;
    }
    return new AllocationFigures(harnessBytesPerBatch * threads, batches, minBatchBytes,
        maxBatchBytes, warmupTailBytesPerOp == null ? null : warmupTailBytesPerOp / threads);
  }

  /** Measured bytes per op with the harness's bytes taken out; null when not measured. */
  public Double bytesPerOp(long totalBytes, long measuredOps) {
    if (harnessBytesPerBatch < 0 || measuredOps == 0 || totalBytes < 0) {
      return null;
    }
    return Math.max(0, totalBytes - batches * harnessBytesPerBatch) / (double) measuredOps;
  }

  /** Bytes per op of the measured batch that allocated least, corrected; null without batches. */
  public Double minBatchBytesPerOp(long opsPerBatch) {
    return perOp(minBatchBytes, opsPerBatch);
  }

  /** Bytes per op of the measured batch that allocated most, corrected; null without batches. */
  public Double maxBatchBytesPerOp(long opsPerBatch) {
    return perOp(maxBatchBytes, opsPerBatch);
  }

  private Double perOp(long batchBytes, long opsPerBatch) {
    if (harnessBytesPerBatch < 0 || batches == 0 || opsPerBatch == 0) {
      return null;
    }
    return Math.max(0, batchBytes - harnessBytesPerBatch) / (double) opsPerBatch;
  }
}
