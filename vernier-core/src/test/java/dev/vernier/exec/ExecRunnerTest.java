package dev.vernier.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExecRunnerTest {
  private static final ProcessSpec A = ProcessSpec.parse("a");
  private static final ProcessSpec B = ProcessSpec.parse("b");

  private static ExecSettings settings(int runs, int warmup) {
    return new ExecSettings(runs, warmup, null, false, false, 0.02);
  }

  private static List<String> codes(ExecResult r) {
    return r.warnings().stream().map(ExecWarning::code).toList();
  }

  @Test
  void warmupThenCountedRunsAlternateWithPrepareBeforeEach() {
    ScriptedExecutor ex = new ScriptedExecutor();
    ExecSettings s = new ExecSettings(2, 1, ProcessSpec.shell("p"), false, false, 0.02);
    ExecResult r = new ExecRunner(ex).run(List.of(A, B), s);
    assertThat(ex.calls).containsExactly("p", "a", "p", "b", "p", "a", "p", "b", "p", "a", "p",
        "b");
    assertThat(r.commands()).hasSize(2);
    assertThat(r.commands().get(0).runs()).hasSize(2);
    assertThat(r.comparison()).isNotNull();
  }

  @Test
  void steadyRunsRaiseNoWarning() {
    ScriptedExecutor ex = new ScriptedExecutor()
        .script("a", 100, 100, 101, 99, 100, 102, 98, 100, 101, 99, 100);
    ExecResult r = new ExecRunner(ex).run(List.of(A), settings(10, 1));
    assertThat(r.warnings()).isEmpty();
    assertThat(r.commands().get(0).wall().median()).isEqualTo(100e6);
    assertThat(r.comparison()).isNull();
  }

  @Test
  void aSlowFirstCountedRunIsNamedAsSuch() {
    // no warm-up: the first counted run pays the cold start
    ScriptedExecutor ex = new ScriptedExecutor()
        .script("a", 500, 100, 101, 99, 100, 102, 98, 100, 101, 99);
    ExecResult r = new ExecRunner(ex).run(List.of(A), settings(10, 0));
    assertThat(codes(r)).containsExactly("SLOW_FIRST_RUN");
    assertThat(r.warnings().get(0).fix()).contains("--warmup");
    assertThat(r.warnings().get(0).severity()).isEqualTo("warn");
  }

  @Test
  void slowRunsLaterAreOutliers() {
    ScriptedExecutor ex = new ScriptedExecutor()
        .script("a", 100, 100, 101, 99, 400, 100, 102, 98, 100, 350, 101);
    ExecResult r = new ExecRunner(ex).run(List.of(A), settings(10, 1));
    assertThat(codes(r)).containsExactly("OUTLIERS");
    assertThat(r.warnings().get(0).message()).startsWith("2 of 10 runs");
  }

  @Test
  void aFewPercentAboveVerySteadyRunsIsNoOutlier() {
    ScriptedExecutor ex = new ScriptedExecutor()
        .script("a", 100, 105, 100, 100, 100.1, 99.9, 100, 100, 100.1, 99.9, 100);
    ExecResult r = new ExecRunner(ex).run(List.of(A), settings(10, 1));
    assertThat(r.warnings()).isEmpty();
  }

  @Test
  void fewRunsAreNotJudgedForOutliersButSaidToBeFew() {
    ScriptedExecutor ex = new ScriptedExecutor().script("a", 100, 100, 300, 101);
    ExecResult r = new ExecRunner(ex).run(List.of(A), settings(3, 1));
    assertThat(codes(r)).containsExactly("TOO_FEW_RUNS");
    assertThat(r.warnings().get(0).severity()).isEqualTo("info");
  }

  @Test
  void aPeakRssAtTheExecutorsFloorIsFlagged() {
    // the scripted executor reports 50 MiB for every run
    ScriptedExecutor ex = new ScriptedExecutor() {
      @Override
      public long rssFloorBytes() {
        return 45L << 20;
      }
    };
    ExecResult r = new ExecRunner(ex).run(List.of(A), settings(10, 1));
    assertThat(codes(r)).containsExactly("RSS_AT_FLOOR");
    assertThat(r.warnings().get(0).message()).contains("45.00 MiB");
  }

  @Test
  void aWideSpreadIsHighNoise() {
    ScriptedExecutor ex = new ScriptedExecutor()
        .script("a", 100, 70, 130, 85, 115, 100, 60, 140, 90, 110, 100);
    ExecResult r = new ExecRunner(ex).run(List.of(A), settings(10, 1));
    assertThat(codes(r)).containsExactly("HIGH_NOISE");
  }

  @Test
  void tooFewPairsForTheVerdict() {
    ScriptedExecutor ex = new ScriptedExecutor().script("a", 200, 200, 200, 200)
        .script("b", 100, 100, 100, 100);
    ExecResult r = new ExecRunner(ex).run(List.of(A, B), settings(3, 1));
    assertThat(r.comparison().verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.comparison().ratioMedian()).isEqualTo(2.0);
    assertThat(codes(r)).containsExactly("TOO_FEW_RUNS");
    assertThat(r.warnings().get(0).severity()).isEqualTo("warn");
  }

  @Test
  void enoughPairsGiveAVerdict() {
    ScriptedExecutor ex = new ScriptedExecutor()
        .script("a", 0, 110, 121, 99, 132, 110, 110, 121, 99, 132, 110)
        .script("b", 0, 100, 110, 90, 120, 100, 100, 110, 90, 120, 100);
    ExecResult r = new ExecRunner(ex).run(List.of(A, B), settings(10, 1));
    assertThat(r.comparison().verdict()).isEqualTo(Verdict.SLOWER);
    assertThat(r.comparison().ratioMedian()).isCloseTo(1.1, org.assertj.core.api.Assertions
        .within(1e-6));
  }

  @Test
  void aFailingRunStopsUnlessFailuresAreIgnored() {
    ScriptedExecutor ex = new ScriptedExecutor().script("a", 10).scriptExit("a", 10, 3);
    assertThatThrownBy(() -> new ExecRunner(ex).run(List.of(A), settings(5, 1)))
        .isInstanceOf(CommandFailedException.class)
        .hasMessageContaining("exited with code 3 in run 1");

    ScriptedExecutor ex2 = new ScriptedExecutor().script("a", 10).scriptExit("a", 10, 3);
    ExecResult r = new ExecRunner(ex2)
        .run(List.of(A), new ExecSettings(5, 1, null, false, true, 0.02));
    assertThat(r.commands().get(0).failedRuns()).isEqualTo(1);
    assertThat(codes(r)).contains("COMMAND_FAILED");
  }

  @Test
  void aFailingPrepareStopsEvenWhenFailuresAreIgnored() {
    ScriptedExecutor ex = new ScriptedExecutor().scriptExit("p", 1, 1);
    ExecSettings s = new ExecSettings(3, 0, ProcessSpec.shell("p"), false, true, 0.02);
    assertThatThrownBy(() -> new ExecRunner(ex).run(List.of(A), s))
        .isInstanceOf(CommandFailedException.class).hasMessageContaining("--prepare");
  }

  @Test
  void aCommandThatCannotStartPropagates() {
    assertThatThrownBy(() -> new ExecRunner(new ScriptedExecutor())
        .run(List.of(ProcessSpec.parse("missing-tool")), settings(3, 1)))
        .isInstanceOf(CannotStartException.class);
  }

  @Test
  void jsonFollowsTheContract() {
    ScriptedExecutor ex = new ScriptedExecutor();
    ExecResult r = new ExecRunner(ex).run(List.of(A, B), settings(6, 0));
    JsonNode j = ExecReport.toJson(r);
    assertThat(j.path("schema").asText()).isEqualTo("vernier-exec/1");
    JsonNode c = j.path("commands").get(0);
    assertThat(c.path("command").asText()).isEqualTo("a");
    assertThat(c.path("runs")).hasSize(6);
    JsonNode run = c.path("runs").get(0);
    assertThat(run.path("wallNs").asLong()).isEqualTo(10_000_000L);
    assertThat(run.path("userNs").asLong()).isEqualTo(7_500_000L);
    assertThat(run.path("sysNs").asLong()).isEqualTo(1_250_000L);
    assertThat(run.path("peakRssBytes").asLong()).isEqualTo(50L << 20);
    assertThat(run.path("exitCode").asInt()).isZero();
    for (String f : List.of("wallNs", "userNs", "sysNs")) {
      for (String s : List.of("min", "median", "mean", "max", "stdDev")) {
        assertThat(c.path(f).has(s)).as(f + "." + s).isTrue();
      }
    }
    for (String s : List.of("min", "median", "max")) {
      assertThat(c.path("peakRssBytes").has(s)).isTrue();
    }
    JsonNode cmp = j.path("comparison");
    assertThat(cmp.path("ratioMedian").asDouble()).isEqualTo(1.0);
    assertThat(cmp.path("ciLow").asDouble()).isEqualTo(1.0);
    assertThat(cmp.path("ciHigh").asDouble()).isEqualTo(1.0);
    assertThat(cmp.path("verdict").asText()).isEqualTo("same");
    assertThat(j.path("warnings").isArray()).isTrue();
  }

  @Test
  void tableAndMarkdownShowUnits() {
    ScriptedExecutor ex = new ScriptedExecutor();
    ExecResult r = new ExecRunner(ex).run(List.of(A, B), settings(6, 0));
    String table = ExecReport.table(r);
    assertThat(table).contains("A: a", "B: b", "wall", "ms", "peak RSS", "MiB", "-> same");
    assertThat(ExecReport.markdown(r)).contains("| wall | ms |", "## Comparison");
  }

  @Test
  void vsStringsOfPlainWordsAreExecdDirectlyAndShellSyntaxGoesToSh() {
    assertThat(ProcessSpec.parse("sleep 0.05").argv()).containsExactly("sleep", "0.05");
    assertThat(ProcessSpec.parse("exit 4").argv()).containsExactly("/bin/sh", "-c", "exit 4");
    assertThat(ProcessSpec.parse("gzip -c < f | wc").argv())
        .containsExactly("/bin/sh", "-c", "gzip -c < f | wc");
    assertThat(ProcessSpec.direct(List.of("python3", "-c", "x = 1")).display())
        .isEqualTo("python3 -c 'x = 1'");
  }
}
