package dev.vernier.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Warning;
import org.junit.jupiter.api.Test;

class PageFaultCostTest {
  @Test
  void warnsOnlyAboveTheThreshold() {
    assertThat(PageFaultCost.check(250)).isEmpty(); // bare metal
    assertThat(PageFaultCost.check(PageFaultCost.THRESHOLD_NANOS)).isEmpty();
    assertThat(PageFaultCost.check(Double.NaN)).isEmpty();
    Warning w = PageFaultCost.check(11_000).orElseThrow(); // this project's VMs
    assertThat(w.code()).isEqualTo("SLOW_PAGE_FAULTS");
    assertThat(w.severity()).isEqualTo("warn");
    assertThat(w.message()).contains("11.0 us");
    assertThat(w.fix()).contains("--budget").contains("-Xmx");
  }

  @Test
  void measuresThisMachineOnce() {
    double first = PageFaultCost.here();
    assertThat(first).isPositive();
    assertThat(PageFaultCost.here()).isEqualTo(first);
  }
}
