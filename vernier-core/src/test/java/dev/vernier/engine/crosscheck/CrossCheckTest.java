package dev.vernier.engine.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.verdict.MeasuredRun;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The judging alone, on figures made here. */
class CrossCheckTest {
  private static final String ID = "p.B.m";
  private static final List<String> FIXED = List.of("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch");

  private static CrossCheck.ToolRun run(double level, long bytes, List<String> heap,
      List<String> notes) {
    MeasuredRun.Benchmark b = new MeasuredRun.Benchmark(ID, "ns/op",
        List.of(new double[] {level * 0.99, level * 1.01}, new double[] {level}), bytes,
        List.of());
    return new CrossCheck.ToolRun(new MeasuredRun("f", "t", null, List.of(b)),
        Map.of(ID, heap), Map.of(ID, notes), 1_000_000_000L);
  }

  @Test
  void toolsAgreeWithinJmhsOwnRunToRunDifferencePlusTwoPercent() {
    CrossCheck.Result r = CrossCheck.of(
        List.of(run(100, 24, List.of(), List.of()), run(104, 24, List.of(), List.of())),
        List.of(run(107, 24, FIXED, List.of()), run(107.5, 24, FIXED, List.of())));
    CrossCheck.Row row = r.rows().get(0);
    assertThat(row.jmh()).containsExactly(100.0, 104.0); // JMH's score: the mean of iterations
    assertThat(row.jmhSelf()).isCloseTo(4.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(row.between()).isCloseTo(5.2, org.assertj.core.data.Offset.offset(0.1));
    assertThat(row.agree()).isTrue(); // 5.2% <= 4% + 2%: the heap flags differ but do not matter
    assertThat(row.evidence()).isEmpty();
    assertThat(r.agreed()).isEqualTo(1);
    assertThat(r.steadier()).isEqualTo(1); // Vernier's 0.5% against JMH's 4%
  }

  @Test
  void wherePastThatTheRowNamesWhatDiffers() {
    CrossCheck.Row row = CrossCheck.of(
        List.of(run(100, 24, List.of(), List.of()), run(101, 24, List.of(), List.of())),
        List.of(run(150, 24, FIXED, List.of("NOT_STATIONARY")),
            run(151, 24, FIXED, List.of("NOT_STATIONARY")))).rows().get(0);
    assertThat(row.agree()).isFalse();
    assertThat(row.evidence()).containsExactly("the heap differs: JMH's forks the JVM's default"
        + " heap, Vernier's -Xms512m -Xmx512m -XX:+AlwaysPreTouch", "Vernier warned NOT_STATIONARY");
  }

  @Test
  void bytesThatDifferAreAlwaysSaidAndNothingElseFoundIsSaidToo() {
    CrossCheck.Row bytes = CrossCheck.of(List.of(run(100, 352, List.of(), List.of())),
        List.of(run(100.5, 296, List.of(), List.of()))).rows().get(0);
    assertThat(bytes.agree()).isTrue();
    assertThat(bytes.evidence()).singleElement().asString()
        .startsWith("bytes per op differ: JMH 352, Vernier 296");
    CrossCheck.Row none = CrossCheck.of(List.of(run(100, 24, List.of(), List.of())),
        List.of(run(130, 30, List.of(), List.of()))).rows().get(0); // 6 B: JMH's own threads
    assertThat(none.agree()).isFalse();
    assertThat(none.evidence()).containsExactly(CrossCheck.NO_EVIDENCE);
  }

  @Test
  void theJitsEvidenceReplacesNoEvidenceAndTheRowCountsAsExplained() {
    CrossCheck.Result bare = CrossCheck.of(List.of(run(100, 24, List.of(), List.of())),
        List.of(run(150, 24, List.of(), List.of())));
    assertThat(bare.explained()).isZero();
    CrossCheck.Result told = bare.withEvidence(Map.of(ID, List.of("the JIT inlined differently")));
    assertThat(told.rows().get(0).evidence()).containsExactly("the JIT inlined differently");
    assertThat(told.explained()).isEqualTo(1);
    assertThat(bare.withEvidence(Map.of(ID, List.of())).explained()).isZero();
  }

  @Test
  void vernierForksAtTwoLevelsWhereJmhsSitAtOneAreNamed() {
    MeasuredRun.Benchmark j = new MeasuredRun.Benchmark(ID, "ns/op",
        List.of(new double[] {30, 30.2}, new double[] {29.8}, new double[] {30.1}), 0L,
        List.of());
    MeasuredRun.Benchmark v = new MeasuredRun.Benchmark(ID, "ns/op",
        List.of(new double[] {38.5}, new double[] {39}, new double[] {29.9}, new double[] {38.7}),
        0L, List.of());
    CrossCheck.Row row = CrossCheck.of(
        List.of(new CrossCheck.ToolRun(new MeasuredRun("f", "t", null, List.of(j)), Map.of(),
            Map.of(), 1)),
        List.of(new CrossCheck.ToolRun(new MeasuredRun("f", "t", null, List.of(v)), Map.of(),
            Map.of(), 1))).rows().get(0);
    assertThat(row.agree()).isFalse();
    assertThat(row.evidence()).singleElement().asString()
        .contains("(JMH 3 of 3, Vernier 1 of 4)").contains("(JMH 0 of 3, Vernier 3 of 4)");
  }

  @Test
  void aRowThatDisagreesCountsAsExplainedOnlyWhenItNamesEvidence() {
    CrossCheck.ToolRun jmh = run(100, 24, List.of(), List.of());
    CrossCheck.Result warned = CrossCheck.of(List.of(jmh),
        List.of(run(150, 24, List.of(), List.of("HIGH_NOISE"))));
    assertThat(warned.agreed()).isZero();
    assertThat(warned.explained()).isEqualTo(1);
    CrossCheck.Result bare = CrossCheck.of(List.of(jmh),
        List.of(run(150, 24, List.of(), List.of())));
    assertThat(bare.explained()).isZero();
    CrossCheck.Result agreeing = CrossCheck.of(List.of(jmh),
        List.of(run(101, 24, List.of(), List.of())));
    assertThat(agreeing.explained()).isEqualTo(1);
  }

  @Test
  void theHeapIsNoEvidenceForCodeThatAllocatesNothing() {
    CrossCheck.Row kernel = CrossCheck.of(List.of(run(100, 0, List.of(), List.of())),
        List.of(run(110, 0, FIXED, List.of()))).rows().get(0);
    assertThat(kernel.agree()).isFalse();
    assertThat(kernel.evidence()).containsExactly(CrossCheck.NO_EVIDENCE);
    CrossCheck.Row allocating = CrossCheck.of(List.of(run(100, 64, List.of(), List.of())),
        List.of(run(110, 64, FIXED, List.of()))).rows().get(0);
    assertThat(allocating.evidence()).singleElement().asString().startsWith("the heap differs");
  }

  @Test
  void bothToolsMemoryFlagsAreReadAlikeHugePagesIncluded() {
    // JMH given the policy's flags by hand (-jvmArgsAppend) reads as the same heap
    List<String> policy = List.of("-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch",
        "-XX:+UseTransparentHugePages");
    List<String> jmhFork = List.of("-Dx=1", "-Xms512m", "-Xmx512m", "-XX:+AlwaysPreTouch",
        "-XX:+UseTransparentHugePages", "-XX:+UnlockDiagnosticVMOptions");
    assertThat(CrossCheckRun.memoryFlags(jmhFork)).isEqualTo(CrossCheckRun.memoryFlags(policy))
        .containsExactlyElementsOf(policy);
    assertThat(CrossCheckRun.memoryFlags(List.of("-Dx=1", "-ea"))).isEmpty();
  }
}
