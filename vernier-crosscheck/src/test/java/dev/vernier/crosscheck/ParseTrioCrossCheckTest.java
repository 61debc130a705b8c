package dev.vernier.crosscheck;

import static dev.vernier.crosscheck.TwoTools.excess;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The parse trio under both tools, three forks each. Vernier's figure is exact in every fork;
 * JMH's is the same plus its own threads' bytes (see {@link TwoTools#excess}), which at about a
 * thousand calls per 200 ms iteration come to a few bytes per call: JMH reads them even for
 * {@code scan}, which allocates nothing. About 90 s of forks, so it runs when asked:
 * {@code mvn -pl vernier-crosscheck -am install -Dvernier.crosscheck.parse=true}.
 */
@EnabledIfSystemProperty(named = "vernier.crosscheck.parse", matches = "true")
class ParseTrioCrossCheckTest {
  /** JMH's own threads allocate a few KB per iteration; over ~1000 calls, under 32 B each. */
  private static final double JMH_THREADS_ALLOWANCE = 32;

  @Test
  void theParseTrioMatchesJmhUpToJmhsOwnThreadsBytes() throws Exception {
    Map<String, Double> jmh = TwoTools.jmh("dev\\.vernier\\.samples\\.ParseJmh\\.",
        Duration.ofSeconds(3), 3);
    Map<String, Number> vernier = TwoTools.vernier(List.of("ParseBench.*"),
        Duration.ofSeconds(3), 3);
    assertThat(vernier).containsEntry("ParseBench.split", 416_000L)
        .containsEntry("ParseBench.substring", 256_000L).containsEntry("ParseBench.scan", 0L);
    for (String b : List.of("ParseBench.split", "ParseBench.substring", "ParseBench.scan")) {
      assertThat(excess(b, jmh, vernier)).as("JMH %s minus Vernier", b)
          .isBetween(0.0, JMH_THREADS_ALLOWANCE);
    }
  }
}
