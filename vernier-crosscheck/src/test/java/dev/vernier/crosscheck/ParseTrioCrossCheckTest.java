package dev.vernier.crosscheck;

import static dev.vernier.crosscheck.TwoTools.agreed;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The parse trio under both tools, three forks each: every fork and both tools read the same
 * bytes. About 90 s of forks (each parser needs seconds to reach C2 on a busy machine), so it
 * runs when asked: {@code mvn -pl vernier-crosscheck -am install -Dvernier.crosscheck.parse=true}.
 */
@EnabledIfSystemProperty(named = "vernier.crosscheck.parse", matches = "true")
class ParseTrioCrossCheckTest {
  @Test
  void theParseTrioAgreesWithJmhToTheByteOverThreeForks() throws Exception {
    Map<String, Double> jmh = TwoTools.jmh("dev\\.vernier\\.samples\\.ParseJmh\\.",
        Duration.ofSeconds(3), 3);
    Map<String, Number> vernier = TwoTools.vernier(List.of("ParseBench.*"),
        Duration.ofSeconds(3), 3);
    assertThat(agreed("ParseBench.split", jmh, vernier)).isEqualTo(416_000);
    assertThat(agreed("ParseBench.substring", jmh, vernier)).isEqualTo(256_000);
    assertThat(agreed("ParseBench.scan", jmh, vernier)).isZero();
  }
}
