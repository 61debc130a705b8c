package dev.vernier.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

class AllocationLimitTest {
  static volatile Object sink;

  @Test
  @AllocationLimit(bytes = 16)
  void aBodyWithinItsLimitPasses() {
    sink = new Object();
  }

  @Test
  @AllocationLimit(bytes = 0)
  void aBodyThatAllocatesNothingPasses() {
    sink = null;
  }

  /** Run only through the launcher below: its failure is the point. */
  static class OneByteOver {
    @Test
    @AllocationLimit(bytes = 23)
    void boxesALong() {
      sink = Long.valueOf(System.nanoTime() | (1L << 40));
    }
  }

  @Test
  void aBodyOverItsLimitFailsWithTheFigure() {
    Launcher launcher = LauncherFactory.create();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    launcher.execute(LauncherDiscoveryRequestBuilder.request()
        .selectors(selectClass(OneByteOver.class)).build(), listener);
    TestExecutionSummary summary = listener.getSummary();
    assertThat(summary.getTestsFailedCount()).isEqualTo(1);
    List<TestExecutionSummary.Failure> failures = summary.getFailures();
    assertThat(failures.get(0).getException())
        .hasMessageContaining("allocates 24 B/op, more than the 23 B/op allowed (1 B over)")
        .hasMessageContaining("java.lang.Long");
  }
}
