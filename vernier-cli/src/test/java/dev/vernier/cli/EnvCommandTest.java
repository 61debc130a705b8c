package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class EnvCommandTest {
  @Test
  void jsonHoldsTheForksJvmTheHostAndTheCalibratedClock() throws Exception {
    CliRun o = VernierCliTest.execute("env", "--json", "--jvm-args", "-ea");
    assertThat(o.code()).as(o.err()).isZero();
    JsonNode root = new ObjectMapper().readTree(o.out());
    assertThat(root.get("schema").asText()).isEqualTo("vernier-env/1");
    JsonNode env = root.get("environment");
    JsonNode jvm = env.get("jvm");
    assertThat(jvm.get("version").asText()).isEqualTo(System.getProperty("java.version"));
    assertThat(jvm.get("inputArguments").toString()).contains("\"-ea\"");
    assertThat(jvm.get("jit").get("mode").asText()).isEqualTo("tiered");
    assertThat(jvm.get("jit").get("c2Available").asBoolean()).isTrue();
    assertThat(jvm.get("assertionsEnabled").asBoolean()).isTrue();
    assertThat(jvm.get("compressedClassPointers").isBoolean()).isTrue();
    assertThat(jvm.get("agents").isArray()).isTrue();
    assertThat(jvm.get("gc").size()).isPositive();
    JsonNode cpu = env.get("cpu");
    assertThat(cpu.get("logicalCores").asInt()).isPositive();
    assertThat(cpu.get("calibratedGHz").asDouble()).isPositive();
    assertThat(cpu.get("calibratedGHzMin").asDouble())
        .isLessThanOrEqualTo(cpu.get("calibratedGHzMax").asDouble());
    assertThat(cpu.has("caches")).isTrue();
    assertThat(env.get("os").get("name").asText()).isEqualTo(System.getProperty("os.name"));
    assertThat(env.get("warnings").findValuesAsText("code")).contains("ASSERTIONS_ENABLED")
        .doesNotContain("DEBUG_JVM");
  }

  @Test
  void textNamesEachFact() {
    CliRun o = VernierCliTest.execute("env");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("JIT", "tiered, C1 then C2", "Caches", "Calibrated clock",
        "GHz", "Virtualisation", "Governor");
  }

  @Test
  void aFlagTheForkRejectsIsUsageError() {
    VernierCliTest.usageError(VernierCliTest.execute("env", "--jvm-args", "-XX:+NoSuchFlag"),
        "NoSuchFlag");
  }
}
