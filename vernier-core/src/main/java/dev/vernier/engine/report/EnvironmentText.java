package dev.vernier.engine.report;

import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.HeapSetting;
import dev.vernier.engine.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The environment header every report prints above its numbers. */
public final class EnvironmentText {
  private EnvironmentText() {}

  public static List<String> lines(RunResult r) {
    Environment e = r.environment();
    List<String> out = new ArrayList<>();
    Environment.Jvm j = e.jvm();
    out.add(r.vernierVersion() == null ? "From a JMH result file (JMH records no start time,"
        + " OS, CPU, GC or blackhole mode)"
        : "Vernier " + r.vernierVersion() + ", started " + r.startedAt());
    if (j != null && j.version() != null) {
      out.add("JVM: " + j.vmName() + " " + j.version() + " (" + j.vendor() + ")"
          + (j.gc() == null || j.gc().isEmpty() ? "" : ", GC: " + String.join(", ", j.gc())
              + ", blackholes: "
              + (j.compilerBlackholes() ? "compiler" : "fallback (volatile compare)")));
      if (j.jit() != null) {
        out.add("JIT: " + j.jit().description() + ", assertions "
            + (Boolean.TRUE.equals(j.assertionsEnabled()) ? "on" : "off") + ", agents: "
            + (j.agents() == null || j.agents().isEmpty() ? "none" : String.join(" ", j.agents())));
      }
      List<String> flags = visibleFlags(j.inputArguments() == null ? List.of()
          : j.inputArguments());
      out.add("JVM flags: " + (flags.isEmpty() ? "(none)" : String.join(" ", flags)));
    }
    if (e.heapPolicy() != null && !HeapSetting.OFF.equals(e.heapPolicy().policy())) {
      out.add("Heap: " + String.join(" ", e.heapPolicy().flags()) + " (" + e.heapPolicy().reason()
          + "; --fixed-heap off to leave the heap to the JVM)");
    }
    if (e.os() != null && e.cpu() != null) {
      out.add("OS: " + e.os().name() + " " + e.os().version() + " " + e.os().arch() + ", CPU: "
          + e.cpu().model() + ", " + e.cpu().logicalCores() + " logical cores"
          + calibration(e.cpu()));
    }
    return out;
  }

  /** ", calibrated 2.69 GHz (2.59-2.69)": the forks' median and the range of every reading. */
  static String calibration(Environment.Cpu cpu) {
    if (cpu.calibratedGHz() == null) {
      return "";
    }
    String range = cpu.calibratedGHzMin() == null || cpu.calibratedGHzMax() == null ? ""
        : String.format(Locale.ROOT, " (%.2f-%.2f)", cpu.calibratedGHzMin(),
            cpu.calibratedGHzMax());
    return String.format(Locale.ROOT, ", calibrated %.2f GHz", cpu.calibratedGHz()) + range;
  }

  /**
   * The user's flags: the harness's own (blackholes, the JIT counters' export) are noise in the
   * header and no part of a run's identity (history fingerprints); the result file keeps them all.
   */
  public static List<String> visibleFlags(List<String> args) {
    return args.stream().filter(a -> !harnessFlag(a)).toList();
  }

  /** One of the harness's own fork flags: its compile commands, properties, unlocks, export. */
  public static boolean harnessFlag(String a) {
    return a.startsWith("-XX:CompileCommand=") || a.startsWith("-Dvernier.")
        || a.equals(dev.vernier.engine.measure.JitMonitor.ADD_EXPORTS)
        || a.equals("-XX:+UnlockDiagnosticVMOptions")
        || a.equals("-XX:+UnlockExperimentalVMOptions");
  }
}
