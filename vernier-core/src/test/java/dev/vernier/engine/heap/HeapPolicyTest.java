package dev.vernier.engine.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.engine.result.HeapSetting;
import java.util.List;
import org.junit.jupiter.api.Test;

class HeapPolicyTest {
  private static final double SLOW = 10_700; // ns a page, as measured on this project's VMs
  private static final double BARE_METAL = 250;

  @Test
  void autoFixesAndTouchesTheHeapOnlyWhereNewPagesAreSlow() {
    assertThat(HeapPolicy.AUTO.decide(SLOW, "madvise").flags()).containsExactly("-Xms512m",
        "-Xmx512m", "-XX:+AlwaysPreTouch");
    assertThat(HeapPolicy.AUTO.decide(SLOW, "madvise").reason())
        .startsWith("SLOW_PAGE_FAULTS (10.7 us a page)")
        .contains("without transparent huge pages");
    assertThat(HeapPolicy.AUTO.decide(BARE_METAL, "madvise").flags()).isEmpty();
    assertThat(HeapPolicy.AUTO.decide(Double.NaN, "always").flags()).isEmpty();
  }

  /** Huge pages drew forks of one benchmark apart (docs/measurement.md): never asked for. */
  @Test
  void neverAsksForHugePages() {
    for (String thp : new String[] {"always", "madvise", "never", null}) {
      assertThat(HeapPolicy.AUTO.decide(SLOW, thp).flags()).contains("-XX:+AlwaysPreTouch")
          .noneMatch(f -> f.contains("HugePages"));
    }
    assertThat(HeapPolicy.AUTO.decide(SLOW, "never").reason()).doesNotContain("huge");
  }

  /** An interleaved pair's forks start a second sooner on them, and its verdict came sooner. */
  @Test
  void pairsGetHugePagesWhereTheKernelOffersThem() {
    assertThat(HeapPolicy.AUTO.decideForPairs(SLOW, "madvise").flags()).containsExactly(
        "-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch", "-XX:+UseTransparentHugePages");
    assertThat(HeapPolicy.AUTO.decideForPairs(SLOW, "always").reason())
        .contains("on transparent huge pages (always)");
    assertThat(HeapPolicy.AUTO.decideForPairs(SLOW, "never").flags())
        .containsExactly("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch");
    assertThat(HeapPolicy.AUTO.decideForPairs(SLOW, null).flags())
        .noneMatch(f -> f.contains("HugePages"));
    assertThat(HeapPolicy.AUTO.decideForPairs(BARE_METAL, "madvise").flags()).isEmpty();
    assertThat(HeapPolicy.OFF.decideForPairs(SLOW, "madvise").flags()).isEmpty();
  }

  @Test
  void aSizeAppliesEverywhereAndOffNowhere() {
    assertThat(HeapPolicy.parse("1g").decide(BARE_METAL, "never").flags())
        .containsExactly("-Xms1024m", "-Xmx1024m", "-XX:+AlwaysPreTouch");
    assertThat(HeapPolicy.parse("OFF").decide(SLOW, "madvise").flags()).isEmpty();
    assertThat(HeapPolicy.parse("auto")).isEqualTo(HeapPolicy.AUTO);
  }

  @Test
  void badSizesSayWhatIsAccepted() {
    assertThatThrownBy(() -> HeapPolicy.parse("lots")).hasMessage(
        "--fixed-heap takes auto, off or a size such as 512m or 1g, not 'lots'");
    assertThatThrownBy(() -> HeapPolicy.parse("512")).hasMessageContaining("not '512'");
    assertThatThrownBy(() -> HeapPolicy.parse("8m")).hasMessageContaining("below 16m");
  }

  @Test
  void theForksOwnHeapFlagsWin() {
    HeapPolicy.HeapDecision d = HeapPolicy.AUTO.decide(SLOW, "madvise");
    HeapSetting user = d.forForks(List.of("-XX:+UseParallelGC", "-Xmx2g"));
    assertThat(user.policy()).isEqualTo(HeapSetting.USER);
    assertThat(user.flags()).isEmpty();
    assertThat(user.reason()).startsWith("the forks' own heap flags -Xmx2g (instead of");
    assertThat(d.forForks(List.of("-XX:MaxRAMPercentage=50")).policy())
        .isEqualTo(HeapSetting.USER);
    assertThat(d.forForks(List.of("-XX:+UseParallelGC")).flags()).isEqualTo(d.flags());
    assertThat(d.forForks(List.of("-XX:+UseParallelGC")).policy()).isEqualTo(HeapSetting.FIXED);
    assertThat(HeapPolicy.OFF.decide(SLOW, null).forForks(List.of()).policy())
        .isEqualTo(HeapSetting.OFF);
  }
}
