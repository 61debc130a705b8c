package dev.vernier.engine.run;

import static dev.vernier.engine.run.RunSupport.row;
import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Bytes per op in real forks against sizes HotSpot fixes (64-bit, compressed oops and class
 * pointers, the default below 32 GB of heap): exact, with the harness's own bytes out.
 */
class AllocationForkTest {
  private static RunResult result;

  @BeforeAll
  static void run() throws Exception {
    RunOptions o = TestSupport.quick(1);
    result = RunSupport.run(o, RunSupport.tasks(o, "AllocBench"));
  }

  private static BenchmarkResult ok(String id) {
    BenchmarkResult r = row(result, id);
    assertThat(r.status()).as("%s: %s", id, r.error()).isEqualTo("ok");
    return r;
  }

  @Test
  void knownObjectSizesAreMeasuredToTheByte() {
    assertThat(ok("AllocBench.bytes1000").memory().allocatedBytesPerOp()).isEqualTo(1016L);
    assertThat(ok("AllocBench.object").memory().allocatedBytesPerOp()).isEqualTo(16L);
    assertThat(ok("AllocBench.boxed").memory().allocatedBytesPerOp()).isEqualTo(24L);
  }

  @Test
  void aSunkPrimitiveIsNotBoxed() {
    assertThat(ok("AllocBench.primitive").memory().allocatedBytesPerOp()).isEqualTo(0L);
  }

  @Test
  void theHarnessBytesAreMeasuredAndRecordedPerFork() {
    for (String id : new String[] {"AllocBench.object", "AllocBench.primitive"}) {
      ForkRecord f = ok(id).evidence().forks().get(0);
      assertThat(f.harnessBytesPerBatch()).as(id).isNotNull().isGreaterThanOrEqualTo(0L);
      assertThat(f.batchBytesPerOpMin()).as(id).isNotNull();
      assertThat(f.warmupAllocatedBytesPerOp()).as(id).isNotNull();
      assertThat(f.gcCollections()).as(id).isNotEmpty();
    }
  }

  @Test
  void allocationHeavyCodeCollectsAndCountsItPerCollector() {
    BenchmarkResult r = ok("AllocBench.bytes1000");
    assertThat(r.memory().gcPer1000OpsByCollector()).isNotEmpty();
    double sum = r.memory().gcPer1000OpsByCollector().values().stream()
        .mapToDouble(Double::doubleValue).sum();
    assertThat(sum).isEqualTo(r.memory().gcPer1000Ops(), org.assertj.core.data.Offset.offset(1e-9));
    assertThat(r.memory().gcPauseMillis()).isNotNull().isGreaterThanOrEqualTo(0L);
    assertThat(r.memory().peakRssBytes()).isPositive();
  }
}
