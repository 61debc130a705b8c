package dev.vernier.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.Profile;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchmarkProfilerTest {
  @Test
  void stacksAreCutAtTheLoopAndHarnessTimeIsAttributed() {
    CollapsedStacks raw = CollapsedStacks.parse("""
        java/lang/Thread.run;dev/vernier/engine/fork/ForkMain.main;dev/vernier/engine/measure/Measurer.batch;p/B$VernierLoop.0x00007f01.runBatch;p/B.work;java/lang/Math.sqrt 70
        java/lang/Thread.run;dev/vernier/engine/fork/ForkMain.main;dev/vernier/engine/measure/Measurer.batch;p/B$VernierLoop.0x00007f01.runBatch;p/B.work 20
        java/lang/Thread.run;dev/vernier/engine/fork/ForkMain.main;dev/vernier/engine/measure/Measurer.batch;p/B$VernierLoop.0x00007f01.runBatch 6
        java/lang/Thread.run;dev/vernier/engine/fork/ForkMain.main;dev/vernier/engine/measure/Measurer.measureBatches;p/B.setup 4
        """);
    CollapsedStacks focused = BenchmarkProfiler.focus(raw);
    assertThat(focused.total()).isEqualTo(100);
    assertThat(focused.counts())
        .containsKey("p/B$VernierLoop.runBatch;p/B.work;java/lang/Math.sqrt");
    assertThat(focused.counts().keySet()).anyMatch(k -> k.startsWith(BenchmarkProfiler.OUTSIDE));
    List<Profile.Frame> top = focused.top(5, BenchmarkProfiler::isHarnessStack);
    assertThat(top).extracting(Profile.Frame::frame)
        .containsExactly("java.lang.Math.sqrt", "p.B.work"); // setup outside the loop: harness
    assertThat(top.get(0).selfShare()).isEqualTo(0.7);
    assertThat(top.get(1).totalShare()).isEqualTo(0.9);
    assertThat(focused.share(BenchmarkProfiler::isHarnessStack)).isEqualTo(0.1);
    // nor in the cumulative list: the measurer's and its callees' time is the harness's
    assertThat(new TopFrames(focused, BenchmarkProfiler::isHarnessStack).byTotal(5))
        .extracting(Profile.Frame::frame).containsExactly("p.B.work", "java.lang.Math.sqrt");
  }

  @Test
  void theLoopsOwnClockIsTheHarnesss() {
    CollapsedStacks s = CollapsedStacks.parse("""
        p/B$VernierLoop.run_[j];p/B.work_[i];java/lang/Math.sqrt_[i] 90
        p/B$VernierLoop.run_[j];clock_gettime@@GLIBC_2.17;__vdso_clock_gettime 7
        p/B$VernierLoop.run_[j];p/B.work_[i];clock_gettime@@GLIBC_2.17 3
        """);
    // the loop's own clock read is harness time; the benchmark's own call to it is not
    assertThat(s.share(BenchmarkProfiler::isHarnessStack)).isEqualTo(0.07);
    assertThat(new TopFrames(s, BenchmarkProfiler::isHarnessStack).bySelf(5))
        .extracting(Profile.Frame::frame)
        .containsExactly("java.lang.Math.sqrt", "clock_gettime@@GLIBC_2.17");
  }

  @Test
  void fileNamesAreSafe() {
    assertThat(BenchmarkProfiler.fileName("pkg.Bench.m[n=10, s=a/b]"))
        .isEqualTo("pkg.Bench.m_n_10__s_a_b_");
  }
}
