package dev.vernier.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Warning;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EnvironmentChecksTest {
  /** A fork's facts for a normal tiered HotSpot, with the given changes. */
  private static Map<String, String> facts(String... keyValues) {
    Map<String, String> f = new LinkedHashMap<>();
    f.put("vendor", "Debian");
    f.put("version", "17.0.15");
    f.put("vmInfo", "mixed mode, sharing");
    f.put("compiler", "HotSpot 64-Bit Tiered Compilers");
    f.put("tieredCompilation", "true");
    f.put("tieredStopAtLevel", "4");
    f.put("c2Available", "true");
    f.put("jvmciCompiler", "false");
    f.put("assertionsEnabled", "false");
    f.put("inputArguments", "-XX:+UnlockDiagnosticVMOptions\n-Dvernier.blackhole.compiler=true");
    for (int i = 0; i < keyValues.length; i += 2) {
      f.put(keyValues[i], keyValues[i + 1]);
    }
    return f;
  }

  private static List<Warning> check(Map<String, String> facts, Double ghz) {
    return EnvironmentChecks.check(JvmEnvironment.of(facts), ghz);
  }

  @Test
  void productionJvmRaisesNothing() {
    Environment.Jvm jvm = JvmEnvironment.of(facts());
    assertThat(jvm.jit().mode()).isEqualTo("tiered");
    assertThat(jvm.jit().c2Available()).isTrue();
    assertThat(jvm.agents()).isEmpty();
    assertThat(EnvironmentChecks.check(jvm, 2.7)).isEmpty();
  }

  @Test
  void interpretedJvmIsADebugJvmAndQuotesTheCalibration() {
    List<Warning> w = check(facts("vmInfo", "interpreted mode, sharing", "compiler", "",
        "inputArguments", "-Xint"), 0.15);
    assertThat(w).extracting(Warning::code).containsExactly("DEBUG_JVM");
    assertThat(w.get(0).severity()).isEqualTo("error");
    assertThat(w.get(0).message()).contains("-Xint").contains("interpreter").contains("0.15 GHz");
    assertThat(w.get(0).fix()).contains("-Xint");
  }

  @Test
  void stoppingBelowC2IsADebugJvm() {
    Environment.Jvm jvm = JvmEnvironment.of(facts("tieredStopAtLevel", "1"));
    assertThat(jvm.jit().mode()).isEqualTo("c1-only");
    List<Warning> w = EnvironmentChecks.check(jvm, null);
    assertThat(w).extracting(Warning::code).containsExactly("DEBUG_JVM");
    assertThat(w.get(0).message()).contains("TieredStopAtLevel=1").contains("C1")
        .doesNotContain("GHz");
    assertThat(JvmEnvironment.of(facts("tieredStopAtLevel", "3")).jit().mode())
        .isEqualTo("c1-only");
    assertThat(JvmEnvironment.of(facts("tieredStopAtLevel", "0")).jit().mode())
        .isEqualTo("interpreted");
  }

  @Test
  void c2OnlyWithoutTiersIsProductionCode() {
    // TieredStopAtLevel means nothing once tiers are off
    Environment.Jvm jvm = JvmEnvironment.of(facts("tieredCompilation", "false",
        "tieredStopAtLevel", "1"));
    assertThat(jvm.jit().mode()).isEqualTo("c2-only");
    assertThat(EnvironmentChecks.check(jvm, 2.7)).isEmpty();
  }

  @Test
  void vmWithoutC2IsADebugJvmUnlessGraalIsItsTopTier() {
    assertThat(check(facts("c2Available", "false"), 2.7)).extracting(Warning::code)
        .containsExactly("DEBUG_JVM");
    assertThat(check(facts("c2Available", "false", "jvmciCompiler", "true"), 2.7)).isEmpty();
  }

  @Test
  void debuggerAgentIsADebugJvm() {
    List<Warning> w = check(facts("inputArguments",
        "-agentlib:jdwp=transport=dt_socket,server=y,suspend=n\n-Xmx1g"), 2.7);
    assertThat(w).extracting(Warning::code).containsExactly("DEBUG_JVM");
    assertThat(w.get(0).message()).contains("-agentlib:jdwp");
    assertThat(check(facts("inputArguments", "-Xrunjdwp:transport=dt_socket"), 2.7))
        .extracting(Warning::code).containsExactly("DEBUG_JVM");
  }

  @Test
  void otherAgentsAreListedButAreNotDebuggers() {
    Environment.Jvm jvm = JvmEnvironment.of(facts("inputArguments",
        "-javaagent:/opt/agent.jar\n-agentpath:/opt/libasyncProfiler.so=start\n-Xmx1g"));
    assertThat(jvm.agents()).containsExactly("-javaagent:/opt/agent.jar",
        "-agentpath:/opt/libasyncProfiler.so=start");
    assertThat(EnvironmentChecks.check(jvm, 2.7)).isEmpty();
  }

  @Test
  void assertionsAreAWarning() {
    List<Warning> w = check(facts("assertionsEnabled", "true", "inputArguments", "-ea"), 2.7);
    assertThat(w).extracting(Warning::code).containsExactly("ASSERTIONS_ENABLED");
    assertThat(w.get(0).severity()).isEqualTo("warn");
  }

  @Test
  void withoutTheForksAnswerAssertionsAreReadFromTheFlags() {
    Map<String, String> f = facts("inputArguments", "-ea:com.example...");
    f.remove("assertionsEnabled");
    assertThat(JvmEnvironment.of(f).assertionsEnabled()).isTrue();
    assertThat(JvmEnvironment.assertionsFlag(List.of("-ea", "-da"))).isFalse();
    assertThat(JvmEnvironment.assertionsFlag(List.of("-enableassertions"))).isTrue();
    assertThat(JvmEnvironment.assertionsFlag(List.of("-esa", "-Xmx1g"))).isFalse();
  }

  @Test
  void everyTrapAtOnceRaisesEachCode() {
    List<Warning> w = check(facts("vmInfo", "interpreted mode", "compiler", "",
        "assertionsEnabled", "true", "inputArguments", "-Xint\n-ea\n-agentlib:jdwp=server=y"),
        0.12);
    assertThat(w).extracting(Warning::code)
        .containsExactly("DEBUG_JVM", "DEBUG_JVM", "ASSERTIONS_ENABLED");
  }

  @Test
  void noForkYetMeansNoJitAndNoWarnings() {
    Environment.Jvm jvm = JvmEnvironment.of(Map.of());
    assertThat(jvm.jit()).isNull();
    assertThat(EnvironmentChecks.check(jvm, null)).isEmpty();
  }
}
