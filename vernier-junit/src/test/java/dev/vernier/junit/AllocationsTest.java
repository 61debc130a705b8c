package dev.vernier.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

class AllocationsTest {
  private final int[] values = {3, 1, 4, 1, 5, 9, 2, 6};
  private long next = 1_000_000;
  private int i;

  /** A primitive result: nothing allocated, and the sink must not box it. */
  private long sumSome() {
    return values[i++ & 7] + values[(i + 3) & 7];
  }

  @Test
  void knownSizesToTheByte() {
    assertThat(Allocations.measure(() -> new byte[1000]).bytesPerOp()).isEqualTo(1016);
    assertThat(Allocations.measure(() -> new Object()).bytesPerOp()).isEqualTo(16);
    AllocationMeasurement boxed = Allocations.measure(() -> Long.valueOf(next++));
    assertThat(boxed.bytesPerOp()).isEqualTo(24);
    assertThat(boxed.exact()).isTrue();
    assertThat(boxed.steady()).isTrue();
  }

  @Test
  void aPrimitiveResultIsSunkWithoutBoxing() {
    assertThat(Allocations.measure(this::sumSome).bytesPerOp()).isZero();
    Allocations.assertAtMost(0, () -> values[i++ & 7] * 31L);
  }

  @RepeatedTest(20)
  void theSameAssertionPassesEveryTime() {
    Allocations.assertAtMost(24, () -> Long.valueOf(next++));
  }

  @Test
  void oneByteOverTheLimitFailsWithTheFigureAndTheSite() {
    Allocations.assertAtMost(1016, () -> new byte[1000]);
    assertThatThrownBy(() -> Allocations.assertAtMost(1015, () -> new byte[1000]))
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("allocates 1,016 B/op, more than the 1,015 B/op allowed (1 B over)")
        .hasMessageContaining("the same in every one of 10 batches")
        .hasMessageContaining("byte[]")
        .hasMessageContaining("AllocationsTest");
  }

  @Test
  void theSinkTrap() {
    // Discarded, the object does not escape: C2 removes the allocation and the code reads 0 B.
    assertThat(Allocations.measure(() -> {
      new Object();
    }).bytesPerOp()).isZero();
    // Returned, it is sunk and counted.
    assertThat(Allocations.measure(() -> new Object()).bytesPerOp()).isEqualTo(16);
  }

  @Test
  void jfrArrayNamesReadAsJava() {
    assertThat(AllocationSites.javaName("[B")).isEqualTo("byte[]");
    assertThat(AllocationSites.javaName("[[Ljava.lang.String;")).isEqualTo("java.lang.String[][]");
    assertThat(AllocationSites.javaName("java.lang.Long")).isEqualTo("java.lang.Long");
  }

  @Test
  void aNegativeLimitIsAMistake() {
    assertThatThrownBy(() -> Allocations.assertAtMost(-1, () -> 1L))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
