package dev.vernier.engine.measure;

import java.util.Arrays;

/**
 * Counts the bytes each batch allocated, for measurement and for the end of warm-up, so the fork
 * can tell whether the figure was steady: the same every batch, and the same as warm-up's last
 * batches (when the JIT changes a method late, escape analysis can change its bytes).
 */
final class AllocationTally {
  /** Warm-up batches kept: the steady part of warm-up is its last few batches. */
  static final int WARMUP_TAIL = 5;

  private final long[] tailOps = new long[WARMUP_TAIL];
  private final long[] tailBytes = new long[WARMUP_TAIL];
  private int tailCount;
  private long batches;
  private long minBatchBytes = Long.MAX_VALUE;
  private long maxBatchBytes = Long.MIN_VALUE;

  void warmup(long ops, long bytes) {
    int i = tailCount++ % WARMUP_TAIL;
    tailOps[i] = ops;
    tailBytes[i] = bytes;
  }

  /** Forgets the measured batches: the fork measures again. */
  void resetMeasured() {
    batches = 0;
    minBatchBytes = Long.MAX_VALUE;
    maxBatchBytes = Long.MIN_VALUE;
  }

  void measured(long bytes) {
    batches++;
    minBatchBytes = Math.min(minBatchBytes, bytes);
    maxBatchBytes = Math.max(maxBatchBytes, bytes);
  }

  /**
   * The figures, with the harness's own bytes per batch measured on the empty benchmark (-1
   * where the JVM cannot count a thread's bytes).
   */
  AllocationFigures figures(long harnessBytesPerBatch) {
    if (harnessBytesPerBatch < 0 || batches == 0) {
      return AllocationFigures.NONE;
    }
    int kept = Math.min(tailCount, WARMUP_TAIL);
    double[] perOp = new double[kept];
    for (int i = 0; i < kept; i++) {
      perOp[i] = Math.max(0, tailBytes[i] - harnessBytesPerBatch) / (double) tailOps[i];
    }
    Arrays.sort(perOp);
    Double tail = kept == 0 ? null : perOp[kept / 2];
    return new AllocationFigures(harnessBytesPerBatch, batches, minBatchBytes, maxBatchBytes,
        tail);
  }
}
