package dev.vernier.engine.env;

import dev.vernier.engine.measure.PageTouch;
import dev.vernier.engine.result.Warning;
import java.util.Locale;
import java.util.Optional;

/**
 * SLOW_PAGE_FAULTS: memory reached for the first time is expensive here. Until a JVM's heap stops
 * growing, an allocating benchmark pays a page fault for every new page; where that costs
 * microseconds (a virtual machine whose host backs guest memory lazily), such benchmarks run
 * several times slower for seconds, and their forks wait for the resident set to stop growing
 * before they measure (docs/measurement.md). Measured once per process, in this process.
 */
public final class PageFaultCost {
  /**
   * 2 us a page. Bare metal and pre-backed VMs take 0.1 to 0.5 us (mostly the kernel zeroing
   * the page); this project's VMs took 11 us, where a 25 KB-per-call benchmark ran ten times
   * slower until its heap stopped growing.
   */
  public static final double THRESHOLD_NANOS = 2_000;
  private static double measured = Double.NaN;

  private PageFaultCost() {}

  /** This machine's price of a first touch, measured on first use. */
  public static synchronized double here() {
    if (Double.isNaN(measured)) {
      measured = PageTouch.nanosPerPage();
    }
    return measured;
  }

  /** The warning, when a first touch costs more than the threshold. */
  public static Optional<Warning> check(double pageNanos) {
    if (!(pageNanos > THRESHOLD_NANOS)) {
      return Optional.empty();
    }
    return Optional.of(new Warning("SLOW_PAGE_FAULTS", "warn", String.format(Locale.ROOT,
        "touching a page of memory for the first time costs %.1f us here (bare metal: 0.1 to"
            + " 0.5 us): until a fork's heap stops growing, a benchmark that allocates pays that"
            + " for every new page and runs several times slower, for seconds; forks wait for"
            + " their resident memory to stop growing before they measure, and say so when"
            + " their warm-up ran out first",
        pageNanos / 1000),
        "a run's forks get a fixed, pre-touched heap here (--fixed-heap, unless your flags set"
            + " one: environment.heapPolicy says which); where a benchmark still reads"
            + " NOT_STATIONARY, give it a larger --budget (30s, 60s), or a larger heap touched"
            + " up front (--fixed-heap 1g, or --jvm-args '-Xms1g -Xmx1g -XX:+AlwaysPreTouch'),"
            + " or measure on a machine whose memory is backed up front"));
  }
}
