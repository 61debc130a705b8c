package dev.vernier.junit;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.opentest4j.AssertionFailedError;

/**
 * Allocation assertions for ordinary JUnit 5 tests:
 *
 * <pre>
 *   Allocations.assertAtMost(0, () -&gt; parser.parse(line));
 * </pre>
 *
 * <p>The code is called over and over in this thread until the JIT has finished compiling it
 * (by time, see {@link AllocationProbe}), then measured in batches with the JVM's exact
 * per-thread allocation counter, the harness's own bytes taken out. A returned value is sunk
 * (a primitive without boxing), so an allocation is not hidden by escape analysis when the
 * result is the point; a
 * {@link ThrowingRunnable} discards results, which is right only when the code's allocations
 * would not escape in production either. On failure the message gives the measured bytes per
 * call and where the code allocates (JFR allocation samples).
 */
public final class Allocations {
  private Allocations() {}

  /** Fails unless one call of {@code code} allocates at most {@code bytes} once warm. */
  public static void assertAtMost(long bytes, ThrowingSupplier<?> code) {
    check(bytes, AllocationProbe.sinking(code), AllocationSettings.DEFAULT);
  }

  /** As {@link #assertAtMost(long, ThrowingSupplier)}; an int or long result is not boxed. */
  public static void assertAtMost(long bytes, ThrowingLongSupplier code) {
    check(bytes, AllocationProbe.sinking(code), AllocationSettings.DEFAULT);
  }

  /** As {@link #assertAtMost(long, ThrowingSupplier)}; a double result is not boxed. */
  public static void assertAtMost(long bytes, ThrowingDoubleSupplier code) {
    check(bytes, AllocationProbe.sinking(code), AllocationSettings.DEFAULT);
  }

  /** As {@link #assertAtMost(long, ThrowingSupplier)}, for code that returns nothing. */
  public static void assertAtMost(long bytes, ThrowingRunnable code) {
    check(bytes, code, AllocationSettings.DEFAULT);
  }

  /** With explicit warm-up and measurement settings. */
  public static void assertAtMost(long bytes, AllocationSettings settings,
      ThrowingSupplier<?> code) {
    check(bytes, AllocationProbe.sinking(code), settings);
  }

  /** Bytes per call of {@code code} once warm, its result sunk. */
  public static AllocationMeasurement measure(ThrowingSupplier<?> code) {
    return measure(AllocationProbe.sinking(code), AllocationSettings.DEFAULT);
  }

  /** Bytes per call of {@code code} once warm, its integral result sunk unboxed. */
  public static AllocationMeasurement measure(ThrowingLongSupplier code) {
    return measure(AllocationProbe.sinking(code), AllocationSettings.DEFAULT);
  }

  /** Bytes per call of {@code code} once warm, its result discarded. */
  public static AllocationMeasurement measure(ThrowingRunnable code) {
    return measure(code, AllocationSettings.DEFAULT);
  }

  /** Bytes per call of {@code code} once warm. */
  public static AllocationMeasurement measure(ThrowingRunnable code,
      AllocationSettings settings) {
    try {
      return AllocationProbe.measure(code, settings);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new AssertionFailedError("the code under test threw " + t, t);
    }
  }

  static void check(long limit, ThrowingRunnable code, AllocationSettings settings) {
    if (limit < 0) {
      throw new IllegalArgumentException("a limit of bytes cannot be negative: " + limit);
    }
    verdict(limit, measure(code, settings), () -> AllocationSites.top(code));
  }

  /** Fails with the figure and the sites (looked for only then) when over the limit. */
  static void verdict(long limit, AllocationMeasurement m, Supplier<List<String>> sites) {
    if (m.bytesPerOp() > limit) {
      throw new AssertionFailedError(failure(limit, m, sites.get()), limit, m.bytesPerOp());
    }
  }

  static String failure(long limit, AllocationMeasurement m, List<String> sites) {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
        "allocates %s/op, more than the %,d B/op allowed (%s over)%n  measured: %s%n",
        AllocationMeasurement.bytes(m.bytesPerOp()), limit,
        AllocationMeasurement.bytes(m.bytesPerOp() - limit), m.describe()));
    sb.append("  top allocation sites (JFR allocation samples, share of sampled bytes):");
    for (String s : sites) {
      sb.append(System.lineSeparator()).append("    ").append(s);
    }
    return sb.toString();
  }
}
