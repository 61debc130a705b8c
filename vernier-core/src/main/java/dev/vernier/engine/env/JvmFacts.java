package dev.vernier.engine.env;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.vernier.Blackhole;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a JVM says about itself, collected inside the fork because the fork is the measured JVM:
 * its flags, not the harness's, decide the JIT mode. The map travels to the harness as strings
 * ({@link JvmEnvironment} reads it back); a key is absent when this JVM cannot tell.
 */
public final class JvmFacts {
  /** A C2-only flag: it exists exactly when the VM was built with C2. */
  static final String C2_FLAG = "UseSuperWord";

  private JvmFacts() {}

  /** @param benchmarkClass the class whose {@code assert} statements matter, or null */
  public static Map<String, String> collect(Class<?> benchmarkClass) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("pid", Long.toString(ProcessHandle.current().pid()));
    env.put("vendor", System.getProperty("java.vendor", ""));
    env.put("version", System.getProperty("java.version", ""));
    env.put("vmName", System.getProperty("java.vm.name", ""));
    env.put("vmVersion", System.getProperty("java.vm.version", ""));
    env.put("vmInfo", System.getProperty("java.vm.info", ""));
    env.put("javaHome", System.getProperty("java.home", ""));
    env.put("inputArguments",
        String.join("\n", ManagementFactory.getRuntimeMXBean().getInputArguments()));
    env.put("gc", ManagementFactory.getGarbageCollectorMXBeans().stream()
        .map(GarbageCollectorMXBean::getName).collect(Collectors.joining("\n")));
    env.put("compilerBlackholes", Boolean.toString(Blackhole.compilerBlackholes()));
    env.put("maxHeapBytes", Long.toString(Runtime.getRuntime().maxMemory()));
    // what the fork's threads can run on: cgroup limits and -XX:ActiveProcessorCount included
    env.put("availableProcessors", Integer.toString(Runtime.getRuntime().availableProcessors()));
    env.put("initialHeapBytes",
        Long.toString(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getInit()));
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    env.put("compiler", jit == null ? "" : jit.getName());
    HotSpotDiagnosticMXBean hotspot =
        ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    if (hotspot != null) {
      putOption(env, hotspot, "TieredCompilation", "tieredCompilation");
      putOption(env, hotspot, "TieredStopAtLevel", "tieredStopAtLevel");
      putOption(env, hotspot, "UseJVMCICompiler", "jvmciCompiler");
      putOption(env, hotspot, "UseCompressedOops", "compressedOops");
      putOption(env, hotspot, "UseCompressedClassPointers", "compressedClassPointers");
      putOption(env, hotspot, "UseCompactObjectHeaders", "compactObjectHeaders");
      env.put("c2Available", Boolean.toString(option(hotspot, C2_FLAG) != null));
    }
    if (benchmarkClass != null) {
      env.put("assertionsEnabled", Boolean.toString(benchmarkClass.desiredAssertionStatus()));
    }
    return env;
  }

  private static void putOption(Map<String, String> env, HotSpotDiagnosticMXBean hotspot,
      String flag, String key) {
    String value = option(hotspot, flag);
    if (value != null) {
      env.put(key, value);
    }
  }

  private static String option(HotSpotDiagnosticMXBean hotspot, String flag) {
    try {
      return hotspot.getVMOption(flag).getValue();
    } catch (IllegalArgumentException e) {
      return null; // this VM has no such flag
    }
  }
}
