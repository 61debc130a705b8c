package dev.vernier.engine.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vernier.engine.report.CsvExporter;
import dev.vernier.engine.report.MarkdownExporter;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Samples;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ranks and their ties as fields of each row in the result file, and columns of CSV and MD. */
class RanksInFilesTest {
  /** fast alone first; mid and slow overlap, so they share rank 2; other has no rival. */
  static RunResult ranked() {
    RunResult run = Samples.run(RankingTest.row("fast", "avgt", 100, 95, 105),
        RankingTest.row("mid", "avgt", 200, 190, 230), RankingTest.row("slow", "avgt", 220, 210,
            240), RankingTest.row("alone", "thrpt", 5, 4, 6));
    return Ranking.attach(run);
  }

  @Test
  void theResultFileCarriesEachRowsRankAndTie() throws Exception {
    JsonNode rows = ResultFiles.mapper().readTree(ResultFiles.toJson(ranked()))
        .get("benchmarks");
    assertThat(rows.get(0).get("rank").asInt()).isEqualTo(1);
    assertThat(rows.get(0).get("rankTied").asBoolean()).isFalse();
    assertThat(rows.get(1).get("rank").asInt()).isEqualTo(2);
    assertThat(rows.get(1).get("rankTied").asBoolean()).isTrue();
    assertThat(rows.get(2).get("rank").asInt()).isEqualTo(2);
    assertThat(rows.get(2).get("rankTied").asBoolean()).isTrue();
    assertThat(rows.get(3).get("rank").isNull()).isTrue(); // no rival in thrpt mode
    // and they read back as the labels the table prints
    RunResult back = ResultFiles.mapper().treeToValue(
        ResultFiles.mapper().readTree(ResultFiles.toJson(ranked())), RunResult.class);
    assertThat(Ranking.labels(back.benchmarks())).containsExactly("1", "≈2", "≈2", "-");
  }

  @Test
  void storedRanksAreShownAsStored() {
    // a file's ranks are what that run decided; a reader does not rank again
    RunResult run = Samples.run(RankingTest.ranked(RankingTest.row("a", "avgt", 100, 95, 105), 3,
        true), RankingTest.ranked(RankingTest.row("b", "avgt", 200, 190, 210), 1, false));
    assertThat(Ranking.labels(run.benchmarks())).containsExactly("≈3", "1");
  }

  @Test
  void csvAndMarkdownHaveARankColumn() {
    String csv = new CsvExporter().render(ranked());
    List<String> lines = csv.lines().toList();
    assertThat(lines.get(0)).endsWith(",rank,rankTied,threads");
    assertThat(lines.get(1)).startsWith("pkg.P.fast,").endsWith(",1,false,1");
    assertThat(lines.get(2)).startsWith("pkg.P.mid,").endsWith(",2,true,1");
    assertThat(lines.get(3)).startsWith("pkg.P.slow,").endsWith(",2,true,1");
    assertThat(lines.get(4)).startsWith("pkg.P.alone,").endsWith(",,,1");
    String md = new MarkdownExporter().render(ranked());
    List<String> table = md.lines().filter(l -> l.startsWith("|")).toList();
    int rank = List.of(table.get(0).split("\\|")).stream().map(String::strip).toList()
        .indexOf("Rank");
    assertThat(cell(table.get(2), rank)).isEqualTo("1");
    assertThat(cell(table.get(3), rank)).isEqualTo("≈2");
    assertThat(cell(table.get(4), rank)).isEqualTo("≈2");
    assertThat(cell(table.get(5), rank)).isEqualTo("-");
  }

  private static String cell(String line, int index) {
    return line.split("\\|")[index].strip();
  }
}
