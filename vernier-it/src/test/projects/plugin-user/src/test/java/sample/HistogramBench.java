package sample;

import dev.vernier.Benchmark;
import org.HdrHistogram.Histogram;

/** Uses a test dependency of the project: the forks run with its test classpath. */
public class HistogramBench {
  final Histogram histogram = new Histogram(3);
  long next;

  @Benchmark
  public long record() {
    histogram.recordValue(next++ & 1023);
    return histogram.getTotalCount();
  }
}
