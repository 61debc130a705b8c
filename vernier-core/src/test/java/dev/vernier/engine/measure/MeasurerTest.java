package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vernier.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The measurer in this JVM, with plans whose sample counts are fixed. */
class MeasurerTest {
  private record Sample(Phase phase, double value, long ops) {}

  private static BenchmarkInstance instance(String cls, String method) throws Exception {
    return BenchmarkInstance.create(MeasurerTest.class.getClassLoader(),
        "dev.vernier.testbench." + cls, method, Map.of());
  }

  /**
   * No time budget at all: two warm-up batches (one that sizes the batches, one of the
   * measurement's size), then exactly minSamples measured ones.
   */
  private static FixedPlan counted(int minSamples) {
    return new FixedPlan(0, 0, 1_000_000, minSamples);
  }

  private static List<Sample> measure(BenchmarkInstance b, FixedPlan plan, Mode.Kind mode,
      int opsPerInvocation, ForkMeasurement[] out) throws Throwable {
    List<Sample> samples = new ArrayList<>();
    out[0] = new Measurer(b, plan, (p, v, o) -> samples.add(new Sample(p, v, o)), mode,
        opsPerInvocation).run();
    return samples;
  }

  @Test
  void avgtTakesExactlyTheMinimumWhenTheBudgetIsZero() throws Throwable {
    ForkMeasurement[] m = new ForkMeasurement[1];
    List<Sample> s = measure(instance("QuickBench", "mix"), counted(7), Mode.Kind.AVGT, 1, m);
    assertThat(s.stream().filter(x -> x.phase() == Phase.WARMUP)).hasSize(2);
    List<Sample> measured = s.stream().filter(x -> x.phase() == Phase.MEASUREMENT).toList();
    assertThat(measured).hasSize(7);
    assertThat(measured).allMatch(x -> x.ops() == m[0].opsPerSample() && x.value() > 0);
    assertThat(m[0].measuredOps()).isEqualTo(7 * m[0].opsPerSample());
    assertThat(m[0].warmupSamples()).isEqualTo(2);
  }

  @Test
  void singleShotIsOneCallOneSample() throws Throwable {
    ForkMeasurement[] m = new ForkMeasurement[1];
    List<Sample> s = measure(instance("QuickBench", "mix"), counted(5), Mode.Kind.SS, 1, m);
    assertThat(s).hasSize(1);
    assertThat(s.get(0).phase()).isEqualTo(Phase.MEASUREMENT);
    assertThat(s.get(0).ops()).isEqualTo(1);
    assertThat(m[0].measuredOps()).isEqualTo(1);
  }

  @Test
  void sampleModeTimesEachCall() throws Throwable {
    ForkMeasurement[] m = new ForkMeasurement[1];
    List<Sample> s = measure(instance("QuickBench", "mix"), counted(9), Mode.Kind.SAMPLE, 1, m);
    List<Sample> calls = s.stream().filter(x -> x.phase() == Phase.MEASUREMENT).toList();
    assertThat(calls).allMatch(x -> x.ops() == 1 && x.value() > 0);
    // a reservoir of the calls: all of them up to its size
    assertThat(calls).hasSize((int) Math.min(m[0].measuredOps(), CallSampling.RESERVOIR));
    assertThat(m[0].measuredOps()).isGreaterThanOrEqualTo(9); // nine windows of 1 ms at least
    assertThat(m[0].opsPerSample()).isEqualTo(1);
    // the histogram holds every call
    var h = dev.vernier.engine.stats.LatencyHistograms.merge(List.of(m[0].histogram()));
    assertThat(h.getTotalCount()).isEqualTo(m[0].measuredOps());
  }

  @Test
  void invocationLevelSetupRunsOncePerCall() throws Throwable {
    ForkMeasurement[] m = new ForkMeasurement[1];
    // LevelsBench throws from the call or its trial tear-down if a setup was skipped
    measure(instance("LevelsBench", "call"), counted(5), Mode.Kind.AVGT, 1, m);
    assertThat(m[0].measuredOps()).isPositive();
  }

  @Test
  void setupFailureSurfacesAsTheUsersException() throws Exception {
    BenchmarkInstance b = instance("SetupThrows", "run");
    assertThatThrownBy(() -> measure(b, counted(5), Mode.Kind.AVGT, 1, new ForkMeasurement[1]))
        .isInstanceOf(IllegalStateException.class).hasMessage("setup exploded on purpose");
  }

  @Test
  void staticBenchmarkWithInstanceTearDownWorks() throws Throwable {
    BenchmarkInstance b = instance("StaticWithTearDown", "run");
    measure(b, counted(5), Mode.Kind.AVGT, 1, new ForkMeasurement[1]);
  }

  @Test
  void missingMethodIsNamed() {
    assertThatThrownBy(() -> instance("QuickBench", "nope"))
        .isInstanceOf(NoSuchMethodException.class).hasMessageContaining("QuickBench.nope");
  }
}
