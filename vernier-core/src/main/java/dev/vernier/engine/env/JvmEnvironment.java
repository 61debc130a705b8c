package dev.vernier.engine.env;

import dev.vernier.engine.result.Environment;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Reads a fork's {@link JvmFacts} back into the result file's JVM section. */
public final class JvmEnvironment {
  private JvmEnvironment() {}

  public static Environment.Jvm of(Map<String, String> e) {
    List<String> args = lines(e.get("inputArguments"));
    Environment.Jit jit = e.isEmpty() ? null : JitMode.classify(e.get("vmInfo"), e.get("compiler"),
        bool(e.get("tieredCompilation")), integer(e.get("tieredStopAtLevel")),
        bool(e.get("c2Available")), Boolean.parseBoolean(e.get("jvmciCompiler")));
    Boolean assertions = bool(e.get("assertionsEnabled"));
    return new Environment.Jvm(e.get("vendor"), e.get("version"), e.get("vmName"), args,
        lines(e.get("gc")), Boolean.parseBoolean(e.get("compilerBlackholes")), e.get("javaHome"),
        longValue(e.get("maxHeapBytes")), e.get("vmInfo"), jit, bool(e.get("compressedOops")),
        bool(e.get("compressedClassPointers")),
        assertions != null ? assertions : assertionsFlag(args), agents(args),
        longValue(e.get("initialHeapBytes")), bool(e.get("compactObjectHeaders")),
        integer(e.get("availableProcessors")));
  }

  /** False when the JVM of these facts interprets everything: nothing will ever be compiled. */
  public static boolean compiles(Map<String, String> facts) {
    return !JitMode.INTERPRETED.id().equals(of(facts).jit().mode());
  }

  /** The arguments that load an agent: a debugger, a profiler, an instrumenting agent. */
  public static List<String> agents(List<String> args) {
    return args.stream().filter(a -> a.startsWith("-agentlib:") || a.startsWith("-agentpath:")
        || a.startsWith("-javaagent:") || a.startsWith("-Xrun")).toList();
  }

  /** True when an agent argument loads JDWP, the debugger's agent. */
  public static boolean isDebugger(String agentArgument) {
    return agentArgument.startsWith("-agentlib:jdwp") || agentArgument.startsWith("-Xrunjdwp")
        || (agentArgument.startsWith("-agentpath:") && agentArgument.contains("jdwp"));
  }

  /** Whether the arguments turn assertions on for user classes; the last switch wins. */
  static boolean assertionsFlag(List<String> args) {
    boolean on = false;
    for (String a : args) {
      String name = a.contains(":") ? a.substring(0, a.indexOf(':')) : a;
      if (name.equals("-ea") || name.equals("-enableassertions")) {
        on = true;
      } else if ((name.equals("-da") || name.equals("-disableassertions")) && !a.contains(":")) {
        on = false;
      }
    }
    return on;
  }

  private static List<String> lines(String s) {
    return s == null || s.isEmpty() ? List.of() : Arrays.asList(s.split("\n"));
  }

  private static Boolean bool(String s) {
    return s == null ? null : Boolean.valueOf(s);
  }

  private static Integer integer(String s) {
    try {
      return s == null ? null : Integer.valueOf(s.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static Long longValue(String s) {
    try {
      return s == null ? null : Long.valueOf(s.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
