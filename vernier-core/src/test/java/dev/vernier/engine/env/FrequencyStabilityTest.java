package dev.vernier.engine.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FrequencyStabilityTest {
  private static Calibration c(Double before, Double after) {
    return new Calibration(before, after);
  }

  @Test
  void forkFigureIsTheHigherReading() {
    assertThat(c(2.54, 2.69).ghz()).isEqualTo(2.69);
    assertThat(c(null, 2.69).ghz()).isEqualTo(2.69);
    assertThat(c(2.5, null).ghz()).isEqualTo(2.5);
    assertThat(c(null, null).ghz()).isNull();
  }

  @Test
  void forksOneStepApartAreStable() {
    // 2.69 and 2.79 GHz: one 100 MHz step, 3.7%
    assertThat(FrequencyStability.check(List.of(c(2.54, 2.69), c(2.79, 2.70), c(2.69, 2.69))))
        .isEmpty();
  }

  @Test
  void forksTwoStepsApartAreUnstable() {
    Optional<Warning> w = FrequencyStability.check(
        List.of(c(2.58, 2.59), c(2.69, 2.60), c(2.79, 2.70)));
    assertThat(w).isPresent();
    assertThat(w.get().code()).isEqualTo("FREQUENCY_UNSTABLE");
    assertThat(w.get().severity()).isEqualTo("warn");
    // 2.59 .. 2.79 over a median of 2.69: 7.4%
    assertThat(w.get().message()).contains("2.59 to 2.79 GHz").contains("7.4%")
        .contains("first at 2.59").contains("last at 2.79");
  }

  @Test
  void justOverTheThresholdCountsAndJustUnderDoesNot() {
    assertThat(FrequencyStability.check(List.of(c(2.0, 2.0), c(2.0, 2.0), c(2.11, 2.11))))
        .isPresent();
    assertThat(FrequencyStability.check(List.of(c(2.0, 2.0), c(2.0, 2.0), c(2.09, 2.09))))
        .isEmpty();
  }

  @Test
  void oneForkOrNoReadingsCannotDisagree() {
    assertThat(FrequencyStability.check(List.of(c(1.0, 3.0)))).isEmpty();
    assertThat(FrequencyStability.check(List.of(c(null, null), c(null, null)))).isEmpty();
    assertThat(FrequencyStability.check(List.of())).isEmpty();
  }

  @Test
  void medianAndCycles() {
    assertThat(Calibration.median(List.of(3.0, 1.0, 2.0))).isEqualTo(2.0);
    assertThat(Calibration.median(List.of(4.0, 1.0, 2.0, 3.0))).isEqualTo(2.5);
    assertThat(Calibration.median(List.of())).isNull();
    assertThat(Calibration.cyclesPerOp("ns/op", 10.0, 2.5)).isCloseTo(25.0, within(1e-9));
    // 1e8 ops/s at 2.5 GHz: 25 cycles each
    assertThat(Calibration.cyclesPerOp("ops/s", 1e8, 2.5)).isCloseTo(25.0, within(1e-9));
    assertThat(Calibration.cyclesPerOp("ns/op", 10.0, null)).isNull();
  }
}
