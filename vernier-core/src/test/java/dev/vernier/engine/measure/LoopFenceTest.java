package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.plan.RunOptions;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The generated loop's acquire fence stops C2 from hoisting a loop-invariant benchmark out of
 * the batch: with it the per-op cost does not depend on the batch size; without it the cost of
 * a long batch collapses to nearly nothing. Measured in a fresh JVM with compiler blackholes, as
 * the forks run.
 */
class LoopFenceTest {
  @Test
  void fenceKeepsPerOpCostIndependentOfBatchSize() throws Exception {
    List<String> cmd = new java.util.ArrayList<>(List.of(RunOptions.currentJava().toString(),
        "-XX:+UnlockDiagnosticVMOptions", "-XX:+UnlockExperimentalVMOptions",
        "-XX:CompileCommand=quiet", "-XX:CompileCommand=blackhole,dev/vernier/Blackhole.consumeCompiler",
        "-Dvernier.blackhole.compiler=true", "-cp", System.getProperty("java.class.path"),
        FenceMain.class.getName()));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    Map<String, String> v = new HashMap<>();
    String line = out.lines().filter(l -> l.startsWith("fenced1k=")).findFirst().orElseThrow(
        () -> new AssertionError("no result line in: " + out));
    for (String kv : line.split(" ")) {
      String[] p2 = kv.split("=");
      v.put(p2[0], p2[1]);
    }
    assertThat(v.get("blackholes")).as(line).isEqualTo("true");
    double f1k = Double.parseDouble(v.get("fenced1k"));
    double f10m = Double.parseDouble(v.get("fenced10m"));
    double u10m = Double.parseDouble(v.get("unfenced10m"));
    assertThat(f10m / f1k).as(line).isBetween(0.7, 1.43);
    assertThat(u10m / f10m).as(line).isLessThan(0.3);
  }
}
