package dev.vernier.engine.report;

import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code vernier env}'s page: every fact of the environment, one per line, then its warnings.
 * Facts that could not be read say so rather than disappear.
 */
public final class EnvironmentReport {
  private EnvironmentReport() {}

  public static String render(Environment e) {
    Facts t = new Facts();
    Environment.Jvm j = e.jvm();
    t.add("JVM", j.vmName() + " " + j.version() + " (" + j.vendor() + "), " + j.vmInfo());
    t.add("Java home", j.javaHome());
    t.add("JIT", j.jit() == null ? "unknown" : j.jit().description()
        + (j.jit().compiler() == null ? "" : " [" + j.jit().compiler() + "]"));
    t.add("GC", String.join(", ", j.gc()));
    t.add("Heap", "initial " + mib(j.initialHeapBytes()) + ", max " + mib(j.maxHeapBytes()));
    t.add("Compressed oops", known(j.compressedOops()) + ", class pointers "
        + known(j.compressedClassPointers())
        + (j.compactObjectHeaders() == null ? "" : ", compact headers "
            + known(j.compactObjectHeaders())));
    t.add("Blackholes", j.compilerBlackholes() ? "compiler (HotSpot blackhole intrinsic)"
        : "fallback (volatile compare)");
    t.add("Assertions", known(j.assertionsEnabled()));
    t.add("Agents", j.agents() == null || j.agents().isEmpty() ? "none"
        : String.join(" ", j.agents()));
    t.add("Arguments", j.inputArguments().isEmpty() ? "(none)"
        : String.join(" ", j.inputArguments()));
    Environment.Os os = e.os();
    t.add("OS", os.name() + " " + os.version() + " " + os.arch()
        + (os.distribution() == null ? "" : " (" + os.distribution() + ")"));
    Environment.Cpu cpu = e.cpu();
    t.add("CPU", cpu.model() + ", " + cpu.logicalCores() + " logical cores"
        + (cpu.nominalMHz() == null ? "" : String.format(Locale.ROOT, ", nominal %.0f MHz",
            cpu.nominalMHz())));
    t.add("Caches", caches(cpu.caches()));
    t.add("Virtualisation", cpu.virtualization() == null ? "none visible"
        : cpu.virtualization());
    t.add("Governor", cpu.governor() == null ? "not readable" : cpu.governor());
    t.add("Turbo", cpu.turbo() == null ? "not readable" : cpu.turbo() ? "on" : "off");
    t.add("Calibrated clock", cpu.calibratedGHz() == null ? "not measured"
        : String.format(Locale.ROOT, "%.2f GHz (readings %.2f-%.2f; a chain of dependent adds,"
            + " one per cycle in compiled code)", cpu.calibratedGHz(), cpu.calibratedGHzMin(),
            cpu.calibratedGHzMax()));
    StringBuilder sb = new StringBuilder(t.text);
    sb.append('\n');
    if (e.warnings().isEmpty()) {
      sb.append("No environment warnings.\n");
    }
    for (Warning w : e.warnings()) {
      sb.append(w.severity().toUpperCase(Locale.ROOT)).append(' ').append(w.code()).append(": ")
          .append(w.message()).append(w.fix() == null ? "" : " Fix: " + w.fix()).append('\n');
    }
    return sb.toString();
  }

  /** "Label            value" lines: the arguments line is too long for a table's rule. */
  private static final class Facts {
    private final StringBuilder text = new StringBuilder();

    void add(String label, String value) {
      text.append(String.format(Locale.ROOT, "%-17s %s%n", label, value));
    }
  }

  private static String caches(List<Environment.Cache> caches) {
    if (caches == null || caches.isEmpty()) {
      return "not readable";
    }
    List<String> parts = new ArrayList<>();
    for (Environment.Cache c : caches) {
      String kind = switch (c.type()) {
        case "Data" -> "d";
        case "Instruction" -> "i";
        default -> "";
      };
      parts.add("L" + c.level() + kind + " " + size(c.sizeBytes()));
    }
    return String.join(", ", parts);
  }

  private static String size(long bytes) {
    if (bytes % (1L << 20) == 0) {
      return (bytes >> 20) + " MiB";
    }
    return bytes % 1024 == 0 ? (bytes >> 10) + " KiB" : bytes + " B";
  }

  private static String mib(Long bytes) {
    return bytes == null ? "?" : String.format(Locale.ROOT, "%,d MiB", bytes >> 20);
  }

  private static String known(Boolean b) {
    return b == null ? "unknown" : b ? "on" : "off";
  }
}
