package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ProgressPrinterTest {
  @Test
  void aLineWiderThanTheTerminalIsCutSoItCanBeRedrawn() {
    assertThat(ProgressPrinter.fit("short", 40)).isEqualTo("short");
    String cut = ProgressPrinter.fit("x".repeat(120), 80);
    assertThat(cut).hasSize(80).endsWith("…");
  }

  @Test
  void roughErrorComesFromForkMediansOnceThereAreTwoForks() {
    RunningSamples r = new RunningSamples();
    r.startFork();
    for (double v : new double[] {99, 100, 101}) {
      r.add(v);
    }
    r.startFork();
    for (double v : new double[] {109, 110, 111}) {
      r.add(v);
    }
    assertThat(r.count()).isEqualTo(6);
    assertThat(r.median()).isEqualTo(105.0);
    // fork medians 100 and 110: sd 7.07, se of the median 1.2533 * 7.07 / sqrt(2) = 6.27
    assertThat(r.roughRelativeError()).isCloseTo(6.2666 / 105, org.assertj.core.api.Assertions.within(1e-3));
  }
}
