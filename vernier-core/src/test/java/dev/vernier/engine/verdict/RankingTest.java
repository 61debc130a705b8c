package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.report.TableExporter;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.Samples;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RankingTest {
  /** A row of class pkg.P with the given median and interval. */
  static BenchmarkResult row(String method, String mode, double median, double low,
      double high) {
    Stats s = new Stats(100, low * 0.9, median, median, 1, low, high, 0.999, high, high, 2.0);
    return new BenchmarkResult(new Identity("pkg.P." + method, "pkg.P", method, Map.of(), mode,
        false, Identity.VERNIER, null, null), "ok", null, TimeFigures.of("ns/op", s),
        new MemoryFigures(0L, null, 0.0, null, null, null), Evidence.NONE, RunFacts.NONE);
  }

  private static BenchmarkResult inGroup(BenchmarkResult r, String group) {
    return r.withIdentity(r.identity().withGroup(group));
  }

  /** The row with the rank a file recorded for it. */
  static BenchmarkResult ranked(BenchmarkResult r, int place, boolean tied) {
    return r.withTime(r.time().withRank(new TimeFigures.Rank(place, tied)));
  }

  @Test
  void separatedIntervalsGetRanks() {
    List<String> labels = Ranking.labels(List.of(row("slow", "avgt", 300, 290, 310),
        row("fast", "avgt", 100, 95, 105), row("mid", "avgt", 200, 190, 210)));
    assertThat(labels).containsExactly("3", "1", "2");
  }

  @Test
  void overlappingIntervalsShareARank() {
    // The parse trio of 001: three medians within each other's noise.
    List<String> labels = Ranking.labels(List.of(row("split", "avgt", 690, 600, 800),
        row("span", "avgt", 650, 580, 720), row("regex", "avgt", 720, 640, 790),
        row("scan", "avgt", 100, 95, 105)));
    assertThat(labels).containsExactly("≈2", "≈2", "≈2", "1");
  }

  @Test
  void aChainOfOverlapsIsOneRank() {
    // a overlaps b, b overlaps c, a and c do not: ordering a before c would rank c against b.
    List<String> labels = Ranking.labels(List.of(row("a", "avgt", 10, 9, 11),
        row("b", "avgt", 11.5, 10.8, 12.2), row("c", "avgt", 12.5, 12, 13)));
    assertThat(labels).containsExactly("≈1", "≈1", "≈1");
  }

  @Test
  void aJmhGroupsRowsAreNotRankedAgainstEachOtherNorAgainstOthers() {
    List<String> labels = Ranking.labels(List.of(inGroup(row("g", "avgt", 10, 9, 11), "g"),
        inGroup(row("g:inc", "avgt", 20, 19, 21), "g"), row("other", "avgt", 5, 4, 6),
        row("fast", "avgt", 1, 0.9, 1.1)));
    assertThat(labels).containsExactly("-", "-", "2", "1");
  }

  @Test
  void throughputRanksHighestFirst() {
    List<String> labels = Ranking.labels(List.of(row("low", "thrpt", 100, 95, 105),
        row("high", "thrpt", 200, 190, 210)));
    assertThat(labels).containsExactly("2", "1");
  }

  @Test
  void rowsWithoutRivalsHaveNoRank() {
    BenchmarkResult m = row("m", "avgt", 5, 4, 6);
    BenchmarkResult other = m.withIdentity(new Identity("pkg.Q.m", "pkg.Q", "m", Map.of(),
        "avgt", false, Identity.VERNIER, null, null));
    List<String> labels = Ranking.labels(List.of(row("a", "avgt", 10, 9, 11), other,
        Samples.failedRow("pkg.P.b")));
    assertThat(labels).containsExactly("-", "-", "-");
  }

  @Test
  void tableShowsTheRankColumn() {
    String table = new TableExporter().render(Samples.run(row("a", "avgt", 10, 9, 11),
        row("b", "avgt", 10.5, 9.5, 11.5), row("c", "avgt", 30, 29, 31)));
    assertThat(table).contains("| Rank |");
    assertThat(table.lines().filter(l -> l.startsWith("P.a ")).findFirst().orElseThrow())
        .contains("|   ≈1 |");
    assertThat(table.lines().filter(l -> l.startsWith("P.c ")).findFirst().orElseThrow())
        .contains("|    2 |");
  }
}
