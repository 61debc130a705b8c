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
   * Keeps each benchmark's generated loop a compiled method of its own: inlined into the
   * harness's batch method, the measured code would be the harness's compilation, recompiled
   * whenever the harness's own profile changes (JMH's stub is likewise never inlined into its
   * runner). The benchmark itself is still inlined into the loop.
   */
  static List<String> loopFlags() {
    return List.of("-XX:CompileCommand=quiet", "-XX:CompileCommand=dontinline,*VernierLoop*.run",
        "-XX:CompileCommand=dontinline,*VernierLoop*.once");
  }

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
