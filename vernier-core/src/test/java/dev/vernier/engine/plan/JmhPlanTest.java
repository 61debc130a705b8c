package dev.vernier.engine.plan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JmhPlanTest {
  private final List<PlanNote> notes = new ArrayList<>();

  private List<BenchmarkTask> plan(List<String> patterns, String mode,
      Map<String, List<String>> params) throws Exception {
    return Planner.plan(List.of(TestSupport.testClasses()), List.of(TestSupport.testClasses()),
        "dev.vernier.jmhbench", patterns, TestSupport.quick(1, mode, Duration.ofSeconds(60),
            params), notes::add);
  }

  @Test
  void eachWrongOrUnsupportedBenchmarkIsOneLineAndTheRestIsPlanned() throws Exception {
    List<BenchmarkTask> tasks = plan(List.of("JmhWrong*"), null, Map.of());
    assertThat(tasks).extracting(t -> t.benchmark().method()).containsExactly("fine");
    assertThat(notes).extracting(PlanNote::kind).containsExactlyInAnyOrder(
        PlanNote.Kind.INVALID, PlanNote.Kind.INVALID, PlanNote.Kind.INVALID,
        PlanNote.Kind.INVALID, PlanNote.Kind.INVALID, PlanNote.Kind.UNSUPPORTED);
    assertThat(notes).filteredOn(n -> n.benchmark().endsWith("badParam")).singleElement()
        .extracting(PlanNote::line).asString()
        .startsWith("skipped dev.vernier.jmhbench.JmhWrong$Benches.badParam: @Param")
        .contains("BadParam.n", "'two'", "fix the value");
    assertThat(notes).allMatch(n -> !n.line().contains("\n"));
  }

  @Test
  void paramsOfEveryStateCombineAndTheCommandLineOverridesThem() throws Exception {
    assertThat(plan(List.of("JmhDagBench.sum"), null, Map.of()))
        .extracting(t -> t.id() + " " + t.mode()).containsExactly(
            "dev.vernier.jmhbench.JmhDagBench.sum[tag=x,size=3] avgt",
            "dev.vernier.jmhbench.JmhDagBench.sum[tag=x,size=5] avgt",
            "dev.vernier.jmhbench.JmhDagBench.sum[tag=x,size=3] thrpt",
            "dev.vernier.jmhbench.JmhDagBench.sum[tag=x,size=5] thrpt");
    assertThat(plan(List.of("JmhDagBench.sum"), "avgt", Map.of("size", List.of("7"))))
        .as("--mode gives one row, not one per @BenchmarkMode").extracting(BenchmarkTask::id)
        .containsExactly("dev.vernier.jmhbench.JmhDagBench.sum[tag=x,size=7]");
  }

  @Test
  void jmhThreadsReachTheTaskAndTheCommandLineOverridesThem() throws Exception {
    assertThat(plan(List.of("JmhDagBench.consume"), null, Map.of()))
        .hasSize(4).allSatisfy(t -> assertThat(t.threads()).isEqualTo(4));
    assertThat(notes).isEmpty();
  }

  @Test
  void aGroupGivesARowForItselfAndOnePerMethodOnAllItsThreads() throws Exception {
    List<BenchmarkTask> tasks = plan(List.of("JmhGroupBench.*"), null, Map.of());
    assertThat(tasks).extracting(BenchmarkTask::id).containsExactly(
        "dev.vernier.jmhbench.JmhGroupBench.rw", "dev.vernier.jmhbench.JmhGroupBench.rw:read",
        "dev.vernier.jmhbench.JmhGroupBench.rw:write");
    assertThat(tasks).allSatisfy(t -> {
      assertThat(t.threads()).isEqualTo(2);
      assertThat(t.benchmark().group().methods()).containsExactly("read", "write");
    });
    assertThat(tasks).extracting(t -> t.benchmark().group().measured())
        .containsExactly(null, "read", "write");
    assertThat(notes).isEmpty();
  }
}
