package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JitMonitorTest {
  @Test
  void theMonitorsOwnJdkReadIsHarnessCodeInEitherNaming() {
    assertThat(JitMonitor.harnessCode("sun/management/HotspotCompilation getLastCompile")).isTrue();
    assertThat(JitMonitor.harnessCode("sun.management.HotspotCompilation::getLastCompile"))
        .isTrue();
    assertThat(JitMonitor.harnessCode("dev/vernier/engine/measure/TurnGate await")).isTrue();
  }

  @Test
  void whatABenchmarkRunsIsNot() {
    assertThat(JitMonitor.harnessCode("java/util/HashMap put")).isFalse();
    assertThat(JitMonitor.harnessCode("sun/management/ManagementFactoryHelper getRuntimeMXBean"))
        .isFalse();
    assertThat(JitMonitor.harnessCode("dev/vernier/Blackhole consume")).isFalse();
    assertThat(JitMonitor.harnessCode("dev.vernier.lab.TextBench::regex")).isFalse();
  }
}
