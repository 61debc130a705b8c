package dev.vernier.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WarningGroupsTest {
  private static BenchmarkResult row(String method, Map<String, String> params, Warning... w) {
    BenchmarkResult r = Samples.okRow("pkg.B." + method, params);
    return new BenchmarkResult(new Identity(r.id(), "pkg.B", method, params, r.identity().mode(),
        false, Identity.VERNIER, null, null), r.status(), null,
        TimeFigures.of(r.time().unit(), r.time().stats()), MemoryFigures.NONE,
        new Evidence(r.evidence().forks(), null, List.of(w)), RunFacts.NONE);
  }

  private static final Warning LINT = new Warning("RESULT_DISCARDED", "warn", "B.a is dead", "return it");

  @Test
  void oneGroupPerCodeWithTheBenchmarksItConcerns() {
    RunResult run = Samples.run(
        row("a", Map.of("n", "1"), LINT),
        row("a", Map.of("n", "2"), LINT, new Warning("SUB_NANOSECOND", "warn", "a: 0.1 ns", "fix A")),
        row("b", Map.of(), new Warning("SUB_NANOSECOND", "warn", "b: 0.2 ns", "fix A"),
            new Warning("MULTIMODAL", "error", "b: two modes", "look")));
    List<WarningGroups.Group> groups = WarningGroups.of(run.benchmarks());
    assertThat(groups).extracting(WarningGroups.Group::code)
        .containsExactly("MULTIMODAL", "RESULT_DISCARDED", "SUB_NANOSECOND");
    WarningGroups.Group dead = groups.get(1);
    assertThat(dead.benchmarks()).isEqualTo("B.a (n=1, n=2)");
    assertThat(dead.entries()).hasSize(1); // the same lint on both parameter sets, said once
    assertThat(groups.get(2).benchmarks()).isEqualTo("B.a (n=2), B.b");
    assertThat(groups.get(2).commonFix()).isEqualTo("fix A");
  }

  @Test
  void tableAndMarkdownPrintTheGroups() {
    RunResult run = Samples.run(
        row("a", Map.of(), LINT, new Warning("SUB_NANOSECOND", "warn", "a: 0.1 ns", "fix A")),
        row("b", Map.of(), new Warning("SUB_NANOSECOND", "warn", "b: 0.2 ns", "fix B")));
    String text = new TableExporter(false, true).render(run); // --explain
    assertThat(text).contains("WARN RESULT_DISCARDED: B.a\n  B.a is dead\n  Fix: return it\n"
        + "WARN SUB_NANOSECOND: B.a, B.b\n  a: 0.1 ns\n  Fix: fix A\n  b: 0.2 ns\n  Fix: fix B\n");
    String md = new MarkdownExporter().render(run);
    assertThat(md).contains("- WARN SUB_NANOSECOND: B.a, B.b\n  - a: 0.1 ns\n  - Fix: fix A\n");
  }

  @Test
  void theConsoleSaysEachCodeOnceOnOneLineByDefault() {
    RunResult run = Samples.run(
        row("a", Map.of(), LINT, new Warning("SUB_NANOSECOND", "warn", "a: 0.1 ns", "fix A")),
        row("b", Map.of(), new Warning("SUB_NANOSECOND", "warn", "b: 0.2 ns", "fix B")),
        row("c", Map.of(), new Warning("SOMETHING_NEW", "info", "c: a detail", "fix C")));
    String text = new TableExporter().render(run);
    assertThat(text).contains("WARN RESULT_DISCARDED: B.a - the result may be dead code the JIT"
        + " removes\nWARN SUB_NANOSECOND: B.a, B.b - at or below the empty-call floor: the work"
        + " was probably removed\n");
    assertThat(text).doesNotContain("B.a is dead").doesNotContain("Fix: fix A");
    // a code without a summary keeps its details
    assertThat(text).contains("INFO SOMETHING_NEW: B.c\n  c: a detail\n  Fix: fix C\n");
    assertThat(text).contains("Each warning's evidence and fix: --explain");
  }
}
