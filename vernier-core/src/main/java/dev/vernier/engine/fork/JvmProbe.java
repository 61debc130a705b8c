package dev.vernier.engine.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Asks a java executable, once, whether it accepts HotSpot's compiler blackholes: the same
 * probe JMH makes, a {@code -version} run with the compile command, whose echo proves the
 * command was understood.
 */
public final class JvmProbe {
  static final String BLACKHOLE_COMMAND = "blackhole,dev/vernier/Blackhole.consumeCompiler";
  private static final Map<Path, Boolean> CACHE = new ConcurrentHashMap<>();

  private JvmProbe() {}

  public static boolean compilerBlackholes(Path java) {
    return CACHE.computeIfAbsent(java, JvmProbe::probe);
  }

  /** The flags that turn compiler blackholes on for Vernier's {@code Blackhole}. */
  static List<String> blackholeFlags() {
    return List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+UnlockExperimentalVMOptions",
        "-XX:CompileCommand=quiet", "-XX:CompileCommand=" + BLACKHOLE_COMMAND,
        "-D" + dev.vernier.Blackhole.COMPILER_PROPERTY + "=true");
  }

  /**
   * The loop method moves through HotSpot's tiers at this fraction of the usual counts: it is
   * entered once per sample (100 times a second), and at the usual thresholds it reached C2 (and
   * stopped being recompiled) only seconds into measurement, after a spell in tier 3, whose
   * profiling code is slow. Only the loop's own thresholds change, not the benchmark's: the
   * loop is the harness's, as JMH's stub is JMH's.
   */
  static final String LOOP_THRESHOLD_SCALING = "0.01";

  /**
   * Keeps each benchmark's generated loop a compiled method of its own: inlined into the
   * harness's batch method, the measured code would be the harness's compilation, recompiled
   * whenever the harness's own profile changes (JMH's stub is likewise never inlined into its
   * runner). The benchmark itself is still inlined into the loop.
   */
  static List<String> loopFlags() { // and see LOOP_THRESHOLD_SCALING, PER_BATCH_CODE
    List<String> flags = new java.util.ArrayList<>(List.of("-XX:CompileCommand=quiet",
        "-XX:CompileCommand=dontinline,*VernierLoop*.run",
        "-XX:CompileCommand=dontinline,*VernierLoop*.once",
        "-XX:CompileCommand=CompileThresholdScaling,*VernierLoop*.run," + LOOP_THRESHOLD_SCALING,
        "-XX:CompileCommand=exclude," + WORKER_LIFE));
    for (String pattern : PER_BATCH_CODE) {
      flags.add("-XX:CompileCommand=CompileThresholdScaling," + pattern + ","
          + HARNESS_THRESHOLD_SCALING);
    }
    return flags;
  }

  /**
   * The harness's code that runs once per batch around the loop (the batch method, set-up and
   * tear-down calls, the clock, the allocation counter, the JIT poll, the blackhole): at the usual counts it
   * reached C2 only during measurement when the benchmark settled quickly. At a twentieth of the
   * counts it compiles within warm-up's first stage; it is simple code, and a thinner profile
   * costs it nothing. Not the methods that hold the phases' own loops: at lower back-edge counts
   * they were compiled on-stack during measurement instead.
   */
  static final List<String> PER_BATCH_CODE = List.of(
      "dev/vernier/engine/measure/VernierInstance.*",
      "dev/vernier/engine/jmh/JmhInstance.*",
      "dev/vernier/engine/jmh/Helper.*",
      "dev/vernier/engine/jmh/JmhInfra.*", // JMH's Control, set every batch
      "dev/vernier/engine/jmh/CounterStates.*", // @AuxCounters, read around every batch
      "dev/vernier/engine/measure/BatchSampling.batch",
      "dev/vernier/engine/measure/Measurer$$Lambda*.*", // the clock, System::nanoTime
      "dev/vernier/engine/measure/CallSampling$Recorder.*",
      "dev/vernier/engine/measure/Counters.*",
      "dev/vernier/engine/measure/JitWatch.changed",
      "dev/vernier/Blackhole.*",
      // with threads (@Threads, --threads): the synchronized batch, on the coordinator's thread
      // and each worker's, and the figures it makes of the threads' times
      "dev/vernier/engine/measure/ThreadedBatchSampling.*",
      "dev/vernier/engine/measure/Gang.*",
      "dev/vernier/engine/measure/ThreadFigures.*");
  /**
   * A worker thread's whole life, one loop turn per batch: kept interpreted, as its calls are
   * compiled anyway and its loop, at one back-edge per batch, would reach the on-stack
   * compilation threshold at no foreseeable time, perhaps during measurement.
   */
  static final String WORKER_LIFE = "dev/vernier/engine/measure/Gang.work";
  static final String HARNESS_THRESHOLD_SCALING = "0.05";

  private static boolean probe(Path java) {
    try {
      Process p = new ProcessBuilder(java.toString(), "-XX:+UnlockDiagnosticVMOptions",
          "-XX:+UnlockExperimentalVMOptions", "-XX:CompileCommand=" + BLACKHOLE_COMMAND,
          "-version").redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return false;
      }
      return p.exitValue() == 0 && out.contains("blackhole = true")
          && !out.contains("warning") && !out.contains("Error");
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
