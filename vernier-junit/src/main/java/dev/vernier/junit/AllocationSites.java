package dev.vernier.junit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where the code allocates, for a failure message: JFR's {@code jdk.ObjectAllocationSample}
 * events (JDK 16+, taken when a thread needs a new TLAB or allocates outside one, each weighted
 * by the bytes it stands for) on this thread while the code runs, grouped by allocated type and
 * the first frame that is not the JDK's. Sampled, so shares are estimates; the B/op figure
 * itself comes from the exact counter, not from here.
 */
final class AllocationSites {
  static final int TOP = 5;
  private static final long RUN_NANOS = 300_000_000L;

  private AllocationSites() {}

  record Site(String type, String frame, long weight) {}

  /** Runs the code for a moment under a recording and returns the heaviest sites as lines. */
  static List<String> top(ThrowingRunnable code) {
    try {
      Path file = Files.createTempFile("vernier-alloc", ".jfr");
      try (Recording r = new Recording()) {
        r.enable("jdk.ObjectAllocationSample").withStackTrace().with("throttle", "10000/s");
        r.start();
        long end = System.nanoTime() + RUN_NANOS;
        while (System.nanoTime() < end) {
          for (int i = 0; i < 1000; i++) {
            code.run();
          }
        }
        r.stop();
        r.dump(file);
        return format(read(file, Thread.currentThread().getId()));
      } finally {
        Files.deleteIfExists(file);
      }
    } catch (Throwable e) {
      return List.of("(allocation sites unavailable: " + e + ")");
    }
  }

  static List<Site> read(Path file, long threadId) throws IOException {
    Map<List<String>, Long> weights = new HashMap<>();
    for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
      if (!e.getEventType().getName().equals("jdk.ObjectAllocationSample")
          || e.getThread("eventThread") == null
          || e.getThread("eventThread").getJavaThreadId() != threadId) {
        continue;
      }
      String type = javaName(e.getClass("objectClass").getName());
      weights.merge(List.of(type, frame(e)), e.getLong("weight"), Long::sum);
    }
    List<Site> sites = new ArrayList<>();
    weights.forEach((k, w) -> sites.add(new Site(k.get(0), k.get(1), w)));
    sites.sort((a, b) -> Long.compare(b.weight(), a.weight()));
    return sites;
  }

  /** JFR names arrays as the JVM does ({@code [B}); a failure message should say byte[]. */
  static String javaName(String jvmName) {
    int dims = 0;
    while (dims < jvmName.length() && jvmName.charAt(dims) == '[') {
      dims++;
    }
    if (dims == 0) {
      return jvmName;
    }
    String element = switch (jvmName.substring(dims)) {
      case "B" -> "byte";
      case "C" -> "char";
      case "S" -> "short";
      case "I" -> "int";
      case "J" -> "long";
      case "F" -> "float";
      case "D" -> "double";
      case "Z" -> "boolean";
      default -> jvmName.substring(dims + 1, jvmName.length() - 1); // Lpkg.Name;
    };
    return element + "[]".repeat(dims);
  }

  /** The allocating frame, and the first frame of the caller's own code when that differs. */
  private static String frame(RecordedEvent e) {
    if (e.getStackTrace() == null || e.getStackTrace().getFrames().isEmpty()) {
      return "(no stack)";
    }
    List<RecordedFrame> frames = e.getStackTrace().getFrames();
    String top = describe(frames.get(0));
    for (RecordedFrame f : frames) {
      String cls = f.getMethod().getType().getName();
      if (!cls.startsWith("java.") && !cls.startsWith("jdk.") && !cls.startsWith("sun.")
          && !cls.startsWith("dev.vernier.junit.")) {
        String own = describe(f);
        return own.equals(top) ? top : top + " <- " + own;
      }
    }
    return top;
  }

  private static String describe(RecordedFrame f) {
    String where = f.getLineNumber() > 0 ? ":" + f.getLineNumber() : "";
    return f.getMethod().getType().getName() + "." + f.getMethod().getName() + where;
  }

  static List<String> format(List<Site> sites) {
    long total = sites.stream().mapToLong(Site::weight).sum();
    List<String> out = new ArrayList<>();
    if (total == 0) {
      out.add("(no allocation sampled on this thread)");
      return out;
    }
    for (Site s : sites.subList(0, Math.min(TOP, sites.size()))) {
      out.add(String.format(Locale.ROOT, "%5.1f%%  %s  at %s", 100.0 * s.weight() / total,
          s.type(), s.frame()));
    }
    return out;
  }
}
