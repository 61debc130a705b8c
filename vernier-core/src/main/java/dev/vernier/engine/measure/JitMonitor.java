package dev.vernier.engine.measure;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * Watches the JIT from inside the fork, cheaply enough to poll after every sample.
 *
 * <p>HotSpot keeps a count of finished compilations and the name of the last compiled method in
 * its performance counters ({@code sun.ci.totalCompiles}, {@code sun.ci.lastMethod}, what
 * {@code jstat -printcompilation} shows); the fork is started with
 * {@code --add-exports java.management/sun.management=ALL-UNNAMED} to read them. A poll costs well
 * under a microsecond. Where they cannot be read (another JVM, or in-process with
 * {@code --forks 0}), the standard compilation MXBean's accumulated compile time stands in: it
 * still moves when the JIT works, but names nothing. JFR's {@code jdk.Compilation} events were
 * measured and rejected for this: starting a recording stream took about a second and 50 MB per
 * fork, and events arrive a second late.
 */
public final class JitMonitor {
  /** The argument a fork needs for the precise counters. */
  public static final String ADD_EXPORTS = "--add-exports=java.management/sun.management=ALL-UNNAMED";

  private final Object bean;
  private final MethodHandle count;
  private final MethodHandle last;
  private final MethodHandle name;
  private final CompilationMXBean fallback;

  private JitMonitor(Object bean, MethodHandle count, MethodHandle last, MethodHandle name) {
    this.bean = bean;
    this.count = count;
    this.last = last;
    this.name = name;
    this.fallback = bean == null ? ManagementFactory.getCompilationMXBean() : null;
  }

  public static JitMonitor open() {
    try {
      Class<?> helper = Class.forName("sun.management.ManagementFactoryHelper");
      Object bean = helper.getMethod("getHotspotCompilationMBean").invoke(null);
      Class<?> type = Class.forName("sun.management.HotspotCompilationMBean");
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      // exact types, so polling goes through invokeExact and compiles no adapters of its own
      MethodHandle count = lookup.unreflect(type.getMethod("getTotalCompileCount")).bindTo(bean)
          .asType(MethodType.methodType(long.class));
      MethodHandle last = lookup.unreflect(type.getMethod("getLastCompile")).bindTo(bean)
          .asType(MethodType.methodType(Object.class));
      // MethodInfo.getName() is "pkg/Cls method", the name HotSpot keeps in its counter
      MethodHandle name = lookup.unreflect(Class.forName("sun.management.MethodInfo")
          .getMethod("getName")).asType(MethodType.methodType(String.class, Object.class));
      long probe = (long) count.invokeExact();
      if (probe < 0) {
        return new JitMonitor(null, null, null, null);
      }
      return new JitMonitor(bean, count, last, name);
    } catch (Throwable e) {
      return new JitMonitor(null, null, null, null); // not exported or not HotSpot
    }
  }

  /** Whether compilations are counted one by one, with names. */
  public boolean precise() {
    return bean != null;
  }

  /**
   * A number that grows whenever the JIT finishes work: compilations when {@link #precise()},
   * else accumulated compile milliseconds (0 forever where even that is unsupported).
   */
  public long activity() {
    if (bean != null) {
      try {
        return (long) count.invokeExact();
      } catch (Throwable e) {
        return 0;
      }
    }
    return fallback != null && fallback.isCompilationTimeMonitoringSupported()
        ? fallback.getTotalCompilationTime() : 0;
  }

  /**
   * Whether a compiled method is the harness's own (its engine, its shaded libraries), which the
   * benchmark never runs. Everything else may be the benchmark's: its class, the libraries and
   * the JDK methods it calls, its generated loop and the Blackhole.
   */
  public static boolean harnessCode(String method) { // either naming: pkg.Cls or pkg/Cls
    for (String p : HARNESS) {
      if (method.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The harness's packages, and the JDK class this monitor reads the JIT through: compiled once
   * during a lab pair's rounds (2026-12-07) it was counted as the benchmark's compilation and
   * warned JIT_DURING_MEASUREMENT, though only the monitor calls it.
   */
  private static final String[] HARNESS = {"dev.vernier.engine.", "dev.vernier.shaded.",
      "org.HdrHistogram.", "sun.management.HotspotCompilation", "dev/vernier/engine/",
      "dev/vernier/shaded/", "org/HdrHistogram/", "sun/management/HotspotCompilation"};

  /**
   * The method compiled last, as HotSpot names it ({@code pkg/Cls method}), or null when
   * unknown. No string work happens here: this runs between samples, and string code the
   * harness ran there would be the JDK's, compiled and profiled beside the benchmark's;
   * {@link #display} makes the readable name afterwards.
   */
  public String lastCompiledRaw() {
    if (bean == null) {
      return null;
    }
    try {
      Object info = (Object) last.invokeExact();
      return info == null ? null : (String) name.invokeExact(info);
    } catch (Throwable e) {
      return null;
    }
  }

  /** {@code pkg/Cls method} as {@code pkg.Cls::method}; null stays null. */
  public static String display(String raw) {
    if (raw == null) {
      return null;
    }
    String head = raw.trim();
    int space = head.indexOf(' ');
    return space < 0 ? head.replace('/', '.')
        : head.substring(0, space).replace('/', '.') + "::" + head.substring(space + 1);
  }
}
