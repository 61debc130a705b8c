package dev.vernier.crosscheck;

import static dev.vernier.crosscheck.TwoTools.agreed;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The cross-check of the .NET article (seed 001), on the JVM: the same methods measured by JMH
 * and by Vernier agree to the byte, and both read the sizes HotSpot fixes on 64-bit with
 * compressed oops and class pointers. One short fork per benchmark per tool: bytes need no long
 * runs, only code that has reached C2 (escape analysis is C2's).
 */
class CrossCheckTest {
  private static Map<String, Double> jmh;
  private static Map<String, Number> vernier;

  @BeforeAll
  static void measureWithBothTools() throws Exception {
    jmh = TwoTools.jmh("dev\\.vernier\\.(crosscheck\\.Truths|samples\\.EscapeJmh)\\.",
        Duration.ofMillis(600), 1);
    vernier = TwoTools.vernier(List.of("Truths.*", "EscapeBench.*"), Duration.ofMillis(600), 1);
  }

  @Test
  void knownSizesAgreeWithJmhAndWithHotSpot() {
    assertThat(agreed("Truths.bytes1000", jmh, vernier)).isEqualTo(1016);
    assertThat(agreed("Truths.object", jmh, vernier)).isEqualTo(16);
    assertThat(agreed("Truths.boxed", jmh, vernier)).isEqualTo(24);
  }

  @Test
  void theSinkTrapReadsZeroForTheObjectThatDoesNotEscapeAndItsSizeForTheSunkOne() {
    assertThat(agreed("EscapeBench.notEscaping", jmh, vernier)).isZero();
    assertThat(agreed("EscapeBench.returned", jmh, vernier)).isEqualTo(24);
  }
}
