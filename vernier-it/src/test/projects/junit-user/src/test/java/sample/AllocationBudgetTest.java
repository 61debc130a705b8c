package sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vernier.junit.AllocationLimit;
import dev.vernier.junit.Allocations;
import org.junit.jupiter.api.Test;

/** One test a user would write per kind: three hold, one is over its budget on purpose. */
class AllocationBudgetTest {
  static volatile Object sink;
  private long next = 1L << 40; // beyond the Long cache: valueOf allocates every time

  @Test
  void boxingALongFitsTwentyFourBytes() {
    Allocations.assertAtMost(24, () -> Long.valueOf(next++));
  }

  @Test
  void aKilobyteArrayIsOverSixteenBytes() {
    Allocations.assertAtMost(16, () -> new byte[1000]);
  }

  @Test
  @AllocationLimit(bytes = 24)
  void boxingInTheTestBody() {
    Long boxed = Long.valueOf(next++);
    assertEquals(next - 1, boxed.longValue());
    sink = boxed;
  }

  @Test
  @AllocationLimit(bytes = 0, fork = true)
  void arithmeticInAFreshJvm() {
    next = next * 31 + 7;
  }
}
