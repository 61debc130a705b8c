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

  @Test
  @AllocationLimit(bytes = 24, fork = true)
  void aForkedMeasurementPassesWithinItsLimit() {
    sink = Long.valueOf(System.nanoTime() | (1L << 40));
  }

  /** Run only through the launcher below: its failure is the point. */
  static class OneByteOver {
    @Test
    @AllocationLimit(bytes = 23)
    void boxesALong() {
      sink = Long.valueOf(System.nanoTime() | (1L << 40));
    }

    @Test
    @AllocationLimit(bytes = 1015, fork = true)
    void makesAnArrayInAFork() {
      sink = new byte[1000];
    }
  }

  @Test
  void aBodyOverItsLimitFailsWithTheFigure() {
    Launcher launcher = LauncherFactory.create();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    launcher.execute(LauncherDiscoveryRequestBuilder.request()
        .selectors(selectClass(OneByteOver.class)).build(), listener);
    TestExecutionSummary summary = listener.getSummary();
    assertThat(summary.getTestsFailedCount()).isEqualTo(2);
    List<String> messages = summary.getFailures().stream()
        .map(f -> f.getException().getMessage()).sorted().toList();
    assertThat(messages.get(0))
        .contains("allocates 1,016 B/op, more than the 1,015 B/op allowed (1 B over)")
        .contains("byte[]  at dev.vernier.junit.AllocationLimitTest$OneByteOver.makesAnArrayInAFork");
    assertThat(messages.get(1))
        .contains("allocates 24 B/op, more than the 23 B/op allowed (1 B over)")
        .contains("java.lang.Long");
  }
}
