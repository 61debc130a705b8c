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
 * @param warmupTailBatches warm-up batches counted below (its last few)
 * @param warmupTailOps calls in those batches
 * @param warmupTailBytes bytes they allocated, harness included
 */
public record AllocationFigures(long harnessBytesPerBatch, long batches, long minBatchBytes,
    long maxBatchBytes, long warmupTailBatches, long warmupTailOps, long warmupTailBytes) {
  /** The JVM cannot count this thread's bytes. */
  public static final AllocationFigures NONE = new AllocationFigures(-1, 0, 0, 0, 0, 0, 0);
  /** Counted, but neither calibrated nor broken down by batch: the raw total is the figure. */
  public static final AllocationFigures UNCALIBRATED = new AllocationFigures(0, 0, 0, 0, 0, 0, 0);

  /** Measured bytes per op with the harness's bytes taken out; null when not measured. */
  public Double bytesPerOp(long totalBytes, long measuredOps) {
    if (harnessBytesPerBatch < 0 || measuredOps == 0 || totalBytes < 0) {
      return null;
    }
    return Math.max(0, totalBytes - batches * harnessBytesPerBatch) / (double) measuredOps;
  }

  /** Bytes per op over warm-up's last batches, corrected the same way; null without any. */
  public Double warmupTailBytesPerOp() {
    if (harnessBytesPerBatch < 0 || warmupTailOps == 0) {
      return null;
    }
    return Math.max(0, warmupTailBytes - warmupTailBatches * harnessBytesPerBatch)
        / (double) warmupTailOps;
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
