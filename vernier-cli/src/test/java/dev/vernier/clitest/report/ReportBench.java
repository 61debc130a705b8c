package dev.vernier.clitest.report;

import dev.vernier.Benchmark;
import dev.vernier.Mode;
import dev.vernier.Param;

/**
 * A small suite for the HTML report's browser test (beside the samples' LinearBench, for cost
 * per element): a baseline and a slower rival (ratio, ranks), a sample-mode method
 * (percentiles), a failing one whose message is markup, and a parameter whose value is a script
 * element: the page must show both as text.
 */
public class ReportBench {
  @Param({"<script>alert(1)</script>"})
  String label;

  long x = 12345;

  @Benchmark(baseline = true)
  long fast() {
    return x * 31 + label.length();
  }

  @Benchmark
  long slow() {
    long h = x;
    for (int i = 0; i < 200; i++) {
      h = (h ^ i) * 0x100000001B3L;
    }
    return h + label.length();
  }

  @Benchmark
  @Mode(Mode.Kind.SAMPLE)
  long latency() {
    long h = x;
    for (int i = 0; i < 50; i++) {
      h = (h ^ i) * 0x100000001B3L;
    }
    return h;
  }

  @Benchmark
  long broken() {
    throw new IllegalStateException("<img src=x onerror=\"document.title='pwned'\">");
  }
}
