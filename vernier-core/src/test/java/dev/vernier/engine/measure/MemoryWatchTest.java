package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MemoryWatchTest {
  private static final long MIB = 1L << 20;
  private static final long MS = 1_000_000L;
  /** 1 MiB is 256 pages: at 11 us a page (a lazily backed VM) 2.8 ms, at 0.25 us 64 us. */
  private static final double SLOW_PAGE = 11_000;
  private static final double FAST_PAGE = 250;

  @Test
  void growthPastTheThresholdRaisesTheLevel() {
    MemoryWatch w = new MemoryWatch(ResidentMemory.open(), SLOW_PAGE);
    assertThat(w.grewTo(100 * MIB, 0)).isFalse(); // the first read sets the level
    assertThat(w.grewTo(100 * MIB + MIB / 2, 10 * MS)).isFalse(); // the JVM's own small change
    assertThat(w.grewTo(101 * MIB, 20 * MS)).isTrue(); // 2.8 ms of faults in 20 ms
    assertThat(w.residentBytes()).isEqualTo(101 * MIB);
    assertThat(w.grewTo(101 * MIB + MIB / 2, 30 * MS)).isFalse(); // measured from the new level
  }

  @Test
  void cheapGrowthDoesNotCount() {
    // the same growth where a page costs what it does on bare metal: 64 us in 20 ms is 0.3%
    MemoryWatch fast = new MemoryWatch(ResidentMemory.open(), FAST_PAGE);
    fast.grewTo(100 * MIB, 0);
    assertThat(fast.grewTo(101 * MIB, 20 * MS)).isFalse();
    assertThat(fast.residentBytes()).isEqualTo(101 * MIB); // the level still moves
    assertThat(fast.grewTo(200 * MIB, 40 * MS)).isTrue(); // 99 MiB in 20 ms: 6.3 ms of faults
    // slow growth on the slow machine: 1 MiB over 1 s costs 0.28%
    MemoryWatch slow = new MemoryWatch(ResidentMemory.open(), SLOW_PAGE);
    slow.grewTo(100 * MIB, 0);
    assertThat(slow.grewTo(101 * MIB, 1_000 * MS)).isFalse();
  }

  @Test
  void shrinkingLowersTheLevelAndUnknownNeverCounts() {
    MemoryWatch w = new MemoryWatch(ResidentMemory.open(), SLOW_PAGE);
    w.grewTo(200 * MIB, 0);
    assertThat(w.grewTo(150 * MIB, 10 * MS)).isFalse();
    assertThat(w.grewTo(151 * MIB, 20 * MS)).isTrue(); // from 150, not from 200
    assertThat(w.grewTo(-1, 30 * MS)).isFalse();
    assertThat(w.residentBytes()).isEqualTo(151 * MIB);
  }

  @Test
  void pollsAtMostOnceAPeriod() {
    if (ResidentMemory.open().bytes() < 0) {
      return; // not Linux: nothing to read
    }
    MemoryWatch w = new MemoryWatch(ResidentMemory.open(), SLOW_PAGE);
    w.grew(0);
    // fresh native memory, zeroed (touched) as it is allocated: a heap array could land in pages
    // the test JVM's heap made resident long ago (CI failed on that) and grow nothing
    try (FreshMemory fresh = FreshMemory.allocate(64 << 20)) {
      assertThat(w.grew(MemoryWatch.POLL_NANOS / 2)).isFalse(); // too soon to read again
      assertThat(w.grew(MemoryWatch.POLL_NANOS)).isTrue();
    }
  }

  @Test
  void readsTheSecondFieldOfStatm() {
    byte[] line = "104857 27314 6187 1 0 45632 0\n".getBytes(StandardCharsets.US_ASCII);
    assertThat(ResidentMemory.parseResidentPages(line, line.length)).isEqualTo(27314);
    byte[] bad = "104857\n".getBytes(StandardCharsets.US_ASCII);
    assertThat(ResidentMemory.parseResidentPages(bad, bad.length)).isEqualTo(-1);
  }

  @Test
  void readsThisProcessOnLinux() {
    long bytes = ResidentMemory.open().bytes();
    if (System.getProperty("os.name").startsWith("Linux")) {
      assertThat(bytes).isGreaterThan(1 * MIB).isEqualTo(bytes / 4096 * 4096);
      assertThat(PageTouch.nanosPerPage()).isPositive();
    } else {
      assertThat(bytes).isEqualTo(-1);
    }
  }

  @Test
  void thePriceProbeGivesItsMemoryBack() {
    ResidentMemory rss = ResidentMemory.open();
    if (rss.bytes() < 0) {
      return; // not Linux: nothing to read
    }
    double first = PageTouch.nanosPerPage(); // classes loaded
    long before = rss.bytes();
    double second = PageTouch.nanosPerPage(); // three 8 MiB buffers
    assertThat(rss.bytes() - before).isLessThan(8 * MIB); // not 24 MiB kept
    // the memory given back and taken again is as fresh as the first time: the kernel faults
    // it in again, so the price does not drop to that of reused pages (a third or less)
    assertThat(second).as("first %s ns, second %s ns", first, second).isGreaterThan(first / 3);
  }
}
