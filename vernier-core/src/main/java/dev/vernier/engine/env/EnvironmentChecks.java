package dev.vernier.engine.env;

import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The environment's traps: a JVM that does not run production code (DEBUG_JVM, the Java
 * counterpart of measuring a Debug build) and assertions switched on (ASSERTIONS_ENABLED).
 */
public final class EnvironmentChecks {
  private EnvironmentChecks() {}

  /**
   * @param jvm the forks' JVM
   * @param calibratedGHz the run's calibrated frequency, quoted as the tell-tale; may be null
   */
  public static List<Warning> check(Environment.Jvm jvm, Double calibratedGHz) {
    List<Warning> out = new ArrayList<>();
    if (jvm == null) {
      return out;
    }
    Environment.Jit jit = jvm.jit();
    if (jit != null && JitMode.of(jit.mode()).debug()) {
      boolean interpreted = JitMode.of(jit.mode()) == JitMode.INTERPRETED;
      // C1 runs the calibration chain at full speed; only the interpreter gives itself away
      String tell = calibratedGHz == null || !interpreted ? "" : String.format(Locale.ROOT,
          "; the add chain calibrates at %.2f GHz, where compiled code retires one add per"
              + " cycle: the tell-tale of code that is not compiled", calibratedGHz);
      out.add(new Warning("DEBUG_JVM", "error",
          "the forks' JIT is " + jit.description() + ": the figures measure "
              + (interpreted ? "the bytecode interpreter" : "C1's quickly compiled code")
              + ", not the code a production JVM runs" + tell,
          Boolean.FALSE.equals(jit.c2Available()) && jit.tieredStopAtLevel() == null
              ? "run the forks on a JDK whose VM has C2 (--jvm)"
              : "remove -Xint, -XX:TieredStopAtLevel and -XX:-UseCompiler from --jvm-args"
                  + " and JAVA_TOOL_OPTIONS"));
    }
    for (String agent : jvm.agents() == null ? List.<String>of() : jvm.agents()) {
      if (JvmEnvironment.isDebugger(agent)) {
        out.add(new Warning("DEBUG_JVM", "error",
            "a debugger agent is loaded in the forks (" + agent + "): its JVMTI capabilities"
                + " make the JIT keep every local variable alive and let the debugger"
                + " deoptimise code at any moment",
            "remove the jdwp agent from --jvm-args and JAVA_TOOL_OPTIONS"));
      }
    }
    if (Boolean.TRUE.equals(jvm.assertionsEnabled())) {
      out.add(new Warning("ASSERTIONS_ENABLED", "warn",
          "assertions are enabled in the forks (-ea): every assert in the benchmark and the"
              + " code it calls runs, which production code does not do",
          "remove -ea / -enableassertions from --jvm-args and JAVA_TOOL_OPTIONS"));
    }
    return out;
  }
}
