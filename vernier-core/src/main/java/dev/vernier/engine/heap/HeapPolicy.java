package dev.vernier.engine.heap;

import dev.vernier.engine.env.PageFaultCost;
import dev.vernier.engine.result.HeapSetting;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code --fixed-heap}: where a first touch of a page is slow (SLOW_PAGE_FAULTS), an allocating
 * benchmark runs several times slower until its fork's heap stops growing, and at the default
 * budget most forks' warm-up ran out first. A heap whose size is fixed ({@code -Xms} = {@code
 * -Xmx}) and touched before the JVM runs anything ({@code -XX:+AlwaysPreTouch}) pays those faults
 * at start-up, before warm-up, once. Never over the user's own heap flags.
 *
 * <p>Transparent huge pages make the touching cheaper (here 0.71 s for 512 MiB against 1.12 s);
 * whether to ask for them was measured both ways (docs/measurement.md). A run's forks go without:
 * with them some forks of one benchmark ran at a faster level than others (forks disagreed on
 * 25 of 36 lab row-runs, 9 of 36 without), and JMH at its defaults runs without them where the
 * kernel gives them only on request ({@code madvise}). An interleaved pair's forks get them where
 * offered: a pair starts a fork every few seconds, and without them a pair took 4.4 s against
 * 2.9 s, its intervals were wider, and a planted +5% was found in 8 of 10 runs against 10 of 10
 * (why the wider intervals, not yet known).
 *
 * @param mode {@code auto} (only where page faults are slow), {@code on} (everywhere) or
 *     {@code off}
 * @param bytes the heap's size when on
 */
public record HeapPolicy(String mode, long bytes) {
  /** 512 MiB: room for the lab's benchmarks and JMH's samples; touched in about a second here. */
  public static final long DEFAULT_BYTES = 512L << 20;
  public static final HeapPolicy AUTO = new HeapPolicy("auto", DEFAULT_BYTES);
  public static final HeapPolicy OFF = new HeapPolicy("off", 0);

  /** The flags that set a heap's size or touching: any of them and the heap is the user's. */
  private static final List<String> HEAP_FLAGS = List.of("-Xmx", "-Xms", "-Xmn",
      "-XX:MaxHeapSize=", "-XX:InitialHeapSize=", "-XX:MinHeapSize=", "-XX:MaxRAMPercentage=",
      "-XX:InitialRAMPercentage=", "-XX:MinRAMPercentage=", "-XX:MaxRAM=", "-XX:+AlwaysPreTouch",
      "-XX:-AlwaysPreTouch");

  /** {@code auto}, {@code off}, or a size ({@code 512m}, {@code 1g}) that is always applied. */
  public static HeapPolicy parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("auto")) {
      return AUTO;
    }
    if (t.equals("off")) {
      return OFF;
    }
    if (!t.matches("\\d+[kmg]")) {
      throw new IllegalArgumentException("--fixed-heap takes auto, off or a size such as 512m or"
          + " 1g, not '" + text + "'");
    }
    long n = Long.parseLong(t.substring(0, t.length() - 1));
    int shift = switch (t.charAt(t.length() - 1)) {
      case 'k' -> 10;
      case 'm' -> 20;
      default -> 30;
    };
    long bytes = n << shift;
    if (bytes < (16L << 20)) {
      throw new IllegalArgumentException("--fixed-heap " + text + " is below 16m: too small a"
          + " heap for a fork");
    }
    return new HeapPolicy("on", bytes);
  }

  /**
   * What this policy does for a run's forks on a host whose first touch of a page costs {@code
   * pageNanos}, with transparent huge pages in {@code thpMode} ({@code always}, {@code madvise},
   * {@code never}, or null where unknown): never on huge pages, which the reason says where the
   * kernel would give them on request, so that the user knows the flag is left out on purpose.
   */
  public HeapDecision decide(double pageNanos, String thpMode) {
    return decide(pageNanos, thpMode, false);
  }

  /** The same for an interleaved pair's forks: on huge pages where the kernel offers them. */
  public HeapDecision decideForPairs(double pageNanos, String thpMode) {
    return decide(pageNanos, thpMode, true);
  }

  private HeapDecision decide(double pageNanos, String thpMode, boolean pairs) {
    if (mode.equals("off")) {
      return new HeapDecision(List.of(), "--fixed-heap off");
    }
    boolean slow = pageNanos > PageFaultCost.THRESHOLD_NANOS;
    if (mode.equals("auto") && !slow) {
      return new HeapDecision(List.of(), Double.isNaN(pageNanos)
          ? "the price of a new page was not measured"
          : String.format(Locale.ROOT, "a new page costs %.1f us here: the heap may grow",
              pageNanos / 1000));
    }
    long mib = bytes >> 20;
    String size = mib << 20 == bytes ? mib + "m" : (bytes >> 10) + "k";
    List<String> flags = new ArrayList<>(List.of("-Xms" + size, "-Xmx" + size,
        "-XX:+AlwaysPreTouch"));
    boolean offered = "always".equals(thpMode) || "madvise".equals(thpMode);
    if (pairs && offered) {
      flags.add("-XX:+UseTransparentHugePages");
    }
    String why = mode.equals("on") ? "--fixed-heap " + size
        : String.format(Locale.ROOT, "SLOW_PAGE_FAULTS (%.1f us a page)", pageNanos / 1000);
    return new HeapDecision(flags, why + ": a fixed heap touched before warm-up"
        + hugePagesNote(pairs && offered, thpMode));
  }

  /**
   * Only {@code madvise} is left out by choice: under {@code always} the kernel backs the heap
   * with huge pages whether the flag is given or not, so a run's forks get them there anyway.
   */
  private static String hugePagesNote(boolean asked, String thpMode) {
    if (asked) {
      return ", on transparent huge pages (" + thpMode + "): pairs start sooner";
    }
    return "madvise".equals(thpMode) ? ", without transparent huge pages (they drew forks apart)"
        : "";
  }

  /** Whether {@code args} set the heap themselves (its size or its touching). */
  public static List<String> heapFlagsIn(List<String> args) {
    return args.stream().filter(a -> HEAP_FLAGS.stream().anyMatch(a::startsWith)).toList();
  }

  /**
   * The run's decision: the flags (none when off) and why. {@link #forForks} turns it into one
   * benchmark's setting, which gives way to its forks' own heap flags.
   */
  public record HeapDecision(List<String> flags, String reason) {
    public HeapSetting forRun() {
      return new HeapSetting(flags.isEmpty() ? HeapSetting.OFF : HeapSetting.FIXED, flags,
          reason);
    }

    /** @param forkArgs the flags the forks get without the policy (user's, JMH's @Fork) */
    public HeapSetting forForks(List<String> forkArgs) {
      List<String> own = heapFlagsIn(forkArgs);
      if (!own.isEmpty()) {
        return new HeapSetting(HeapSetting.USER, List.of(),
            "the forks' own heap flags " + String.join(" ", own) + (flags.isEmpty() ? ""
                : " (instead of the policy's: " + reason + ")"));
      }
      return forRun();
    }
  }
}
