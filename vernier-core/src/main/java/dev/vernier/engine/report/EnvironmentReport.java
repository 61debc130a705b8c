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
    StringBuilder sb = new StringBuilder();
    for (String[] f : facts(e)) {
      sb.append(String.format(Locale.ROOT, "%-17s %s%n", f[0], f[1]));
    }
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

  /** Every fact as {label, value}, in the page's order (also the HTML report's list). */
  public static List<String[]> facts(Environment e) {
    List<String[]> t = new ArrayList<>();
    Environment.Jvm j = e.jvm();
    if (j != null) {
      t.add(fact("JVM", j.vmName() + " " + j.version() + " (" + j.vendor() + ")"
          + (j.vmInfo() == null ? "" : ", " + j.vmInfo())));
      t.add(fact("Java home", j.javaHome() == null ? "not recorded" : j.javaHome()));
      t.add(fact("JIT", j.jit() == null ? "unknown" : j.jit().description()
          + (j.jit().compiler() == null ? "" : " [" + j.jit().compiler() + "]")));
      t.add(fact("GC", j.gc() == null || j.gc().isEmpty() ? "not recorded"
          : String.join(", ", j.gc())));
      t.add(fact("Heap", "initial " + mib(j.initialHeapBytes()) + ", max "
          + mib(j.maxHeapBytes())));
      t.add(fact("Compressed oops", known(j.compressedOops()) + ", class pointers "
          + known(j.compressedClassPointers())
          + (j.compactObjectHeaders() == null ? "" : ", compact headers "
              + known(j.compactObjectHeaders()))));
      t.add(fact("Blackholes", j.jit() == null && !j.compilerBlackholes() ? "not recorded"
          : j.compilerBlackholes() ? "compiler (HotSpot blackhole intrinsic)"
          : "fallback (volatile compare)"));
      t.add(fact("Assertions", known(j.assertionsEnabled())));
      t.add(fact("Agents", j.agents() == null || j.agents().isEmpty() ? "none"
          : String.join(" ", j.agents())));
      // the user's flags apart from the harness's own (blackholes, compile commands), which
      // would otherwise bury them
      List<String> args = j.inputArguments() == null ? List.of() : j.inputArguments();
      List<String> yours = EnvironmentText.visibleFlags(args);
      t.add(fact("Arguments", yours.isEmpty() ? "(none)" : String.join(" ", yours)));
      List<String> own = args.stream().filter(EnvironmentText::harnessFlag).toList();
      if (!own.isEmpty()) {
        t.add(fact("Vernier's fork flags", String.join(" ", own)));
      }
    }
    Environment.Os os = e.os();
    if (os != null) {
      t.add(fact("OS", os.name() + " " + os.version() + " " + os.arch()
          + (os.distribution() == null ? "" : " (" + os.distribution() + ")")));
    }
    Environment.Cpu cpu = e.cpu();
    if (cpu != null) {
      t.add(fact("CPU", cpu.model() + ", " + cpu.logicalCores() + " logical cores"
          + (cpu.nominalMHz() == null ? "" : String.format(Locale.ROOT, ", nominal %.0f MHz",
              cpu.nominalMHz()))));
      t.add(fact("Caches", caches(cpu.caches())));
      t.add(fact("Virtualisation", cpu.virtualization() == null ? "none visible"
          : cpu.virtualization()));
      t.add(fact("Governor", cpu.governor() == null ? "not readable" : cpu.governor()));
      t.add(fact("Turbo", cpu.turbo() == null ? "not readable" : cpu.turbo() ? "on" : "off"));
      t.add(fact("Calibrated clock", cpu.calibratedGHz() == null ? "not measured"
          : String.format(Locale.ROOT, "%.2f GHz (%sa chain of dependent adds, one per cycle"
              + " in compiled code)", cpu.calibratedGHz(), cpu.calibratedGHzMin() == null
              || cpu.calibratedGHzMax() == null ? "" : String.format(Locale.ROOT,
              "readings %.2f-%.2f; ", cpu.calibratedGHzMin(), cpu.calibratedGHzMax()))));
    }
    return t;
  }

  private static String[] fact(String label, String value) {
    return new String[] {label, value};
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
