package dev.vernier.junit;

import java.util.Locale;

/**
 * Bytes per call of the code under test, measured after warm-up, with the harness's own bytes
 * per batch (an empty call through the same loop) taken out.
 *
 * @param bytesPerOp the median batch's bytes per call
 * @param minBytesPerOp the batch that allocated least, per call
 * @param maxBytesPerOp the batch that allocated most, per call
 * @param batches measured batches
 * @param opsPerBatch calls per batch
 * @param harnessBytesPerBatch the empty call's bytes per batch, subtracted
 * @param warmupMillis how long warm-up took
 * @param steady warm-up ended on a quiet JIT and equal batches, not on its time limit
 */
public record AllocationMeasurement(double bytesPerOp, double minBytesPerOp, double maxBytesPerOp,
    int batches, long opsPerBatch, long harnessBytesPerBatch, long warmupMillis,
    boolean steady) {

  /** Every batch allocated the same: the figure does not move. */
  public boolean exact() {
    return minBytesPerOp == maxBytesPerOp;
  }

  /** A line for a failure message or a log. */
  public String describe() {
    String spread = exact()
        ? "the same in every one of " + batches + " batches"
        : "batches ranged " + bytes(minBytesPerOp) + " to " + bytes(maxBytesPerOp);
    return String.format(Locale.ROOT,
        "%s/op, %s of %,d calls; warm-up %,d ms (%s); harness %,d B/batch subtracted",
        bytes(bytesPerOp), spread, opsPerBatch, warmupMillis,
        steady ? "JIT quiet, bytes steady" : "NOT steady: stopped at the time limit",
        harnessBytesPerBatch);
  }

  static String bytes(double b) {
    long whole = Math.round(b);
    return Math.abs(b - whole) < 1e-9
        ? String.format(Locale.ROOT, "%,d B", whole) : String.format(Locale.ROOT, "%,.2f B", b);
  }
}
