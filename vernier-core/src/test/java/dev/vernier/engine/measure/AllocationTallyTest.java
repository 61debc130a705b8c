package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AllocationTallyTest {
  @Test
  void warmUpTailIsItsMedianBatchSoOneStrayAllocationDoesNotCount() {
    AllocationTally t = new AllocationTally();
    t.warmup(10, 10 * 440 + 8); // early batches fall out of the tail
    for (int i = 0; i < 4; i++) {
      t.warmup(200, 200 * 24 + 8);
    }
    t.warmup(200, 200 * 24 + 8 + 104); // the JVM allocated 104 B on the thread in this one
    t.measured(1000 * 24 + 8);
    t.measured(1000 * 24 + 8);
    AllocationFigures f = t.figures(8);
    assertThat(f.warmupTailBytesPerOp()).isEqualTo(24.0);
    assertThat(f.bytesPerOp(2 * (1000 * 24 + 8), 2000)).isEqualTo(24.0);
    assertThat(f.minBatchBytesPerOp(1000)).isEqualTo(f.maxBatchBytesPerOp(1000)).isEqualTo(24.0);
  }

  @Test
  void aWarmUpThatEndsOnOtherBytesShowsThem() {
    AllocationTally t = new AllocationTally();
    for (int i = 0; i < 5; i++) {
      t.warmup(100, 100 * 440);
    }
    t.measured(100 * 416);
    assertThat(t.figures(0).warmupTailBytesPerOp()).isEqualTo(440.0);
  }

  @Test
  void noCounterNoFigures() {
    AllocationTally t = new AllocationTally();
    t.measured(0);
    assertThat(t.figures(-1).bytesPerOp(0, 100)).isNull();
  }
}
