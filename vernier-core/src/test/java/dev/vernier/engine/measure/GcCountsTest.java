package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GcCountsTest {
  @Test
  void differenceIsPerCollector() {
    GcCounts before = new GcCounts(Map.of("G1 Young Generation", 3L, "G1 Old Generation", 1L),
        Map.of("G1 Young Generation", 10L, "G1 Old Generation", 50L));
    GcCounts after = new GcCounts(Map.of("G1 Young Generation", 8L, "G1 Old Generation", 1L),
        Map.of("G1 Young Generation", 25L, "G1 Old Generation", 50L));
    GcCounts d = after.since(before);
    assertThat(d.collections()).containsEntry("G1 Young Generation", 5L)
        .containsEntry("G1 Old Generation", 0L);
    assertThat(d.totalCollections()).isEqualTo(5);
    assertThat(d.pauseMillis()).isEqualTo(15);
  }

  @Test
  void concurrentCyclesAreNotPauses() {
    GcCounts z = new GcCounts(Map.of("ZGC Cycles", 2L, "ZGC Pauses", 6L),
        Map.of("ZGC Cycles", 400L, "ZGC Pauses", 3L));
    assertThat(z.pauseMillis()).isEqualTo(3);
    GcCounts g1 = new GcCounts(Map.of("G1 Concurrent GC", 1L, "G1 Young Generation", 1L),
        Map.of("G1 Concurrent GC", 90L, "G1 Young Generation", 4L));
    assertThat(g1.pauseMillis()).isEqualTo(4);
  }

  @Test
  void theRunningJvmHasCollectors() {
    assertThat(GcCounts.now().collections()).isNotEmpty();
  }
}
