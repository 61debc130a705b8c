package dev.vernier.engine.stats;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Sample mode's per-call latencies: every fork records each call in an HdrHistogram (three
 * significant digits, so any percentile is within 0.1% of the true value) and sends it
 * compressed; the harness merges the forks' histograms and reads the percentiles off the merge.
 */
public final class LatencyHistograms {
  private LatencyHistograms() {}

  /** Merges base64, compressed histograms; null entries (failed forks) are skipped. */
  public static Histogram merge(List<String> encoded) {
    Histogram all = new Histogram(3);
    for (String e : encoded) {
      if (e == null) {
        continue;
      }
      try {
        all.add(Histogram.decodeFromCompressedByteBuffer(
            ByteBuffer.wrap(Base64.getDecoder().decode(e)), 0));
      } catch (DataFormatException | IllegalArgumentException ex) {
        throw new IllegalArgumentException("unreadable latency histogram from a fork", ex);
      }
    }
    return all;
  }

  /** The histogram's figures, each divided by {@code scale} (operations per call). */
  public static Summary summary(Histogram h, double scale) {
    if (h.getTotalCount() == 0) {
      throw new IllegalArgumentException("no calls recorded");
    }
    int n = (int) Math.min(Integer.MAX_VALUE, h.getTotalCount());
    return new Summary(n, h.getMinValue() / scale, h.getValueAtPercentile(50) / scale,
        h.getMean() / scale, h.getStdDeviation() / scale, h.getValueAtPercentile(90) / scale,
        h.getValueAtPercentile(99) / scale, h.getMaxValue() / scale,
        h.getValueAtPercentile(99.9) / scale);
  }
}
