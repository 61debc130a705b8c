package dev.vernier.history.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.history.SyntheticRuns;
import dev.vernier.history.TestDatabases;
import dev.vernier.history.record.ResultFileReader;
import dev.vernier.history.store.HistoryStore;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The newest run, where E-divisive cannot see a change, judged by stored variation. */
class NewestRunCheckTest {
  @TempDir
  Path dir;

  private void history(HistoryStore store, int runs, double lastStep) throws Exception {
    Random r = new Random(5);
    for (int i = 0; i < runs; i++) {
      Map<String, Double> levels = new LinkedHashMap<>();
      for (int b = 0; b < 8; b++) {
        double level = 100.0 * (b + 1) * (1 + 0.005 * r.nextGaussian());
        levels.put("pkg.S.b" + b, b == 3 && i == runs - 1 ? level * (1 + lastStep) : level);
      }
      Path f = SyntheticRuns.write(dir, "r" + i + ".json", SyntheticRuns.run(levels, i, 0.002,
          SyntheticRuns.environment(SyntheticRuns.CPU, 3.0)));
      store.add(List.of(ResultFileReader.read(f)), "main", "commit" + i);
    }
  }

  @Test
  void aRegressionInTheNewestRunIsAChangePointOfStoredVariation() throws Exception {
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      history(store, 12, 0.05);
      CheckReport report = HistoryCheck.check(store, "main", null, HistoryCheck.DEFAULT_WINDOW);
      assertThat(report.changePoints()).singleElement().satisfies(c -> {
        assertThat(c.id()).isEqualTo("pkg.S.b3");
        assertThat(c.index()).isEqualTo(11);
        assertThat(c.commit()).isEqualTo("commit11");
        assertThat(c.previousCommit()).isEqualTo("commit10");
        assertThat(c.method()).isEqualTo(ChangePoint.STORED);
        assertThat(c.changePct()).isBetween(3.0, 7.0);
        assertThat(c.pValue()).isLessThan(0.01);
      });
      assertThat(report.benchmarks()).allSatisfy(s ->
          assertThat(s.newestRun()).startsWith(ChangePoint.STORED));
      assertThat(HistoryCheck.regressions(report, 4)).hasSize(1);
      assertThat(HistoryCheck.regressions(report, 10)).isEmpty();
    }
  }

  @Test
  void aNewestRunWhoseForksDisagreeIsNotJudged() throws Exception {
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      history(store, 11, 0);
      // a busy neighbour slowed every fork of b3, each by its own amount: +20% to +50%
      Map<String, Double> levels = new LinkedHashMap<>();
      for (int b = 0; b < 8; b++) {
        levels.put("pkg.S.b" + b, 100.0 * (b + 1));
      }
      Path f = SyntheticRuns.write(dir, "busy.json", SyntheticRuns.disturbed(levels, 99, 0.002,
          SyntheticRuns.environment(SyntheticRuns.CPU, 3.0), "pkg.S.b3", 1.2, 1.5, 1.35));
      store.add(List.of(ResultFileReader.read(f)), "main", "busy");
      for (boolean best : new boolean[] {false, true}) {
        CheckReport report = HistoryCheck.check(store, "main", null, 1000, best);
        assertThat(report.changePoints()).as("figure %s", report.figure()).isEmpty();
        assertThat(report.benchmarks()).filteredOn(s -> s.id().equals("pkg.S.b3"))
            .singleElement().satisfies(s -> assertThat(s.newestRun())
                .startsWith("not judged: its forks differ by").contains("a disturbed run"));
        assertThat(report.benchmarks()).filteredOn(s -> !s.id().equals("pkg.S.b3"))
            .allSatisfy(s -> assertThat(s.newestRun()).startsWith(ChangePoint.STORED));
      }
    }
  }

  @Test
  void aStoredRunSlowedAllThroughDoesNotHideTheNewestChange() throws Exception {
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      Random r = new Random(8);
      for (int i = 0; i < 8; i++) {
        Map<String, Double> levels = new LinkedHashMap<>();
        for (int b = 0; b < 8; b++) {
          // run 3 ran beside a busy neighbour: every benchmark 60% slower, its forks alike
          double level = 100.0 * (b + 1) * (1 + 0.003 * r.nextGaussian()) * (i == 3 ? 1.6 : 1);
          levels.put("pkg.S.b" + b, b == 3 && i == 7 ? level * 1.05 : level);
        }
        Path f = SyntheticRuns.write(dir, "r" + i + ".json", SyntheticRuns.run(levels, i,
            0.002, SyntheticRuns.environment(SyntheticRuns.CPU, 3.0)));
        store.add(List.of(ResultFileReader.read(f)), "main", "commit" + i);
      }
      CheckReport report = HistoryCheck.check(store, "main", null, 1000);
      assertThat(report.changePoints()).singleElement().satisfies(c -> {
        assertThat(c.id()).isEqualTo("pkg.S.b3");
        assertThat(c.commit()).isEqualTo("commit7");
        assertThat(c.changePct()).isBetween(3.5, 6.5);
        assertThat(c.runsBefore()).isEqualTo(6); // the slowed run left out
      });
      assertThat(report.benchmarks()).allSatisfy(s ->
          assertThat(s.newestRun()).contains("from 6 runs (1 far from the others left out)"));
    }
  }

  @Test
  void sinceTheNewestCommitThereIsNothingToReport() throws Exception {
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      history(store, 12, 0.05);
      assertThat(HistoryCheck.check(store, "main", "commit11", 1000).changePoints()).isEmpty();
      assertThat(HistoryCheck.check(store, "main", "commit10", 1000).changePoints()).hasSize(1);
    }
  }

  @Test
  void withTooFewRunsTheNewestIsNotJudgedAndSaysWhy() throws Exception {
    try (HistoryStore store = HistoryStore.open(TestDatabases.sqlite(dir))) {
      history(store, 4, 0.05);
      CheckReport report = HistoryCheck.check(store, "main", null, 1000);
      assertThat(report.changePoints()).isEmpty();
      assertThat(report.benchmarks()).allSatisfy(s ->
          assertThat(s.newestRun()).startsWith("not judged: fewer than 5 runs"));
    }
  }
}
