package dev.vernier.engine.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vernier.engine.TestSupport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code vernier list} says a suite costs: its rows, and JMH's own plan for them. */
class ListingTest {
  private static Listing list(String pattern) throws Exception {
    return Listing.of(List.of(TestSupport.testClasses()), List.of(TestSupport.testClasses()),
        List.of("dev.vernier.jmhbench." + pattern), TestSupport.quick(1), false);
  }

  @Test
  void jmhsPlanIsItsAnnotationsTimesWithItsDefaultsWhereUnwritten() throws Exception {
    Listing written = list("JmhPlannedBench.stamp");
    assertThat(written.rows()).isEqualTo(2); // thrpt and ss
    assertThat(written.jmhSeconds()).isCloseTo(2 * (3 * 0.1 + 4 * 10), within(1e-9));
    // none written: JMH's 5 forks of 5 + 5 iterations of 10 s
    assertThat(list("JmhAuxBench.split").jmhSeconds()).isCloseTo(500, within(1e-9));
  }

  @Test
  void aGroupIsOneJmhRowThoughVernierMeasuresItOncePerMethodToo() throws Exception {
    Listing group = list("JmhControlBench.*");
    assertThat(group.rows()).isEqualTo(3); // pingpong, pingpong:ping, pingpong:pong
    assertThat(group.jmhRows()).isEqualTo(1);
    assertThat(group.jmhSeconds()).isCloseTo(500, within(1e-9));
  }
}
