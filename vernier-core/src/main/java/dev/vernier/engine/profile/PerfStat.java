package dev.vernier.engine.profile;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Hardware counters through {@code perf stat} (Debian: {@code linux-perf}): the command line
 * that wraps a program, and the reading of its CSV output ({@code -x,}). In a VM without a
 * virtual PMU perf prints {@code <not supported>} for every hardware event; then there are no
 * counters, and Vernier says so once.
 */
public final class PerfStat {
  public static final List<String> EVENTS = List.of("cycles", "instructions", "branches",
      "branch-misses", "cache-references", "cache-misses");

  private PerfStat() {}

  /** The perf executable, or null when it is not installed. */
  public static String executable() {
    for (String p : List.of("/usr/bin/perf", "/usr/local/bin/perf")) {
      if (new File(p).canExecute()) {
        return p;
      }
    }
    return null;
  }

  /** {@code perf stat -x, -o OUT -e EVENTS --}, to put before a command. */
  public static List<String> prefix(String perf, String out) {
    return List.of(perf, "stat", "-x", ",", "-o", out, "-e", String.join(",", EVENTS), "--");
  }

  /**
   * The counters perf could read, by event name; those it reported {@code <not supported>} or
   * {@code <not counted>} are absent.
   */
  public static Map<String, Long> parse(String csv) {
    Map<String, Long> out = new LinkedHashMap<>();
    for (String line : csv.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split(",", -1);
      if (f.length < 3) {
        continue;
      }
      String event = f[2].replaceAll(":[a-zA-Z]+$", "");
      try {
        out.put(event, (long) Double.parseDouble(f[0]));
      } catch (NumberFormatException e) {
        // <not supported>, <not counted>
      }
    }
    return out;
  }

  /**
   * Whether this machine counts hardware events: {@code perf stat} on {@code true}. False
   * without perf, or when it reports cycles and instructions as not supported.
   */
  public static boolean available() {
    String perf = executable();
    if (perf == null) {
      return false;
    }
    try {
      Path out = Files.createTempFile("vernier-perf", ".csv");
      try {
        List<String> argv = new ArrayList<>(prefix(perf, out.toString()));
        argv.add("true");
        Process p = new ProcessBuilder(argv).redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(10, TimeUnit.SECONDS)) {
          p.destroyForcibly();
          return false;
        }
        Map<String, Long> c = parse(Files.readString(out));
        return c.containsKey("cycles") || c.containsKey("instructions");
      } finally {
        Files.deleteIfExists(out);
      }
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** What to say when counters are missing: the reason, in one line. */
  public static String unsupportedNote(String perf) {
    return perf == null
        ? "hardware counters: perf is not installed (Debian package linux-perf); carrying on"
        : "hardware counters: not supported on this machine (perf stat reports <not supported>"
            + " for cycles and instructions: no PMU is exposed, as in most VMs); carrying on";
  }
}
